/**
 * bench:queue's 200 active executions, updating for real. The fake upstream (in the bench's process)
 * holds them under the journal's own ids, so the server's follower reads them as it reads any run:
 *   - while the page's first render, filters and searches are measured they wait in the upstream's
 *     queue (PENDENT, as seeded in the journal): every read answers the same, nothing is pushed;
 *   - then they start together (a batch of 200 leaving the queue) and run for `upstreamTiming.runMs`:
 *     every read answers a new progress (2 points an interval) and now and then a new log line, which
 *     the server records and pushes to the page over its live stream.
 * The page's share of that stream is counted in the page itself (a copy of the stream's bytes), so the
 * figures say how many changes the page really received while its long tasks were recorded.
 */
import type { Page } from '@playwright/test';
import { followPolicy } from '../../src/api/follow-policy';
import type { ExecutionRecord } from '../../src/mocks/simulator/executions';
import type { FakeUpstream } from '../../src/mocks/node/fake-upstream-server';

/** The newest executions of the journal still run; the others ended. */
export const activeCount = 200;

/**
 * The fake upstream's pace for this bench: an hour in its queue (longer than the bench may run, so the
 * executions wait there until they are started), then 100 s running: with the 2 s follow interval,
 * progress moves 2 points at every read, and the run outlasts the updating measurements.
 */
export const upstreamTiming = { queueMs: 60 * 60_000, runMs: 100_000 } as const;

/**
 * How far apart the journal's executions started: the active ones while they wait (the 200 span under
 * 17 minutes, all of them within the queue time), and the ended ones.
 */
export const seedSpacingMs = { active: 5_000, ended: 77_000 } as const;
/**
 * Started this far apart (200 ms × 200 = 40 s): they are then at 0 to 40 % of their run, cross their
 * log lines (at 15 and 35 %) at different moments, keep the list's order, and none ends meanwhile.
 */
const startSpacingMs = 200;
/**
 * The newest ended execution started this long before the newest active one: all ended ones are older
 * than the active ones, even once those have started (then an hour and their spacing in the past).
 */
export const endedGapMs = 2 * 60 * 60_000;

/** The instant (Unix ms) the journal's n-th execution (1 = oldest) started, seeded at `seedAt`. */
function seededStart(n: number, rows: number, seedAt: number): number {
  const ended = rows - activeCount;
  return n > ended
    ? seedAt - (rows - n) * seedSpacingMs.active
    : seedAt - endedGapMs - (ended - n) * seedSpacingMs.ended;
}

/** Ids, Runtimes, robots and variables as queue.ts's seed writes them into the journal. */
export const hexId = (n: number) => n.toString(16).padStart(24, '0');
const runtimeOf = (n: number) => `RUNTIME-0${n % 5}`;
const robotOf = (n: number) => `robot-${String(n % 20).padStart(2, '0')}`;

function activeRecords(rows: number, queuedAt: (n: number) => number): ExecutionRecord[] {
  return Array.from({ length: activeCount }, (_, k) => {
    const n = rows - k;
    return {
      id: hexId(n),
      computerId: runtimeOf(n),
      robotId: robotOf(n),
      variables: [{ name: 'batch', type: 'text', value: `batch-${n}` }],
      queuedAt: queuedAt(n),
    };
  });
}

/** Replaces the upstream's executions (its tokens, sessions and the rest stay). */
function setExecutions(upstream: FakeUpstream, executions: readonly ExecutionRecord[]): void {
  upstream.sim.restore({ ...upstream.sim.snapshot(), executions });
}

/** The active executions, queued upstream exactly as the journal was seeded (a read changes nothing). */
export function registerQueued(upstream: FakeUpstream, rows: number, seedAt: number): void {
  setExecutions(
    upstream,
    activeRecords(rows, (n) => seededStart(n, rows, seedAt)),
  );
}

/** They leave the queue now, newest first, `startSpacingMs` apart. */
function startRunning(upstream: FakeUpstream, rows: number): void {
  const now = Date.now();
  setExecutions(
    upstream,
    activeRecords(rows, (n) => now - upstreamTiming.queueMs - (rows - n) * startSpacingMs),
  );
}

// --- in the page ------------------------------------------------------------------------------

interface LiveUpdate {
  readonly at: number;
  readonly id: string;
  readonly status: string | null;
}

declare global {
  interface Window {
    /** Every long task of the page (installed by queue-page.ts's `watchPage`). */
    __longTasks: { start: number; duration: number }[];
    /** Every execution change the live stream brought, as it arrived (performance.now()). */
    __liveUpdates: LiveUpdate[];
  }
}

/**
 * Installed before the app's scripts: the app reads the stream with `fetch` (src/data/live-journal-connection.ts),
 * so its answer is split in two, the app reading one copy as usual and this the other, noting each
 * `execution` message. It costs the page a little work per message, counted in its long tasks.
 */
