/**
 * Reading an execution's result, shared by every screen that shows one (execution view, queue, the
 * Refresh of a journal execution): one query key per execution, so one request is in flight at a time and
 * one poll runs. Executions in the team's journal are followed by the server, which pushes their changes
 * (see live-journal.ts); only an execution outside the journal is polled from here.
 */
import { hashKey, queryOptions, type Query, type QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import { api } from './browser-client';
import { idProblem } from '@/api/ids';
import type { ExecutionResult } from '@/api/schemas';
import { hasEnded } from '@/api/spec-gaps';
import type { JournalEntry } from '@/api/workspace/journal';

export const executionKeys = {
  all: ['executions'] as const,
  result: (computerId: string, executionId: string) =>
    ['executions', computerId, executionId, 'result'] as const,
};

function envNumber(value: unknown, fallback: number): number {
  const parsed = typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(parsed) && parsed > 0 ? parsed : fallback;
}

/**
 * How results are polled: about every 2 s while `end` is null, backing off (doubling up to 30 s) after
 * failures, and no longer than `maxDurationMs` after the execution started (`VITE_POLL_MAX_MINUTES`,
 * 12 hours by default); "Refresh" still reads it after that.
 */
export const pollingPolicy = {
  intervalMs: 2_000,
  maxBackoffMs: 30_000,
  maxDurationMs: envNumber(import.meta.env.VITE_POLL_MAX_MINUTES, 12 * 60) * 60_000,
};

// Consecutive failed reads per query; TanStack Query resets its own failure count at every fetch.
const failures = new Map<string, number>();

type ResultQuery = Query<ExecutionResult, Error, ExecutionResult, ReturnType<typeof executionKeys.result>>;

export type PollState =
  | { readonly kind: 'polling'; readonly delayMs: number }
  | { readonly kind: 'ended' }
  | { readonly kind: 'gave-up'; readonly reason: 'time-limit' | 'refused' };

/** What polling does next for a query in this state. Pure, for the screens to explain it too. */
export function pollState(
  state: { data: ExecutionResult | undefined; error: Error | null; status: string },
  consecutiveFailures: number,
  now: number,
  firstSeenAt: number,
): PollState {
  if (state.data !== undefined && hasEnded(state.data)) return { kind: 'ended' };
  // A refusal (404 for a deleted execution, 403 …) will not change by asking again. A 401 is the
  // session's problem, not the execution's: the app signs in again and polling resumes.
  if (
    state.status === 'error' &&
    isApiError(state.error) &&
    (state.error.kind === 'client' || state.error.kind === 'forbidden')
  ) {
    return { kind: 'gave-up', reason: 'refused' };
  }
  const startedAt = state.data?.init ?? firstSeenAt;
  if (now - startedAt > pollingPolicy.maxDurationMs) return { kind: 'gave-up', reason: 'time-limit' };
  const delayMs =
    consecutiveFailures === 0
      ? pollingPolicy.intervalMs
      : Math.min(pollingPolicy.maxBackoffMs, pollingPolicy.intervalMs * 2 ** consecutiveFailures);
  return { kind: 'polling', delayMs };
}

const firstSeen = new Map<string, number>();

/** Forgets the polling bookkeeping of a query the cache dropped, so the maps do not grow forever. */
export function forgetPolling(queryHash: string): void {
  failures.delete(queryHash);
  firstSeen.delete(queryHash);
}

// Watched from a client's first read of a result, here rather than where the client is made: the
// sign-in page, which makes it, then does not load the execution reads.
const watched = new WeakSet<QueryClient>();
function forgetDroppedQueriesOf(client: QueryClient): void {
  if (watched.has(client)) return;
  watched.add(client);
  client.getQueryCache().subscribe((event) => {
    if (event.type === 'removed') forgetPolling(event.query.queryHash);
  });
}

/** The polling state of one execution's query, for the screens to explain what happens next. */
export function pollStateOf(
  computerId: string,
  executionId: string,
  state: { data: ExecutionResult | undefined; error: Error | null; status: string },
  now: number,
): PollState {
  const hash = hashKey(executionKeys.result(computerId, executionId));
  return pollState(state, failures.get(hash) ?? 0, now, firstSeen.get(hash) ?? now);
}

export function executionResultQuery(computerId: string, executionId: string) {
  return queryOptions({
    queryKey: executionKeys.result(computerId, executionId),
    queryFn: async ({ signal, queryKey, client }) => {
      forgetDroppedQueriesOf(client);
      const hash = hashKey(queryKey);
      if (!firstSeen.has(hash)) firstSeen.set(hash, Date.now());
      try {
        const result = await api.executionResult({ computerId, executionId }, { signal });
        failures.delete(hash);
        return result;
      } catch (error) {
        if (!signal.aborted) failures.set(hash, (failures.get(hash) ?? 0) + 1);
        throw error;
      }
    },
    // Polling itself is the retry: a failed read is tried again on the backoff schedule below.
    retry: false,
    refetchInterval: (query: ResultQuery) => {
      const hash = query.queryHash;
      const next = pollState(
        query.state,
        failures.get(hash) ?? 0,
        Date.now(),
        firstSeen.get(hash) ?? Date.now(),
      );
      return next.kind === 'polling' ? next.delayMs : false;
    },
    // A hidden tab does not poll; it catches up when it is shown again.
    refetchIntervalInBackground: false,
    staleTime: 1_000,
  });
}

/**
 * Whether the journal still waits for this execution's result: not ended, not deleted, not given up on.
 * Ids that cannot work are never asked for (the server refuses to record them, so this is only a guard).
 */
export function isFollowed(entry: JournalEntry): boolean {
  return (
    !entry.ended &&
    entry.deletedAt === null &&
    entry.lostReason === null &&
    idProblem(entry.computerId) === undefined &&
    idProblem(entry.executionId) === undefined
  );
}
