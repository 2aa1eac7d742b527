/**
 * `npm run bench:queue`: the queue page in Debian's Chromium against the built server (`dist/`, in front
 * of the fake upstream, on 127.0.0.1 only) with 1,000, 10,000 and 100,000 executions in the journal,
 * on a throwaway PostgreSQL and on the embedded store. The 200 newest are active: the fake upstream
 * holds them (see queue-active.ts), queued until the updating measurements, then running. Per size:
 *   - first render: navigation start → the first rows in the page (the frame after they are drawn),
 *   - a filter ("Only mine"): the click → the list showing its answer, and the part of it from the
 *     list's request leaving,
 *   - a search (an execution id): the keystroke → the list showing its answer, and the part of it
 *     after the 300 ms typing pause (the request leaving → the list showing its answer),
 *   - the 200 start together, the page open at the top of the list: long tasks (over 50 ms) until the
 *     page has heard all of them running and one interval more; then `--window` seconds of them
 *     updating (a new progress at every read, log lines now and then): long tasks, the longest, and the
 *     changes the page received over its live stream,
 *   - scrolling, while they update: 3 s of wheel-like scrolling, then a jump to the middle and to the
 *     end: long tasks while it runs, the longest, the changes received, and how long the jump's rows
 *     take to arrive.
 * Goals (issue 9): first render < 300 ms at 10,000 rows, a filter < 100 ms, no long task > 50 ms with
 * 200 active executions updating. Figures only, no verdict.
 * Options: `--sizes 1000,10000`, `--store postgres|embedded|both` (both), `--rounds 5`, `--window 12`
 * (seconds, 5 to 60).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type BrowserContext, type Page } from '@playwright/test';
import { sql } from 'kysely';
import pg from 'pg';
import { openEmbeddedDatabase } from '../../server/node/embedded-database';
import { databaseOverPool, migrateToLatest, type Db } from '../../server/storage/database';
import { startThrowawayPostgres } from '../../server/testing/throwaway-postgres';
import { followPolicy } from '../../src/api/follow-policy';
import { demoAccount } from '../../src/mocks/simulator/demo';
import { startFakeUpstream, type FakeUpstream } from '../../src/mocks/node/fake-upstream-server';
import {
  activeCount,
  countLiveUpdates,
  endedGapMs,
  hexId,
  measureUpdating,
  pageActivity,
  registerQueued,
  seedSpacingMs,
  upstreamTiming,
  type PageActivity,
  type Updating,
} from './queue-active';
import { answerTime, firstRender, printTable, signIn, watchPage } from './queue-page';

const argument = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : process.argv[index + 1];
};
const sizes = (argument('sizes') ?? '1000,10000,100000').split(',').map(Number);
if (!sizes.every((size) => Number.isInteger(size) && size >= 1_000 && size <= 1_000_000)) {
  throw new Error('--sizes are whole numbers of rows from 1,000 to 1,000,000');
}
const storeArg = argument('store') ?? 'both';
if (!['postgres', 'embedded', 'both'].includes(storeArg)) {
  throw new Error(`--store is postgres, embedded or both, not "${storeArg}"`);
}
const stores = storeArg === 'both' ? (['postgres', 'embedded'] as const) : ([storeArg] as const);
const rounds = Number(argument('rounds') ?? 5);
if (!Number.isInteger(rounds) || rounds < 1 || rounds > 20) {
  throw new Error('--rounds is a whole number from 1 to 20');
}
const windowSeconds = Number(argument('window') ?? 12);
if (!Number.isInteger(windowSeconds) || windowSeconds < 5 || windowSeconds > 60) {
  throw new Error('--window is a whole number of seconds from 5 to 60');
}
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The whole run stops here, whatever it is doing. */
const timeLimitMs = 25 * 60_000;
const port = 5690;
const base = `http://127.0.0.1:${port}`;

// --- the journal ------------------------------------------------------------------------------

/**
 * Every tenth ended execution (n ≡ 3 mod 10) is the demo operator's: "Only mine" keeps a tenth. The
 * active ones are others', so that no browser-side follower of the operator's own runs adds its reads.
 */
const isMine = (n: number, rows: number) => n % 10 === 3 && n <= rows - activeCount;

