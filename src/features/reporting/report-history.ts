/**
 * What each reporting form sent from this browser, with when and how it went: kept across reloads,
 * validated when read back, newest first, at most `maxEntries` per form.
 */
import { z } from 'zod';
import { createLocalListStore, type LocalStore } from '@/lib/local-store';

export const maxEntries = 100;

export type ReportForm = 'suppliers' | 'job-positions' | 'rpa' | 'volumetry';

export interface HistoryEntry<P, R> {
  readonly id: string;
  readonly sentAt: number;
  readonly payload: P;
  readonly outcome: 'sent' | 'failed';
  readonly response?: R | undefined;
  readonly error?: string | undefined;
}

export interface ReportHistory<P, R> {
  readonly store: LocalStore<HistoryEntry<P, R>[]>;
  record(entry: Omit<HistoryEntry<P, R>, 'id' | 'sentAt'>): void;
}

export function createReportHistory<P, R>(
  form: ReportForm,
  payloadSchema: z.ZodType<P>,
  responseSchema: z.ZodType<R>,
): ReportHistory<P, R> {
  const entrySchema = z.object({
    id: z.string(),
    sentAt: z.number(),
    payload: payloadSchema,
    outcome: z.enum(['sent', 'failed']),
    response: responseSchema.optional(),
    error: z.string().optional(),
  });
  // Entry by entry: one entry written by an older version (or edited by hand) must not cost the rest.
  const store = createLocalListStore<HistoryEntry<P, R>>(`robot-console:history:${form}`, {
    schema: entrySchema,
    noun: ['saved entry', 'saved entries'],
  });
  return {
    store,
    record(entry) {
      const full: HistoryEntry<P, R> = { id: crypto.randomUUID(), sentAt: Date.now(), ...entry };
      store.set((list) => [full, ...list].slice(0, maxEntries));
    },
  };
}
