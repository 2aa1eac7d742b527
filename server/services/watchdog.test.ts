/**
 * The watchdogs' loop on fake timers (when it looks, what it says, stopping), and two instances' loops
 * over one database looking at the same instants: one alert per cause, logged and posted once.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AlertChange } from '../storage/alerts-repository';
import { watchdogSettingsChannel } from '../storage/migrations';
import { seedJournal } from '../testing/journal-seed';
import { emptyTestDatabase, reopenTestDatabase, testStoreKind } from '../testing/test-databases';
import { recordingLogger, testSessionSecret } from '../testing/test-helpers';
import { openWorkspace } from '../workspace';
import { createWatchdog } from './watchdog';

const t0 = Date.UTC(2030, 5, 3, 9, 0);
const minute = 60_000;

const raised: AlertChange = {
  change: 'raised',
  alert: {
    id: 1,
    kind: 'runtime-down',
    subject: { computerId: 'RT1' },
    facts: { minutes: 30 },
    raisedAt: t0,
    resolvedAt: null,
    acknowledgedAt: null,
    acknowledgedBy: null,
    note: null,
  },
};

describe('the watchdogs’ loop', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'], now: t0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A loop over stand-in evaluations that answer `answers` in turn (an Error: the look fails). */
  function loop(answers: (readonly AlertChange[] | undefined | Error)[]) {
    const world = { looks: [] as number[], changed: 0 };
    const logger = recordingLogger();
    const watchdog = createWatchdog({
      evaluate: (at) => {
        world.looks.push(at);
        const answer = answers.shift() ?? [];
        return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
      },
      now: () => Date.now(),
      logger,
      changed: () => {
        world.changed += 1;
      },
    });
    return { watchdog, world, logger };
  }

  it('looks every 30 s, the first time 30 s after it starts, and says when something changed', async () => {
    const { watchdog, world } = loop([[], [raised], undefined]);
    watchdog.start();
    await vi.advanceTimersByTimeAsync(29_999);
    expect(world.looks).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(world.looks).toEqual([t0 + 30_000]);
    expect(world.changed).toBe(0);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(world.changed).toBe(1);
    // Another instance was looking: nothing to say.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(world.looks).toEqual([t0 + 30_000, t0 + 60_000, t0 + 90_000]);
    expect(world.changed).toBe(1);
    await watchdog.stop();
  });

  it('logs a failed look and looks again at the next interval', async () => {
    const { watchdog, world, logger } = loop([new Error('the database is unavailable')]);
    watchdog.start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(world.looks).toHaveLength(2);
    expect(logger.lines).toEqual(['WARN watchdogs: the database is unavailable']);
    await watchdog.stop();
  });

  it('looks at once when woken, then every interval from there, and not twice at once', async () => {
    const { watchdog, world } = loop([]);
    // Not started: a wake does nothing (the loop starts one interval after the server).
    watchdog.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(world.looks).toEqual([]);
    watchdog.start();
    await vi.advanceTimersByTimeAsync(10_000);
    watchdog.wake();
    await vi.advanceTimersByTimeAsync(0);
    expect(world.looks).toEqual([t0 + 10_000]);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(world.looks).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(world.looks).toEqual([t0 + 10_000, t0 + 40_000]);
    await watchdog.stop();
    watchdog.wake();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(world.looks).toHaveLength(2);
  });

  it('looks again right after the look under way when woken during it', async () => {
    const looks: number[] = [];
    let finish = () => {};
    const watchdog = createWatchdog({
      evaluate: (at) => {
        looks.push(at);
        return new Promise((resolve) => (finish = () => resolve([])));
      },
      now: () => Date.now(),
      logger: recordingLogger(),
    });
    watchdog.start();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(looks).toEqual([t0 + 30_000]);
    watchdog.wake();
    expect(looks).toHaveLength(1);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(looks).toEqual([t0 + 30_000, t0 + 30_000]);
    finish();
    await watchdog.stop();
  });

  it('looks no more once stopped', async () => {
    const { watchdog, world } = loop([]);
    watchdog.start();
    await vi.advanceTimersByTimeAsync(30_000);
    await watchdog.stop();
    await vi.advanceTimersByTimeAsync(10 * 60_000);
    expect(world.looks).toHaveLength(1);
  });
});

describe(`the watchdogs’ rules saved (${testStoreKind})`, () => {
  it('are announced on the channel every instance’s watchdogs listen to, so that they look at once', async () => {
    const database = await emptyTestDatabase();
    const workspace = await openWorkspace(database, testSessionSecret, () => t0);
    const listen = database.listen;
    if (listen === undefined) throw new Error('the test database listens');
    const heard: string[] = [];
    const unlisten = await listen(watchdogSettingsChannel, (payload) => heard.push(payload));
    try {
      const { rules, version } = await workspace.alerts.settings();
      const outcome = await workspace.alerts.saveSettings(rules, version, 'ana@example.test');
      expect(outcome.kind).toBe('saved');
      await vi.waitFor(() => expect(heard).toEqual(['saved']));
    } finally {
      await unlisten();
    }
  });
});

describe(`two instances’ watchdogs on one database (${testStoreKind})`, () => {
  it('raise one alert per cause when they look at the same instants', async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    const database = await emptyTestDatabase();
    // PostgreSQL: another pool, as another instance has; the embedded store serves one process.
    const other = testStoreKind === 'postgres' ? reopenTestDatabase(database) : database;
    try {
      let now = t0;
      const instances = await Promise.all(
        [database, other].map((db) => openWorkspace(db, testSessionSecret, () => now)),
      );
      const watchdogs = instances.map((workspace) =>
        createWatchdog({
          evaluate: (at) => workspace.alerts.evaluate(at),
          now: () => now,
          logger: recordingLogger(),
        }),
      );
      // Ten executions queued a minute apart: each is queued too long (15 min, the default) in turn.
      await seedJournal(
        database.db,
        Array.from({ length: 10 }, (_, n) => ({ id: `Q${n}`, start: t0 + n * minute, status: 'PENDENT' })),
      );
      for (let round = 15; round <= 26; round += 1) {
        now = t0 + round * minute;
        await Promise.all(watchdogs.map((watchdog) => watchdog.tick()));
      }

      const alerts = await database.db.selectFrom('alerts').select(['kind', 'cause_key']).execute();
      expect(alerts).toHaveLength(10);
      expect(new Set(alerts.map((alert) => alert.cause_key)).size).toBe(10);
      expect(alerts.every((alert) => alert.kind === 'queued-too-long')).toBe(true);
      const logged = await database.db
        .selectFrom('activity')
        .select('action')
        .where('action', '=', 'alert-raised')
        .execute();
      expect(logged).toHaveLength(10);
      const [first] = instances;
      expect((await first?.webhookOutbox.list())?.filter((row) => row.event === 'alert.raised')).toHaveLength(
        10,
      );
    } finally {
      if (other !== database) await other.close();
    }
  });
});
