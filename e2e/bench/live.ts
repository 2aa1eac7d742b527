/**
 * `npm run bench:live [-- --seconds 60 --clients 50 --executions 200 --postgres]`: the live team queue
 * under load. The fake upstream (in this process) and the server (the Node entry point run from the
 * sources with tsx, as a process of its own: nothing is built) on 127.0.0.1; `clients` browsers signed
 * in, each with its live stream open; `executions` runs that stay active for the whole measurement.
 * Prints, for the measured window:
 *   - upstream result reads per execution per interval (the goal: 1.0, however many browsers watch);
 *   - change-to-client latency p50/p99/max: from the instant the fake upstream's answer changed to the
 *     instant a client received it (goal: within one interval plus 200 ms);
 *   - the server process's memory (RSS, high-water mark) and CPU (share of one core), from /proc.
 * Figures, no verdict. Linux only (/proc). Bounded: it stops after `seconds` plus two minutes whatever
 * happens.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { followPolicy } from '../../src/api/follow-policy';
import { parseLiveEvent } from '../../src/api/live-events';
import { demoAccount, demoRuntimeId } from '../../src/mocks/simulator/demo';
import { changeInstant } from '../../src/mocks/node/fake-upstream-changes';
import { startFakeUpstream } from '../../src/mocks/node/fake-upstream-server';
import type { ExecutionRecord } from '../../src/mocks/simulator/executions';
import { readSse } from '../../server/testing/sse-reader';
import { startServerProcess } from '../../server/testing/server-process';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../server/testing/throwaway-postgres';
import { wholeFlag } from './flags';

const { values: flags } = parseArgs({
  options: {
    seconds: { type: 'string', default: '60' },
    clients: { type: 'string', default: '50' },
    executions: { type: 'string', default: '200' },
    postgres: { type: 'boolean', default: false },
  },
});

const bounded = (name: string, raw: string, min: number, max: number) =>
  wholeFlag('bench:live', name, raw, min, max);
const seconds = bounded('seconds', flags.seconds, 5, 600);
const clientCount = bounded('clients', flags.clients, 1, 200);
const executionCount = bounded('executions', flags.executions, 1, 1_000);
const interval = followPolicy.intervalMs;

// Everything stops after this, whatever happens.
const deadline = setTimeout(
  () => {
    console.error('bench:live: still running past its bound; stopping');
    process.exit(1);
  },
  (seconds + 120) * 1000,
);
deadline.unref();

// --- the fake upstream, counting result reads -----------------------------------------------------
let counting = false;
const reads = new Map<string, number>();
const upstream = await startFakeUpstream({
  // Queued briefly, then running for longer than the whole run: every read sees a new progress.
  queueMs: 500,
  runMs: (seconds + 120) * 1000,
  onRequest: (request) => {
    const path = new URL(request.url).pathname;
    if (!counting || !path.includes('/result/')) return;
    const id = path.split('/').at(-1) ?? '';
    reads.set(id, (reads.get(id) ?? 0) + 1);
  },
});

// --- the server ---------------------------------------------------------------------------------
let postgres: ThrowawayPostgres | undefined;
if (flags.postgres) postgres = await startThrowawayPostgres();
const {
  child: server,
  base,
  exited,
  cleanup,
} = await startServerProcess({
  upstreamUrl: upstream.url,
  env: {
    SESSIONS_PER_USER: String(clientCount + 10),
    SIGN_INS_PER_USER: '100000',
    LIVE_STREAMS_PER_SESSION: '4',
    SHUTDOWN_GRACE_MS: '2000',
    ...(postgres === undefined
      ? {}
      : { DATABASE_URL: postgres.url, SESSION_SECRET: 'bench-live-session-secret-of-32-characters' }),
  },
  echoErrors: true,
});
const pid = server.pid ?? 0;

// --- browsers -----------------------------------------------------------------------------------
const csrf = { 'X-Requested-By': 'robot-console' };
async function signIn(): Promise<string> {
  const response = await fetch(`${base}/session`, {
    method: 'POST',
    headers: { ...csrf, 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAccount),
  });
  if (response.status !== 200) throw new Error(`sign-in answered ${response.status}`);
  return (response.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
}

async function inBatches<T>(count: number, size: number, work: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, i) => work(start + i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

const cookies = await inBatches(clientCount, 10, () => signIn());
const firstCookie = cookies[0] ?? '';
const started = await inBatches(executionCount, 20, async (index) => {
  const response = await fetch(
    `${base}/orchestrator/api/integration/v2/run/${demoRuntimeId}/bench-bot-${index % 10}`,
    {
      method: 'POST',
      headers: { ...csrf, Cookie: firstCookie },
    },
  );
  if (response.status !== 200) throw new Error(`a run answered ${response.status}`);
  return ((await response.json()) as { id: string }).id;
});
const records = new Map<string, ExecutionRecord>(
  upstream.sim.snapshot().executions.map((record) => [record.id, record]),
);

interface Receipt {
  readonly seq: number;
  readonly executionId: string;
  readonly at: number;
  readonly seen: { status: string | null; progress: number | null; logCount: number; ended: boolean };
}
const receipts: Receipt[] = [];
let resets = 0;
let measuring = false;
const listening = cookies.map(async (cookie) => {
  const response = await fetch(`${base}/api/events`, { headers: { Cookie: cookie } });
  if (response.status !== 200 || response.body === null)
    throw new Error(`a stream answered ${response.status}`);
  const stream = readSse(response.body);
  for (;;) {
    const message = await stream.next();
    if (message === undefined) return;
    const at = Date.now();
    const event = parseLiveEvent(message);
    if (event?.type === 'reset') resets += 1;
    if (!measuring || event?.type !== 'execution' || event.entry.status === null) continue;
    receipts.push({
      seq: event.id,
      executionId: event.entry.executionId,
      at,
      seen: {
        status: event.entry.status,
        progress: event.entry.progress,
        logCount: event.entry.logs?.length ?? 0,
        ended: event.entry.ended,
      },
    });
  }
});
const streamsEnded = Promise.allSettled(listening);

// --- the window -------------------------------------------------------------------------------
function processStats(): { cpuTicks: number; rssKiB: number; hwmKiB: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const cpuTicks = Number(fields[11]) + Number(fields[12]);
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? Number.NaN);
  return { cpuTicks, rssKiB: kib('VmRSS'), hwmKiB: kib('VmHWM') };
}
const ticksPerSecond = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

// Settle: every execution read once and every stream open, before anything is counted.
await new Promise((resolve) => setTimeout(resolve, interval * 2));
const before = processStats();
const rss: number[] = [];
const sampler = setInterval(() => rss.push(processStats().rssKiB), 1_000);
counting = true;
measuring = true;
const windowStart = Date.now();
await new Promise((resolve) => setTimeout(resolve, seconds * 1000));
counting = false;
measuring = false;
const windowMs = Date.now() - windowStart;
clearInterval(sampler);
const after = processStats();

// --- figures ------------------------------------------------------------------------------------
const totalReads = [...reads.values()].reduce((sum, n) => sum + n, 0);
const perExecution = started.map((id) => reads.get(id) ?? 0);
const intervals = windowMs / interval;

const changedAt = new Map<number, number | undefined>();
const latencies: number[] = [];
for (const receipt of receipts) {
  if (!changedAt.has(receipt.seq)) {
    const record = records.get(receipt.executionId);
    changedAt.set(
      receipt.seq,
      record && changeInstant(record, upstream.sim.timing, receipt.seen, receipt.at),
    );
  }
  const changed = changedAt.get(receipt.seq);
  if (changed !== undefined) latencies.push(receipt.at - changed);
}
latencies.sort((a, b) => a - b);
const percentile = (p: number) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))];
const mib = (kib: number) => `${(kib / 1024).toFixed(1)} MiB`;

console.log(
  `bench:live — ${executionCount} active executions, ${clientCount} stream clients, ${(windowMs / 1000).toFixed(1)} s ` +
    `measured, ${postgres === undefined ? 'embedded store' : 'PostgreSQL'}, follow interval ${interval} ms`,
);
console.log(
  `upstream result reads: ${totalReads} → ${(totalReads / executionCount / intervals).toFixed(3)} per execution per interval ` +
    `(min ${Math.min(...perExecution)}, max ${Math.max(...perExecution)} per execution over ${intervals.toFixed(1)} intervals)`,
);
console.log(
  `change → client latency: p50 ${percentile(50)} ms, p99 ${percentile(99)} ms, max ${latencies.at(-1)} ms ` +
    `(${latencies.length} receipts of ${changedAt.size} changes; goal: within ${interval + 200} ms)`,
);
console.log(
  `server process: RSS ${mib(before.rssKiB)} at start of window, max ${mib(Math.max(...rss, after.rssKiB))}, ` +
    `${mib(after.rssKiB)} at end (high-water ${mib(after.hwmKiB)}); CPU ${(
      ((after.cpuTicks - before.cpuTicks) / ticksPerSecond / (windowMs / 1000)) *
      100
    ).toFixed(1)}% of one core`,
);
if (resets > 0) console.log(`streams told to reset: ${resets}`);

// --- stop ------------------------------------------------------------------------------------------
// The server ends the streams itself as it stops (each client then sees its stream end).
server.kill('SIGTERM');
await exited;
await streamsEnded;
await upstream.close();
await postgres?.stop();
cleanup();
clearTimeout(deadline);
