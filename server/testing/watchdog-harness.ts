/**
 * The watchdogs' tests on a fake clock: the test file's workspace with only the rules a test turns on,
 * an evaluation at a chosen instant, and what it left in the activity log and the webhook's outbox.
 */
import { activityQuerySchema } from '../../src/api/workspace/activity';
import { defaultWatchdogRules, type Alert, type WatchdogRules } from '../../src/api/workspace/alerts';
import type { ExecutionsTable } from '../storage/schema';
import type { Updateable } from 'kysely';
import { testWorkspace } from './test-helpers';

/** Every rule turned off: a test turns on the one it is about. */
const allOff: WatchdogRules = {
  queued: { ...defaultWatchdogRules.queued, enabled: false },
  running: { ...defaultWatchdogRules.running, enabled: false },
  runtimeDown: { ...defaultWatchdogRules.runtimeDown, enabled: false },
  scheduleFires: { enabled: false },
  failures: { ...defaultWatchdogRules.failures, enabled: false },
  reportingSends: { ...defaultWatchdogRules.reportingSends, enabled: false },
};

export async function watchdogHarness(start: number) {
  let now = start;
  const workspace = await testWorkspace(() => now);
  const { db } = workspace.database;
  const { alerts } = workspace;

  return {
    workspace,
    db,
    /** Saves these rules, the others off. */
    async rules(on: Partial<WatchdogRules>): Promise<void> {
      const { version } = await alerts.settings();
      const saved = await alerts.saveSettings({ ...allOff, ...on }, version, 'ana@example.test');
      if (saved.kind !== 'saved') throw new Error('the rules were not saved');
    },
    /** One evaluation at `at` (the clock moves there): what changed, as `raised <id>` / `resolved <id>`. */
    async evaluate(at: number): Promise<string[]> {
      now = at;
      const changes = await alerts.evaluate(at);
      if (changes === undefined) throw new Error('the evaluation was taken');
      return changes.map(({ change, alert }) => `${change} ${alert.id}`);
    },
    /** The alerts raised since the start, oldest first. */
    async all(): Promise<Alert[]> {
      return (await alerts.list({ state: 'all', limit: 200 })).items.toReversed();
    },
    /** The one alert raised since the start (the test fails with any other number). */
    async only(): Promise<Alert> {
      const [alert, ...others] = (await alerts.list({ state: 'all', limit: 200 })).items;
      if (alert === undefined || others.length > 0) throw new Error('not exactly one alert');
      return alert;
    },
    async acknowledge(id: number, at: number, note = ''): Promise<void> {
      now = at;
      await alerts.acknowledge(id, note, 'bia@example.test');
    },
    /** The watchdog's entries in the activity log, oldest first, as `alert-raised <alert id>`. */
    async logged(): Promise<string[]> {
      const query = activityQuerySchema.parse({ action: ['alert-raised', 'alert-resolved'], limit: 200 });
      const page = await workspace.activity.list(query);
      return page.items.map((entry) => `${entry.action} ${String(entry.details.alert)}`).toReversed();
    },
    /** The alerts' webhook posts in the outbox, oldest first, as `alert.raised <alert id>`. */
    async posted(): Promise<string[]> {
      const rows = await workspace.webhookOutbox.list();
      return rows.flatMap((row) => (row.alertId === null ? [] : [`${row.event} ${row.alertId}`]));
    },
    /** Changes an execution of the journal, as a read of the service would. */
    async execution(executionId: string, values: Updateable<ExecutionsTable>): Promise<void> {
      await db
        .updateTable('executions')
        .set({ ...values, updated_at: new Date(now) })
        .where('execution_id', '=', executionId)
        .execute();
    },
  };
}

export type WatchdogHarness = Awaited<ReturnType<typeof watchdogHarness>>;
