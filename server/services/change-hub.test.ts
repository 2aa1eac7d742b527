import { afterEach, describe, expect, it } from 'vitest';
import { silentLogger } from '../logger';
import type { JournalChange } from '../storage/changes-repository';
import { changesRepository } from '../storage/changes-repository';
import { journalRepository } from '../storage/journal-repository';
import { testStoreKind } from '../testing/test-databases';
import { fixedNow, recordingLogger, testWorkspace } from '../testing/test-helpers';
import type { Workspace } from '../workspace';
import { createChangeHub, type ChangeHub } from './change-hub';

const hubs: ChangeHub[] = [];
afterEach(async () => {
  for (const hub of hubs.splice(0)) await hub.stop();
});

function hubOver(workspace: Workspace, options: { listen?: boolean; safetyReadMs?: number } = {}) {
  const hub = createChangeHub({
    database: options.listen === false ? {} : workspace.database,
    changes: changesRepository(workspace.database.db),
    logger: silentLogger,
    // Long enough not to matter, unless the test is about it: the notification must do the work.
    safetyReadMs: options.safetyReadMs ?? 600_000,
  });
  hubs.push(hub);
  return hub;
}

function collect(hub: ChangeHub) {
  const seen: JournalChange[] = [];
  hub.subscribe((changes) => seen.push(...changes));
  return seen;
}

const track = (workspace: Workspace, id: string) =>
  journalRepository(workspace.database.db).track('RUNTIME-01', id, 'ana@example.com', fixedNow);

describe(`the change hub (${testStoreKind})`, () => {
  it('hears each journal change as it is announced and hands it to every subscriber, in order, once', async () => {
    const workspace = await testWorkspace();
    await track(workspace, 'BEFORE-START');
    const hub = hubOver(workspace);
    const first = collect(hub);
    const second = collect(hub);
    await hub.start();

    for (const id of ['A', 'B', 'C']) await track(workspace, id);
    // Heard before A changes again: the journal keeps each execution's latest change, so a hub that read
    // only after the next one (a busy machine) would rightly hear A once, with its latest state.
    await expect.poll(() => first.length).toBe(3);
    await workspace.journalStore.markLost('RUNTIME-01', 'A', { code: 'not-found' }, fixedNow);
    await expect.poll(() => first.length).toBe(4);
    expect(first.map((change) => change.entry.executionId)).toEqual(['A', 'B', 'C', 'A']);
    expect(first.at(-1)?.entry.lostReason).toEqual({ code: 'not-found' });
    const numbers = first.map((change) => change.seq);
    expect([...numbers].sort((a, b) => a - b)).toEqual(numbers);
    expect(new Set(numbers).size).toBe(4);
    expect(second).toEqual(first);
    expect(hub.position()).toBe(numbers.at(-1));
  });

  it('hands out every change to each of two instances', async () => {
    const workspace = await testWorkspace();
    const a = hubOver(workspace);
    const b = hubOver(workspace);
    const seenA = collect(a);
    const seenB = collect(b);
    await a.start();
    await b.start();
    await track(workspace, 'ONE');
    await track(workspace, 'TWO');
    await expect.poll(() => [seenA.length, seenB.length]).toEqual([2, 2]);
    expect(seenB.map((c) => c.seq)).toEqual(seenA.map((c) => c.seq));
  });

  it('without notifications (LISTEN down or missed), still hands out every change at its safety read', async () => {
    const workspace = await testWorkspace();
    const hub = hubOver(workspace, { listen: false, safetyReadMs: 20 });
    const seen = collect(hub);
    await hub.start();
    await track(workspace, 'QUIET');
    await expect.poll(() => seen.map((c) => c.entry.executionId)).toEqual(['QUIET']);
  });

  it('reads large bursts in rounds without skipping, and a failing subscriber does not stop the others', async () => {
    const workspace = await testWorkspace();
    const logger = recordingLogger();
    const hub = createChangeHub({
      database: {},
      changes: changesRepository(workspace.database.db),
      logger,
      batch: 3,
      safetyReadMs: 600_000,
    });
    hubs.push(hub);
    hub.subscribe(() => {
      throw new Error('subscriber broke');
    });
    const seen = collect(hub);
    await hub.start();
    for (let i = 0; i < 8; i += 1) await track(workspace, `BURST-${i}`);
    await hub.catchUp();
    expect(seen.map((c) => c.entry.executionId)).toEqual(Array.from({ length: 8 }, (_, i) => `BURST-${i}`));
    expect(logger.lines.filter((line) => line.includes('subscriber broke'))).toHaveLength(3);
  });

  it('hands out nothing after it stopped', async () => {
    const workspace = await testWorkspace();
    const hub = hubOver(workspace, { safetyReadMs: 20 });
    const seen = collect(hub);
    await hub.start();
    await hub.stop();
    await track(workspace, 'AFTER-STOP');
    await hub.catchUp();
    expect(seen).toEqual([]);
  });
});
