/**
 * What each reporting form sent from this browser, with when and how it went: kept across reloads,
 * validated when read back, newest first, at most `maxEntries` per form.
 */
import { z } from 'zod';
import { createLocalStore, type LocalStore } from '@/lib/local-store';

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

/** Keeps unreadable entries under `key`, once each, next to any set aside before. */
function setAside(key: string, rejected: readonly unknown[]): void {
  try {
    const before = z.array(z.unknown()).safeParse(JSON.parse(localStorage.getItem(key) ?? '[]'));
    const kept = before.success ? before.data : [];
    const seen = new Set(kept.map((entry) => JSON.stringify(entry)));
    const added = rejected.filter((entry) => !seen.has(JSON.stringify(entry)));
    localStorage.setItem(key, JSON.stringify([...kept, ...added]));
  } catch {
    // Storage unavailable: the entries stay in the stored history until the next write.
  }
}

export function createReportHistory<P, R>(
  form: ReportForm,
  payloadSchema: z.ZodType<P>,
  responseSchema: z.ZodType<R>,
): ReportHistory<P, R> {
  const key = `robot-console:history:${form}`;
  const entrySchema = z.object({
    id: z.string(),
    sentAt: z.number(),
    payload: payloadSchema,
    outcome: z.enum(['sent', 'failed']),
    response: responseSchema.optional(),
    error: z.string().optional(),
  });
  let entriesProblem: string | undefined;
  // Entry by entry: one entry written by an older version (or edited by hand) must not cost the rest.
  const listSchema = z.array(z.unknown()).transform((list) => {
    const good: HistoryEntry<P, R>[] = [];
    const bad: unknown[] = [];
    for (const item of list) {
      const parsed = entrySchema.safeParse(item);
      if (parsed.success) good.push(parsed.data);
      else bad.push(item);
    }
    if (bad.length > 0) {
      // Not `:corrupt`, where the local store keeps a whole unreadable value.
      setAside(`${key}:corrupt-entries`, bad);
      entriesProblem =
        bad.length === 1
          ? '1 saved entry could not be read and was set aside; the others are kept.'
          : `${bad.length} saved entries could not be read and were set aside; the others are kept.`;
    }
    return good;
  });
  const inner = createLocalStore<HistoryEntry<P, R>[]>(key, listSchema, []);
  const store: LocalStore<HistoryEntry<P, R>[]> = {
    ...inner,
    problem: () => inner.problem() ?? entriesProblem,
    dismissProblem: () => {
      entriesProblem = undefined;
      // Saving the readable entries drops the unreadable ones (kept aside) from the history itself.
      inner.set((list) => list);
      inner.dismissProblem();
    },
  };
  return {
    store,
    record(entry) {
      const full: HistoryEntry<P, R> = { id: crypto.randomUUID(), sentAt: Date.now(), ...entry };
      store.set((list) => [full, ...list].slice(0, maxEntries));
    },
  };
}
