/**
 * The queue a browser kept before the team workspace, read only to move it in (browser-holdings.ts).
 * It held the executions this browser followed: those started here and those added with "Track execution".
 * Kept in localStorage (so the queue survives reloads), updated from every result read, validated when
 * read back. The last known state is kept so that the queue shows something before the first poll and
 * ended executions need no poll at all.
 */
import { z } from '@/api/zod';
import type { RunApiVersion } from '@/data/run-robot';
import { runVariableSchema, type ExecutionResult, type RunVariable } from '@/api/schemas';
import { endInstant, hasEnded } from '@/api/spec-gaps';
import { createLocalListStore } from '@/lib/local-store';
import { keptKeys } from './kept-keys';

const runApiVersions = ['v1', 'v2'] as const satisfies readonly RunApiVersion[];

export const trackedExecutionSchema = z.object({
  computerId: z.string().min(1),
  executionId: z.string().min(1),
  /** Unknown for an execution tracked by id. */
  robotId: z.string().optional(),
  /** How it was started, for "Run again": null variables mean the robot's defaults. */
  run: z
    .object({ apiVersion: z.enum(runApiVersions), variables: z.array(runVariableSchema).nullable() })
    .optional(),
  source: z.enum(['run', 'track']),
  addedAt: z.number(),
  status: z.string().optional(),
  progress: z.number().optional(),
  init: z.number().optional(),
  /** The end instant in Unix ms when known; `ended` alone when `end` had no readable time. */
  endedAt: z.number().optional(),
  ended: z.boolean(),
  /** Set once endpoint 7 deleted it. */
  deletedAt: z.number().optional(),
  /** Why the last read failed for good (e.g. 404), so the row can say so instead of polling forever. */
  lostReason: z.string().optional(),
});
export type TrackedExecution = z.infer<typeof trackedExecutionSchema>;

/** Read entry by entry: one execution saved by an older version (or edited by hand) costs only itself. */
export const trackedExecutionsStore = createLocalListStore(
  keptKeys.executions,
  { schema: trackedExecutionSchema, noun: 'stored.execution' },
  { unreadable: 'stored.what.executions' },
);

export function executionKey(e: { computerId: string; executionId: string }): string {
  return `${e.computerId}/${e.executionId}`;
}

const same = (
  a: { computerId: string; executionId: string },
  b: { computerId: string; executionId: string },
) => a.computerId === b.computerId && a.executionId === b.executionId;

/** Whether the execution still needs polling. */
export function isActive(e: TrackedExecution): boolean {
  return !e.ended && e.deletedAt === undefined && e.lostReason === undefined;
}

export function trackExecution(entry: {
  computerId: string;
  executionId: string;
  robotId?: string | undefined;
  run?: { apiVersion: RunApiVersion; variables: RunVariable[] | null } | undefined;
  source: 'run' | 'track';
}): void {
  trackedExecutionsStore.set((list) => {
    if (list.some((e) => same(e, entry))) return list;
    const added: TrackedExecution = {
      computerId: entry.computerId,
      executionId: entry.executionId,
      source: entry.source,
      addedAt: Date.now(),
      ended: false,
      ...(entry.robotId === undefined ? {} : { robotId: entry.robotId }),
      ...(entry.run === undefined ? {} : { run: entry.run }),
    };
    return [added, ...list];
  });
}

/**
 * Records a result read. Returns true when this call is the one that saw the execution end, so that
 * exactly one tab announces it.
 */
export function recordResult(computerId: string, executionId: string, result: ExecutionResult): boolean {
  let endedNow = false;
  trackedExecutionsStore.set((list) =>
    list.map((e) => {
      if (!same(e, { computerId, executionId })) return e;
      const ended = hasEnded(result);
      endedNow = ended && !e.ended;
      const endedAt = endInstant(result.end);
      return {
        ...e,
        status: result.status,
        progress: result.progress,
        init: result.init,
        ended,
        ...(endedAt === undefined ? {} : { endedAt }),
      };
    }),
  );
  return endedNow;
}

export function markDeleted(computerId: string, executionId: string): void {
  trackedExecutionsStore.set((list) =>
    list.map((e) => (same(e, { computerId, executionId }) ? { ...e, deletedAt: Date.now() } : e)),
  );
}

/** Removes entries from this browser's list (nothing is deleted upstream); returns them for undo. */
export function forgetExecutions(keys: readonly string[]): TrackedExecution[] {
  const wanted = new Set(keys);
  const removed = trackedExecutionsStore.get().filter((e) => wanted.has(executionKey(e)));
  trackedExecutionsStore.set((list) => list.filter((e) => !wanted.has(executionKey(e))));
  return removed;
}

/** Puts back entries removed with `forgetExecutions`, where they were in the order of addition. */
export function restoreExecutions(entries: readonly TrackedExecution[]): void {
  trackedExecutionsStore.set((list) => {
    const present = new Set(list.map(executionKey));
    const back = entries.filter((e) => !present.has(executionKey(e)));
    return [...list, ...back].sort((a, b) => b.addedAt - a.addedAt);
  });
}