/**
 * The journal as of `seedAt` (Unix ms, whole seconds): the ended executions 77 s apart, the active ones
 * newer and queued (PENDENT), with the very instants the fake upstream holds (queue-active.ts).
 */
async function seed(db: Db, rows: number, seedAt: number): Promise<void> {
  const ended = rows - activeCount;
  // seededStart's rule (queue-active.ts) in whole seconds: to_timestamp of a whole number is exact, so
  // the journal and the fake upstream agree to the millisecond (the first read changes nothing).
  const s = (msValue: number) => msValue / 1000;
  await sql`truncate executions restart identity`.execute(db);
  await sql`
    insert into executions (computer_id, execution_id, robot_id, api_version, variables, source, started_by,
      started_at, status, progress, init_at, end_at, ended, return_value, logs, updated_at, search_text)
    select 'RUNTIME-0' || (n % 5), lpad(to_hex(n), 24, '0'), 'robot-' || lpad((n % 20)::text, 2, '0'), 'v2',
      jsonb_build_array(jsonb_build_object('name', 'batch', 'type', 'text', 'value', 'batch-' || n)),
      'run', case when n % 10 = 3 and n <= ${ended}::int then ${demoAccount.username}
        else 'operator' || (n % 10) || '@example.test' end,
      at, case when n > ${ended}::int then 'PENDENT'
        else (array['SUCCESS', 'SUCCESS', 'SUCCESS', 'ERROR', 'ALERT'])[1 + n % 5] end,
      case when n > ${ended}::int then 0 else 1 end,
      at, case when n <= ${ended}::int then at + interval '3 minutes' end,
      n <= ${ended}::int, null, '[]'::jsonb, now(),
      lower(lpad(to_hex(n), 24, '0') || chr(10) || 'RUNTIME-0' || (n % 5) || chr(10) || 'robot-' || lpad((n % 20)::text, 2, '0') || chr(10) || 'batch-' || n)
    from generate_series(1, ${rows}::int) as n,
      lateral (select to_timestamp(case when n > ${ended}::int
        then ${s(seedAt)}::bigint - (${rows}::int - n) * ${s(seedSpacingMs.active)}::int
        else ${s(seedAt - endedGapMs)}::bigint - (${ended}::int - n) * ${s(seedSpacingMs.ended)}::int end)
        as at) as started`.execute(db);
  await sql`analyze executions`.execute(db);
}

// --- the server -------------------------------------------------------------------------------

function startServer(env: NodeJS.ProcessEnv): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, ...env, HOST: '127.0.0.1', PORT: String(port), STATIC_DIR: 'dist/app' },
  });
  return new Promise((resolve, reject) => {
    let output = '';
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('database ready') && output.includes('Robot Console on')) resolve(child);
    });
  });
}

