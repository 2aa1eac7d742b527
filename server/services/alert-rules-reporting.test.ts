/**
 * The watchdog of the reporting plans' sends (issue 36) on a fake clock: a send refused by the service
 * until it is sent again, one whose answer never came (until acknowledged), and one waiting for approval
 * past the rule's hours until it is decided, each raised once, logged and posted to the webhook.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { defaultWatchdogRules } from '../../src/api/workspace/alerts';
import { keepDaySend } from '../testing/reporting-seed';
import { testStoreKind } from '../testing/test-databases';
import { watchdogHarness, type WatchdogHarness } from '../testing/watchdog-harness';
import type { NewSend } from '../storage/plan-sends-repository';

const t0 = Date.UTC(2030, 5, 4, 9, 0);
const hour = 3_600_000;

describe(`the watchdog of the reporting sends (${testStoreKind})`, () => {
  let w: WatchdogHarness;
  beforeEach(async () => {
    w = await watchdogHarness(t0);
    await w.rules({ reportingSends: defaultWatchdogRules.reportingSends });
  });

  /** A send of idea 31 for the day starting `daysBefore` days before t0, kept at `at`. */
  async function send(daysBefore: number, state: NewSend['state'], at = t0): Promise<number> {
    const dayStart = Date.UTC(2030, 5, 4 - daysBefore);
    return (await keepDaySend(w.workspace, { ideaId: 31, dayStart, state, at })).id;
  }

  it('raises a refused send until it is sent again, and an unanswered one until acknowledged', async () => {
    const refused = await send(1, 'sending');
    await w.workspace.planSendStores.sends.settle(
      refused,
      'failed',
      t0,
      'The reporting service refused the record (HTTP 500).',
    );
    const lost = await send(2, 'sending');
    await w.workspace.planSendStores.sends.settle(lost, 'unknown', t0, 'No answer.');
    expect(await w.evaluate(t0 + 30_000)).toHaveLength(2);
    const [first, second] = await w.all();
    expect(first).toMatchObject({
      kind: 'reporting-send',
      subject: { sendId: refused, ideaId: 31 },
      facts: { state: 'failed', kind: 'rpa' },
    });
    expect(second).toMatchObject({ subject: { sendId: lost }, facts: { state: 'unknown' } });

    // Sent again: the refusal's alert resolves; the unanswered one lasts until someone acknowledges it.
    await w.workspace.planSendStores.sends.startSending(refused, ['failed'], t0 + hour, {});
    await w.workspace.planSendStores.sends.settle(refused, 'sent', t0 + hour, null);
    expect(await w.evaluate(t0 + hour)).toEqual([`resolved ${first?.id}`]);
    expect(await w.evaluate(t0 + 2 * hour)).toEqual([]);
    expect(await w.posted()).toEqual([
      `alert.raised ${first?.id}`,
      `alert.raised ${second?.id}`,
      `alert.resolved ${first?.id}`,
    ]);
  });

  it("raises a send waiting for approval past the rule's hours, until it is decided", async () => {
    const waiting = await send(1, 'waiting', t0);
    expect(await w.evaluate(t0 + 23 * hour)).toEqual([]);
    const [raised] = await w.evaluate(t0 + 24 * hour + 1);
    expect(raised).toMatch(/^raised /);
    expect(await w.only()).toMatchObject({ subject: { sendId: waiting }, facts: { state: 'waiting' } });
    await w.workspace.planSendStores.sends.reject(waiting, 'bia@example.test', 'Counted by hand');
    expect(await w.evaluate(t0 + 25 * hour)).toHaveLength(1);
    expect((await w.only()).resolvedAt).toBe(t0 + 25 * hour);
  });
});