export function countLiveUpdates(): void {
  window.__liveUpdates = [];
  const original = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const response = await original(input, init);
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (!url.includes('/api/events') || response.body === null) return response;
    const [app, copy] = response.body.tee();
    void (async () => {
      const reader = copy.pipeThrough(new TextDecoderStream()).getReader();
      let buffer = '';
      for (;;) {
        const chunk = await reader.read().catch(() => undefined);
        if (chunk === undefined || chunk.done) return;
        buffer += chunk.value;
        const messages = buffer.split('\n\n');
        buffer = messages.pop() ?? '';
        for (const message of messages) {
          if (!message.includes('\nevent: execution\n')) continue;
          const entry: unknown = JSON.parse(/^data: (.*)$/m.exec(message)?.[1] ?? '{}');
          const field = (name: string): unknown =>
            typeof entry === 'object' && entry !== null ? Reflect.get(entry, name) : undefined;
          const id = field('executionId');
          const status = field('status');
          window.__liveUpdates.push({
            at: performance.now(),
            id: typeof id === 'string' ? id : '',
            status: typeof status === 'string' ? status : null,
          });
        }
      }
    })();
    return new Response(app, {
      status: response.status,
      statusText: response.statusText,
      headers: response.headers,
    });
  };
}

/** The long tasks and the updates received between two instants of the page. */
export function pageActivity(page: Page, from: number, to?: number) {
  return page.evaluate(
    ({ from, to }) => {
      const end = to ?? performance.now();
      const within = (at: number) => at >= from && at <= end;
      const tasks = window.__longTasks.filter((task) => within(task.start));
      const updates = window.__liveUpdates.filter((update) => within(update.at));
      return {
        ms: end - from,
        longTasks: tasks.length,
        longest: Math.max(0, ...tasks.map((task) => task.duration)),
        inLongTasks: tasks.reduce((sum, task) => sum + task.duration, 0),
        updates: updates.length,
        executions: new Set(updates.map((update) => update.id)).size,
      };
    },
    { from, to },
  );
}
export type PageActivity = Awaited<ReturnType<typeof pageActivity>>;

const pageNow = (page: Page) => page.evaluate(() => performance.now());

/**
 * The page's main thread over a stretch, from Chromium's own counters: the time its tasks took (as long
 * tasks are timed, by the clock) and the CPU time it had. Far less CPU than task time means the thread
 * waited for a processor (a busy machine) rather than worked.
 */
async function mainThreadMeter(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const read = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    const value = (name: string) => (metrics.find((metric) => metric.name === name)?.value ?? 0) * 1000;
    return { tasks: value('TaskDuration'), cpu: value('ThreadTime') };
  };
  const before = await read();
  return {
    async stop() {
      const after = await read();
      await cdp.detach();
      return { busyMs: after.tasks - before.tasks, cpuMs: after.cpu - before.cpu };
    },
  };
}

export interface Updating {
  /** From the start upstream to the page having heard all 200 running, and one interval after. */
  readonly start: PageActivity & { readonly allRunningMs: number };
  /** `windowMs` with the page open at the top of the list, nothing else happening. */
  readonly steady: PageActivity & { readonly busyMs: number; readonly cpuMs: number };
}

/**
 * Starts the 200 (the page open on the queue, at its top), waits until the page heard each running and
 * one interval more (the lists read again as the order changed), then records `windowMs` of updates.
 * Bounded: the start may take 20 s at most.
 */
export async function measureUpdating(
  page: Page,
  upstream: FakeUpstream,
  rows: number,
  windowMs: number,
): Promise<Updating> {
  const startedAt = await pageNow(page);
  startRunning(upstream, rows);
  const allRunning = await page.waitForFunction(
    ({ from, count }) => {
      const running = new Set<string>();
      for (const update of window.__liveUpdates) {
        if (update.at >= from && update.status === 'RUNNING') running.add(update.id);
      }
      return running.size >= count ? performance.now() : false;
    },
    { from: startedAt, count: activeCount },
    // Checked now and then, not every frame: the check is work in the page being measured.
    { timeout: 20_000, polling: 250 },
  );
  const allRunningAt = Number(await allRunning.jsonValue());
  await page.waitForTimeout(followPolicy.intervalMs);
  const meter = await mainThreadMeter(page);
  const windowFrom = await pageNow(page);
  // Nothing is asked of the page meanwhile: its counters see only its own work.
  await page.waitForTimeout(windowMs);
  const mainThread = await meter.stop();
  const steady = await pageActivity(page, windowFrom);
  const start = await pageActivity(page, startedAt, windowFrom);
  return {
    start: { ...start, allRunningMs: allRunningAt - startedAt },
    steady: { ...steady, ...mainThread },
  };
}