function stopServer(child: ChildProcess | undefined): Promise<void> {
  if (child === undefined || child.exitCode !== null) return Promise.resolve();
  child.removeAllListeners('exit');
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

// --- in the page ------------------------------------------------------------------------------

/** 3 s of scrolling, a jump to the middle and one to the end: the long tasks and updates meanwhile. */
async function scrollRun(page: Page): Promise<PageActivity & { jump: number }> {
  const { from, jump } = await page.evaluate(async () => {
    const viewport = document.querySelector<HTMLElement>('[data-queue-viewport]');
    if (viewport === null) throw new Error('no list');
    const start = performance.now();
    await new Promise<void>((resolve) => {
      const step = () => {
        viewport.scrollTop += 120;
        if (performance.now() - start < 3_000) requestAnimationFrame(step);
        else resolve();
      };
      requestAnimationFrame(step);
    });
    const loaded = () => document.querySelector('[role="row"][aria-label$=", loading"]') === null;
    const jump = async (to: number) => {
      const at = performance.now();
      viewport.scrollTop = to;
      await new Promise<void>((resolve) => {
        const check = () => (loaded() ? resolve() : requestAnimationFrame(check));
        requestAnimationFrame(check);
      });
      return performance.now() - at;
    };
    const middle = await jump(viewport.scrollHeight / 2);
    const end = await jump(viewport.scrollHeight);
    return { from: start, jump: Math.max(middle, end) };
  });
  return { ...(await pageActivity(page, from)), jump };
}

// --- the run ----------------------------------------------------------------------------------

const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};
const percent = (part: number, whole: number) => `${((part / whole) * 100).toFixed(0)} %`;
const wholeSecondNow = () => Math.floor(Date.now() / 1000) * 1000;
const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)} ms`);

interface Row {
  store: string;
  rows: number;
  first: number[];
  mine: number[];
  mineAfterRequest: number[];
  search: number[];
  searchAfterPause: number[];
  updating: Updating;
  scroll: PageActivity & { jump: number };
}

async function measure(
  context: BrowserContext,
  upstream: FakeUpstream,
  store: string,
  rows: number,
): Promise<Row> {
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`  (page) ${message.text()}`);
  });
  page.on('requestfailed', (request) => {
    // A navigation of the next round cuts the requests of the page before it short: not a failure.
    if (request.failure()?.errorText !== 'net::ERR_ABORTED') {
      console.log(`  (page) ${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    }
  });
  const row: Omit<Row, 'updating' | 'scroll'> = {
    store,
    rows,
    first: [],
    mine: [],
    mineAfterRequest: [],
    search: [],
    searchAfterPause: [],
  };
  // The first load fills the browser's cache; the rounds after it are an operator opening the page.
  await firstRender(page, base);
  for (let round = 0; round < rounds; round += 1) row.first.push(await firstRender(page, base));
  if (process.argv.includes('--verbose')) {
    // Where the first render's time goes: the page's requests, from navigation start.
    const timeline = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => entry instanceof PerformanceResourceTiming)
        .map((entry) => `${Math.round(entry.startTime)}–${Math.round(entry.responseEnd)} ms ${entry.name}`),
    );
    console.log(timeline.join('\n'));
  }

  const newestMine =
    Array.from({ length: 10 }, (_, k) => rows - activeCount - k).find((n) => isMine(n, rows)) ?? 0;
  for (let round = 0; round < rounds; round += 1) {
    // Each from the whole list, as it opens (the filters of the last one are not in the address).
    await firstRender(page, base);
    const mine = await answerTime(page, 'mine', '', hexId(newestMine));
    row.mine.push(mine.total);
    row.mineAfterRequest.push(mine.afterRequest);
    await firstRender(page, base);
    // A different execution each time, so no answer comes from the cache.
    const wanted = hexId(1 + ((round * 7919) % (rows - activeCount)));
    const search = await answerTime(page, 'search', wanted, wanted);
    row.search.push(search.total);
    row.searchAfterPause.push(search.afterRequest);
  }

  // The 200 start and update, the page open at the top of the list; then it scrolls while they update.
  await firstRender(page, base);
  const updating = await measureUpdating(page, upstream, rows, windowSeconds * 1000);
  const scroll = await scrollRun(page);
  await page.close();
  return { ...row, updating, scroll };
}

function print(rowsMeasured: readonly Row[]): void {
  const header = [
    'store',
    'rows',
    'first render p50 (max)',
    '"Only mine" p50 (max)',
    'its request → rows p50',
    'search typed → rows p50',
    'after the pause p50',
    'scrolling: long tasks > 50 ms (longest)',
    'updates meanwhile',
    'jump → rows',
  ];
  const lines = rowsMeasured.map((r) => [
    r.store,
    r.rows.toLocaleString('en'),
    `${ms(median(r.first))} (${ms(Math.max(...r.first))})`,
    `${ms(median(r.mine))} (${ms(Math.max(...r.mine))})`,
    ms(median(r.mineAfterRequest)),
    ms(median(r.search)),
    ms(median(r.searchAfterPause)),
    `${r.scroll.longTasks} (${ms(r.scroll.longest)})`,
    String(r.scroll.updates),
    ms(r.scroll.jump),
  ]);
  printTable(header, lines);

  console.log(
    `\nWith ${activeCount} active executions updating (a new progress at every read, every ` +
      `${followPolicy.intervalMs / 1000} s; the page open at the top of the list):`,
  );
  const perInterval = (a: PageActivity) =>
    (a.updates / activeCount / (a.ms / followPolicy.intervalMs)).toFixed(2);
  printTable(
    [
      'store',
      'rows',
      'start: all heard running after',
      'its long tasks > 50 ms (longest)',
      'window',
      'updates received (executions)',
      'per execution per interval',
      'long tasks > 50 ms (longest)',
      'time in long tasks',
      'main thread busy (its CPU)',
    ],
    rowsMeasured.map(({ store, rows, updating: { start, steady } }) => [
      store,
      rows.toLocaleString('en'),
      ms(start.allRunningMs),
      `${start.longTasks} (${ms(start.longest)})`,
      `${(steady.ms / 1000).toFixed(1)} s`,
      `${steady.updates} (${steady.executions})`,
      perInterval(steady),
      `${steady.longTasks} (${ms(steady.longest)})`,
      ms(steady.inLongTasks),
      `${percent(steady.busyMs, steady.ms)} (${percent(steady.cpuMs, steady.ms)})`,
    ]),
  );
}

