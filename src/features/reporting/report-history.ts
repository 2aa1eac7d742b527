/**
 * The team's reporting history as each form reads it. The server records every send itself (who, when,
 * the body, the service's answer or our words for the failure); a form reads the body and the answer
 * with its own schemas, entry by entry, so that one entry it cannot read never costs the others.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from '@/api/zod';
import type { HistoryEntry, ReportForm } from '@/api/workspace/history';
import { historyPageQuery, knownRecordsQuery } from '@/data/workspace-queries';

/** Sends shown per page of a form's history. */
export const historyPageSize = 20;

/**
 * How often an open page reads the team's history again, so that a colleague's send shows up without a
 * reload. TanStack Query pauses the interval while the tab is hidden.
 */
export const teamRefreshMs = 30_000;

/** A send as a form reads it: `payload` / `answer` are undefined when they are not what the form sends or gets. */
export interface ReadSend<P, R> {
  readonly id: number;
  readonly sentAt: number;
  readonly sentBy: string;
  /** Sent by a reporting plan, and who approved it. */
  readonly byPlan: boolean;
  readonly approvedBy: string | null;
  readonly outcome: 'sent' | 'failed';
  readonly payload: P | undefined;
  readonly answer: R | undefined;
  /** Our words for a failure. */
  readonly error: string | null;
}

export interface FormSchemas<P, R> {
  readonly payload: z.ZodType<P>;
  readonly answer: z.ZodType<R>;
}

export function readSend<P, R>(entry: HistoryEntry, schemas: FormSchemas<P, R>): ReadSend<P, R> {
  return {
    id: entry.id,
    sentAt: entry.sentAt,
    sentBy: entry.sentBy,
    byPlan: entry.byPlan,
    approvedBy: entry.approvedBy,
    outcome: entry.outcome,
    payload: schemas.payload.safeParse(entry.payload).data,
    answer: schemas.answer.safeParse(entry.answer).data,
    error: entry.error,
  };
}

/** One page of the form's history (page 1 is the newest), kept on screen while the next one loads. */
export function useHistoryPage(form: ReportForm, page: number) {
  return useQuery({
    ...historyPageQuery({ form, offset: (page - 1) * historyPageSize, limit: historyPageSize }),
    refetchInterval: teamRefreshMs,
    placeholderData: keepPreviousData,
  });
}

/** The suppliers or job positions the service accepted, once each (its latest send), newest first. */
export function useKnownRecords(form: 'suppliers' | 'job-positions') {
  return useQuery({ ...knownRecordsQuery(form), refetchInterval: teamRefreshMs });
}
