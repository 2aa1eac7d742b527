/**
 * `npm run bench:queue-live`: the queue page during a burst of runs. The built server (`dist/`, on the
 * embedded store or `--store postgres`) in front of the fake upstream, on 127.0.0.1 only, and Debian's
 * Chromium signed in on its queue. The bench starts `--runs` runs (10,000) through the proxy,
 * `--concurrency` (32) at a time, as scripts or many operators would; each waits half a second in the
 * upstream's queue and runs 5 s, so the server's follower reads it a few times before it ends. While they
 * are being started, then followed to their ends, the page is opened again and again; each round times
 *   - the first render: navigation start → the queue's first rows drawn,
 *   - a search for a run of the burst already started (its id, as typed): the keystroke → its row alone
 *     in the list, and the part of it from the list's request leaving (after the 300 ms typing pause),
 *   - the page's long tasks and the live changes it received meanwhile.
 * The first rounds run before the burst (a hundred runs in the journal, all ended) as the baseline.
 * Goals (issue 34): a search under 400 ms and a first render under 500 ms during the burst. Figures, no
 * verdict. Bounded: it stops after ten minutes whatever happens.
 */
import { readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page } from '@playwright/test';
import { startServerProcess } from '../../server/testing/server-process';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../server/testing/throwaway-postgres';
import { demoAccount, demoRuntimeId } from '../../src/mocks/simulator/demo';
import { startFakeUpstream } from '../../src/mocks/node/fake-upstream-server';
import { countLiveUpdates, pageActivity } from './queue-active';
import { answerTime, firstRender, printTable, signIn, watchPage } from './queue-page';
import { wholeFlag } from './flags';

const { values: flags } = parseArgs({
  options: {
    runs: { type: 'string', default: '10000' },
    concurrency: { type: 'string', default: '32' },
    store: { type: 'string', default: 'embedded' },
  },
});
const bounded = (name: string, raw: string, min: number, max: number) =>
  wholeFlag('bench:queue-live', name, raw, min, max);
const runCount = bounded('runs', flags.runs, 200, 50_000);
const concurrency = bounded('concurrency', flags.concurrency, 1, 100);
if (flags.store !== 'embedded' && flags.store !== 'postgres') {
  console.error(`bench:queue-live: --store is embedded or postgres, not "${flags.store}"`);
  process.exit(2);
}
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const baselineRuns = 100;
const baselineRounds = 3;
const upstreamTiming = { queueMs: 500, runMs: 5_000 } as const;

const cleanups: (() => unknown)[] = [];
const cleanUp = async () => {
  for (const cleanup of cleanups.reverse()) await Promise.resolve(cleanup()).catch(() => undefined);
};
const limit = setTimeout(() => {
  console.error('bench:queue-live: still running after ten minutes; stopping');
  void cleanUp().then(() => process.exit(2));
}, 10 * 60_000);

// --- the burst ------------------------------------------------------------------------------------

const csrf = { 'X-Requested-By': 'robot-console' };
const started: string[] = [];
let failedStarts = 0;

async function startRuns(base: string, cookie: string, count: number): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next;
      next += 1;
      const response = await fetch(
        `${base}/orchestrator/api/integration/v2/run/${demoRuntimeId}/burst-bot-${index % 20}`,
        { method: 'POST', headers: { ...csrf, Cookie: cookie } },
      );
      if (response.status === 200) started.push(((await response.json()) as { id: string }).id);
      else {
        failedStarts += 1;
        await response.body?.cancel();
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
}

// --- the rounds -----------------------------------------------------------------------------------

interface Round {
  readonly phase: 'before' | 'starting' | 'following' | 'after';
  readonly startedSoFar: number;
  readonly first: number;
  readonly search: number;
  readonly searchAfterRequest: number;
  readonly longTasks: number;
  readonly longest: number;
  readonly updates: number;
}

let searched = 0;
async function round(page: Page, base: string, phase: Round['phase']): Promise<Round> {
  const startedSoFar = started.length;
  const first = await firstRender(page, base);
  // A run of the burst's first half so far, a different one each round (no answer from a cache).
  searched += 1;
  const wanted = started[Math.floor((((searched * 7919) % 997) / 997 / 2) * started.length)] ?? '';
  const search = await answerTime(page, 'search', wanted, wanted);
  const activity = await pageActivity(page, 0);
  return {
    phase,
    startedSoFar,
    first,
    search: search.total,
    searchAfterRequest: search.afterRequest,
    longTasks: activity.longTasks,
    longest: activity.longest,
    updates: activity.updates,
  };
}

function processStats(pid: number) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const rss = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return { cpuTicks: Number(fields[11]) + Number(fields[12]), rssMiB: Number(rss) / 1024 };
}

// --- the run --------------------------------------------------------------------------------------