const cleanups: (() => Promise<unknown>)[] = [];
const cleanUp = async () => {
  for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
};
const limit = setTimeout(() => {
  console.error(`bench:queue stopped after ${timeLimitMs / 60_000} minutes`);
  void cleanUp().then(() => process.exit(2));
}, timeLimitMs);

const results: Row[] = [];
const loadAtStart = loadavg();
try {
  const upstream = await startFakeUpstream(upstreamTiming);
  cleanups.push(() => upstream.close());
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  cleanups.push(() => browser.close());
  const common = {
    ORCHESTRATOR_URL: upstream.url,
    REPORTING_URL: upstream.url,
    SIGN_INS_PER_USER: '100000',
    SHUTDOWN_GRACE_MS: '2000',
  };

  for (const store of stores) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
    // tsx compiles this file keeping function names (`__name(fn, "name")`), and the functions handed
    // to the page carry those calls: the page gets the helper they expect.
    await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
    await context.addInitScript(watchPage);
    await context.addInitScript(countLiveUpdates);
    let server: ChildProcess | undefined;
    // Whichever server runs when the bench stops (a failure included) is stopped.
    cleanups.push(() => stopServer(server));
    if (store === 'postgres') {
      const postgres = await startThrowawayPostgres();
      cleanups.push(() => postgres.stop());
      const pool = new pg.Pool({ connectionString: postgres.url, max: 2 });
      const db = databaseOverPool(pool);
      cleanups.push(() => db.destroy());
      server = await startServer({
        ...common,
        DATABASE_URL: postgres.url,
        SESSION_SECRET: 'a-bench-session-secret-of-more-than-32-characters',
      });
      await signIn(context, base);
      for (const rows of sizes) {
        // Known upstream before the journal holds them: the follower reads them at once.
        const seedAt = wholeSecondNow();
        registerQueued(upstream, rows, seedAt);
        await seed(db, rows, seedAt);
        results.push(await measure(context, upstream, store, rows));
        console.log(`  ${store}, ${rows.toLocaleString('en')} rows: measured`);
      }
      // The next store's server takes the same port.
      await stopServer(server);
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'robot-console-bench-queue-'));
      cleanups.push(() => Promise.resolve(rmSync(dataDir, { recursive: true, force: true })));
      for (const rows of sizes) {
        // The embedded store has one owner at a time: seeded while the server is stopped.
        await stopServer(server);
        const database = await openEmbeddedDatabase(dataDir);
        await migrateToLatest(database.db);
        const seedAt = wholeSecondNow();
        registerQueued(upstream, rows, seedAt);
        await seed(database.db, rows, seedAt);
        await database.close();
        server = await startServer({ ...common, DATA_DIR: dataDir });
        await signIn(context, base);
        results.push(await measure(context, upstream, store, rows));
        console.log(`  ${store}, ${rows.toLocaleString('en')} rows: measured`);
      }
    }
    await context.close();
  }
  print(results);
  // Long tasks are timed by the clock: on a machine busy with other work they stretch.
  const load = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(' / ');
  console.log(
    `\nMachine: ${availableParallelism()} CPUs; load average (1 / 5 / 15 min) ${load(loadAtStart)} at the start, ` +
      `${load(loadavg())} at the end.`,
  );
} finally {
  clearTimeout(limit);
  await cleanUp();
}
