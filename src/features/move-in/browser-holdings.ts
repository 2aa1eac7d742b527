/**
 * What this browser kept on its own before the team workspace: its queue, its catalog and its reporting
 * history, read entry by entry (one unreadable entry costs only itself), ready to be moved in once.
 * Entries the workspace would refuse (an id that cannot work, a name over its limit) stay in the browser.
 */
import { z } from '@/api/zod';
import { robotInputSchema, runtimeInputSchema } from '@/api/workspace/catalog-input';
import { reportForms, type ReportForm } from '@/api/workspace/history';
import {
  movedExecutionSchema,
  movedSendSchema,
  type MoveInRequest,
  type MovedSend,
} from '@/api/workspace/move-in';
import { catalogStore, emptyCatalog, type Robot, type Runtime } from './browser-catalog';
import { createLocalListStore, type StoreProblem } from '@/lib/local-store';
import { trackedExecutionsStore, type TrackedExecution } from './tracked-executions';
import { keptKeys } from './kept-keys';

/** A reporting send as the per-form history in this browser kept it. */
const keptSendSchema = z.object({
  sentAt: z.number(),
  payload: z.unknown(),
  outcome: z.enum(['sent', 'failed']),
  response: z.unknown().optional(),
  error: z.string().optional(),
});

const historyStores = reportForms.map((form) => ({
  form,
  store: createLocalListStore(keptKeys.history(form), {
    schema: keptSendSchema,
    noun: 'stored.entry',
  }),
}));

const everyStore = [trackedExecutionsStore, catalogStore, ...historyStores.map(({ store }) => store)];

export interface Holdings {
  readonly request: Required<{ [K in keyof MoveInRequest]: NonNullable<MoveInRequest[K]> }>;
  /**
   * What the stores found unreadable and set aside (kept under `<key>:corrupt-entries`, never deleted),
   * one report per store.
   */
  readonly setAside: readonly StoreProblem[];
  /** Entries the workspace would refuse: they stay in this browser. */
  readonly leftBehind: {
    readonly executions: TrackedExecution[];
    readonly runtimes: Runtime[];
    readonly robots: Robot[];
    readonly history: ReadonlyMap<ReportForm, z.infer<typeof keptSendSchema>[]>;
  };
}

/** Splits a list into what the schema takes (parsed) and what it refuses (as it was). */
function sort<T, U>(list: readonly T[], schema: z.ZodType<U>): { kept: U[]; refused: T[] } {
  const kept: U[] = [];
  const refused: T[] = [];
  for (const item of list) {
    const parsed = schema.safeParse(item);
    if (parsed.success) kept.push(parsed.data);
    else refused.push(item);
  }
  return { kept, refused };
}

export function readHoldings(): Holdings {
  const executions = sort(trackedExecutionsStore.get(), movedExecutionSchema);
  const catalog = catalogStore.get();
  const runtimes = sort(catalog.runtimes, runtimeInputSchema);
  const robots = sort(catalog.robots, robotInputSchema);
  const history: MovedSend[] = [];
  const historyLeft = new Map<ReportForm, z.infer<typeof keptSendSchema>[]>();
  for (const { form, store } of historyStores) {
    const sorted = sort(
      store.get().map((entry) => ({ form, ...entry })),
      movedSendSchema,
    );
    history.push(...sorted.kept);
    historyLeft.set(
      form,
      sorted.refused.map((entry) => keptSendSchema.parse(entry)),
    );
  }
  // Read after every store's get(): reading is what finds and sets aside an unreadable entry.
  const setAside = everyStore.flatMap((store) => store.problem() ?? []);
  return {
    setAside,
    request: {
      executions: executions.kept,
      catalog: { runtimes: runtimes.kept, robots: robots.kept },
      history,
    },
    leftBehind: {
      executions: executions.refused,
      runtimes: runtimes.refused,
      robots: robots.refused,
      history: historyLeft,
    },
  };
}

export function countHoldings(holdings: Holdings): { executions: number; catalog: number; sends: number } {
  const { request } = holdings;
  return {
    executions: request.executions.length,
    catalog: request.catalog.runtimes.length + request.catalog.robots.length,
    sends: request.history.length,
  };
}

export function isEmpty(holdings: Holdings): boolean {
  const counts = countHoldings(holdings);
  return counts.executions + counts.catalog + counts.sends === 0;
}

/** The stores' reports of unreadable entries have been shown: they are not repeated on the next visit. */
export function dismissSetAside(): void {
  for (const store of everyStore) store.dismissProblem();
}

/** Forgets what was moved in (the team workspace holds it now); what it would refuse stays here. */
export function forgetMovedHoldings(holdings: Holdings): void {
  const left = holdings.leftBehind;
  trackedExecutionsStore.set(left.executions);
  catalogStore.set({ ...emptyCatalog, runtimes: left.runtimes, robots: left.robots });
  for (const { form, store } of historyStores) store.set(left.history.get(form) ?? []);
}