const rounds: Round[] = [];
const loadAtStart = loadavg();
/** What the burst itself took, and the server's share of the machine meanwhile. */
const burstFigures = { startedIn: Number.NaN, endedBy: Number.NaN, serverCpu: Number.NaN, serverRss: 0 };
try {
  const upstream = await startFakeUpstream(upstreamTiming);
  cleanups.push(() => upstream.close());
  let postgres: ThrowawayPostgres | undefined;
  if (flags.store === 'postgres') {
    postgres = await startThrowawayPostgres();
    cleanups.push(() => postgres?.stop());
  }
  const server = await startServerProcess({
    upstreamUrl: upstream.url,
    builtEntry: 'dist/server/main.js',
    env: {
      STATIC_DIR: path.resolve('dist/app'),
      SIGN_INS_PER_USER: '100000',
      SHUTDOWN_GRACE_MS: '2000',
      ...(postgres === undefined
        ? {}
        : {
            DATABASE_URL: postgres.url,
            SESSION_SECRET: 'a-bench-session-secret-of-more-than-32-characters',
          }),
    },
    echoErrors: true,
  });
  cleanups.push(() => server.cleanup());
  const pid = server.child.pid ?? 0;

  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  cleanups.push(() => browser.close());
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'en-US' });
  // tsx keeps function names (`__name(fn, "name")`) in the functions handed to the page.
  await context.addInitScript({ content: 'globalThis.__name = (target) => target;' });
  await context.addInitScript(watchPage);
  await context.addInitScript(countLiveUpdates);
  await signIn(context, server.base);
  const page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error') console.log(`  (page) ${message.text()}`);
  });

  const session = await fetch(`${server.base}/session`, {
    method: 'POST',
    headers: { ...csrf, 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAccount),
  });
  const cookie = (session.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';

  // The baseline: a hundred runs, ended, then the page opened as the burst will find it.
  await startRuns(server.base, cookie, baselineRuns);
  await new Promise((resolve) => setTimeout(resolve, upstreamTiming.queueMs + upstreamTiming.runMs + 4_000));
  await firstRender(page, server.base);
  for (let k = 0; k < baselineRounds; k += 1) rounds.push(await round(page, server.base, 'before'));

  const before = processStats(pid);
  let rss = before.rssMiB;
  const sampler = setInterval(() => (rss = Math.max(rss, processStats(pid).rssMiB)), 500);
  const burstStart = Date.now();
  const burstState = { starting: true };
  const burst = startRuns(server.base, cookie, runCount).then(() => {
    burstState.starting = false;
    burstFigures.startedIn = (Date.now() - burstStart) / 1000;
  });
  while (burstState.starting) rounds.push(await round(page, server.base, 'starting'));
  await burst;
  // Followed to their ends: the last started ends a run's time later, and is read within an interval.
  const endsBy = Date.now() + upstreamTiming.queueMs + upstreamTiming.runMs + 4_000;
  while (Date.now() < endsBy) rounds.push(await round(page, server.base, 'following'));
  burstFigures.endedBy = (Date.now() - burstStart) / 1000;
  const after = processStats(pid);
  clearInterval(sampler);
  burstFigures.serverCpu = (after.cpuTicks - before.cpuTicks) / 100 / burstFigures.endedBy;
  burstFigures.serverRss = rss;
  for (let k = 0; k < baselineRounds; k += 1) rounds.push(await round(page, server.base, 'after'));
} finally {
  clearTimeout(limit);
  await cleanUp();
}

// --- figures --------------------------------------------------------------------------------------

const ms = (value: number) => (Number.isNaN(value) ? '—' : `${Math.round(value)}`);
const summary = (values: readonly number[]) => {
  const sorted = [...values].filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? Number.NaN;
  return `${ms(at(0.5))} / ${ms(at(1))}`;
};
console.log(
  `bench:queue-live — ${started.length.toLocaleString('en')} runs started through the proxy ` +
    `(${failedStarts} refused), ${concurrency} at a time, in ${burstFigures.startedIn.toFixed(1)} s ` +
    `(${(runCount / burstFigures.startedIn).toFixed(0)} starts/s); all ended and read by ${burstFigures.endedBy.toFixed(1)} s; ` +
    `${flags.store === 'postgres' ? 'PostgreSQL' : 'embedded store'}.`,
);
console.log(
  `Server during the burst: ${(burstFigures.serverCpu * 100).toFixed(0)} % of one core, RSS up to ${burstFigures.serverRss.toFixed(0)} MiB.\n`,
);
printTable(
  ['phase', 'rounds', 'first render p50 / max (ms)', 'search p50 / max (ms)', 'after request p50 / max'],
  (['before', 'starting', 'following', 'after'] as const).map((phase) => {
    const of = rounds.filter((r) => r.phase === phase);
    return [
      phase,
      String(of.length),
      summary(of.map((r) => r.first)),
      summary(of.map((r) => r.search)),
      summary(of.map((r) => r.searchAfterRequest)),
    ];
  }),
);
console.log('\nEach round:');
printTable(
  ['phase', 'started', 'first render', 'search', 'after request', 'long tasks (longest)', 'live changes'],
  rounds.map((r) => [
    r.phase,
    r.startedSoFar.toLocaleString('en'),
    ms(r.first),
    ms(r.search),
    ms(r.searchAfterRequest),
    `${r.longTasks} (${ms(r.longest)})`,
    String(r.updates),
  ]),
);
const load = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(' / ');
console.log(
  `\nMachine: ${availableParallelism()} CPUs; load average (1 / 5 / 15 min) ${load(loadAtStart)} at the start, ` +
    `${load(loadavg())} at the end.`,
);
