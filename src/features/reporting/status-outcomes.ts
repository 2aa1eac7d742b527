import { z } from '@/api/zod';
import { createLocalStore } from '@/lib/local-store';
import { outcomes, type Outcome } from './execution-stats';

/**
 * The operator's status → outcome choices for "Fill from the queue", kept across reloads. Only the
 * choices that differ from the default are worth keeping, but a full entry is harmless.
 */
export const statusOutcomesStore = createLocalStore(
  'robot-console:rpa-status-outcomes',
  z.record(z.string(), z.enum(outcomes)),
  {},
);

export function chooseOutcome(status: string, outcome: Outcome): void {
  statusOutcomesStore.set((mapping) => ({ ...mapping, [status]: outcome }));
}

export function resetOutcomes(): void {
  statusOutcomesStore.set({});
}
