import type { Workspace } from '../workspace';
import { seedJournal } from './journal-seed';

/**
 * E-Q of invoice-bot has waited 20 minutes in RUNTIME-01's queue at `now`: past the default 15, the
 * watchdogs' look at `now` raises its alert.
 */
export async function seedStuckExecution(workspace: Workspace, now: number): Promise<void> {
  await seedJournal(workspace.database.db, [
    { id: 'E-Q', robot: 'invoice-bot', runtime: 'RUNTIME-01', start: now - 20 * 60_000, status: 'PENDENT' },
  ]);
  await workspace.alerts.evaluate(now);
}
