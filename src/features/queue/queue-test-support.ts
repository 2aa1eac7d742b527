/** Shared steps of the queue's route tests: open the page signed in, and seed the tracked list. */
import { screen } from '@testing-library/react';
import type { Simulator } from '@/mocks/simulator';
import { recordResult, trackedExecutionsStore, type TrackedExecution } from '@/lib/tracked-executions';
import { renderSignedIn } from '@/testing/render-app';

/** Opens `path` the way an operator does: sent to sign-in first, then back to the queue. */
export async function openQueue(path: string, sim?: Simulator) {
  const app = await renderSignedIn(path, sim);
  await screen.findByRole('heading', { name: 'Queue' });
  return app;
}

export function tracked(overrides: Partial<TrackedExecution> & { executionId: string }): TrackedExecution {
  return { computerId: 'RUNTIME-01', source: 'run', addedAt: Date.now(), ended: false, ...overrides };
}

export function seed(...entries: TrackedExecution[]): void {
  trackedExecutionsStore.set(entries);
}

/** Writes what the simulator answers now into the list, as the app-wide watcher would. */
export function recordFromSimulator(sim: Simulator, computerId: string, executionId: string): void {
  const result = sim.executionResult(computerId, executionId);
  if (result === undefined) throw new Error(`The simulator has no execution ${executionId}`);
  recordResult(computerId, executionId, result);
}
