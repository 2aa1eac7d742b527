/**
 * `npm run bench:proxy [-- --rounds 3 --seconds 5 --connections 32 --workers 1 --entry dist/server/main.js]`: how fast the built server
 * (`node dist/server/main.js`) relays result reads (endpoint 6) on each store, the embedded default
 * (PGlite under a DATA_DIR of its own) and a throwaway PostgreSQL, beside nginx doing the same job and a
 * direct read of the same upstream, all on 127.0.0.1 and driven by wrk in the same run.
 *   - The upstream is a tiny node:http server in this process: a sign-in, a run (so the execution is in
 *     the journal and each read goes through the journal's bookkeeping) and a fixed result of 20 log
 *     lines. A fast upstream leaves the relays' own cost to be measured.
 *   - Each server is read for two executions: the one its run put in the journal, and an active one
 *     started elsewhere (a script, the vendor's screen) that the journal has no row for ("elsewhere").
 *   - Per round, each target gets `seconds` of wrk with `connections` connections (the order rotates
 *     from round to round); one short warm-up round comes first and is not counted.
 * Prints requests/s, p50 and p99 latency per target (the median round, and the range), failed answers
 * and socket errors, each server's throughput against nginx, and the machine's load. Floor (issue 19):
 * one worker relays at least 3,000 reads/s with p99 under 50 ms on each store. Figures only, no
 * verdict. nginx is skipped when it is not installed (Debian: apt-get install nginx).
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { endpoints, browserPrefix } from '../../src/api/endpoints';
import { startServerProcess } from '../../server/testing/server-process';
import { startThrowawayPostgres } from '../../server/testing/throwaway-postgres';
import { nginxInstalled, startNginx, type Nginx } from './nginx';
import { runWrk, type WrkReport } from './wrk';
import { wholeFlag } from './flags';

const { values: flags } = parseArgs({
  options: {
    rounds: { type: 'string', default: '3' },
    seconds: { type: 'string', default: '5' },
    connections: { type: 'string', default: '32' },
    // The server's WORKERS. One: on a machine whose cores the fake upstream, PostgreSQL and wrk share
    // with it, a second worker competes with them (on 2 cores, quiet: 14,700 reads/s against 13,700, both
    // 0.35 × nginx; busy: fewer, at ~100 µs of CPU per read instead of ~65, with smaller session batches).
    // More pays on a machine with cores to spare.
    workers: { type: 'string', default: '1' },
    // Another build of the server to measure instead, e.g. an older commit's, built beside this one.
    entry: { type: 'string', default: 'dist/server/main.js' },
  },
});
const bounded = (name: string, raw: string, min: number, max: number) =>
  wholeFlag('bench:proxy', name, raw, min, max);
const rounds = bounded('rounds', flags.rounds, 1, 10);
const seconds = bounded('seconds', flags.seconds, 1, 60);
const connections = bounded('connections', flags.connections, 1, 512);
const workers = bounded('workers', flags.workers, 1, 64);

// Everything stops after this, whatever happens.
const deadline = setTimeout(
  () => {
    console.error('bench:proxy: still running past its bound; stopping');
    process.exit(1);
  },
  (6 * (rounds + 1) * (seconds + 15) + 240) * 1000,
);
deadline.unref();

// --- the upstream ---------------------------------------------------------------------------------
const computerId = 'bench-runtime';
const executionId = 'bench-execution';
const elsewhereId = 'bench-started-elsewhere';
const token = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
  JSON.stringify({ sub: 'bench', exp: Math.floor(Date.now() / 1000) + 24 * 3600 }),
).toString('base64url')}.x`;
const resultOf = (id: string, status: string) =>
  JSON.stringify({
    _id: id,
    logs: Array.from({ length: 20 }, (_, n) => ({ level: 'INFO', message: `step ${n + 1} done`, at: n })),
    init: 1_700_000_000_000,
    end: status === 'DONE' ? 1_700_000_060_000 : null,
    returnValue: status === 'DONE' ? { processed: 20 } : null,
    status,
    progress: status === 'DONE' ? 1 : 0.5,
  });
const result = resultOf(executionId, 'DONE');
const pathOf = (id: string) =>
  endpoints.executionResult.path.replace(':computerId', computerId).replace(':executionId', id);
const resultPath = pathOf(executionId);
const elsewherePath = pathOf(elsewhereId);
const elsewhereResult = resultOf(elsewhereId, 'RUNNING');

const upstream = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    const json = (body: string) => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(body);
    };
    if (req.method === 'GET' && req.url === resultPath) json(result);
    else if (req.method === 'GET' && req.url === elsewherePath) json(elsewhereResult);
    else if (req.method === 'POST' && req.url?.endsWith('/auth') === true) {
      json(JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 24 * 3600 }));
    } else if (req.method === 'POST' && req.url?.includes('/run/') === true) {
      json(JSON.stringify({ id: executionId }));
    } else {
      res.writeHead(404).end();
    }
  });
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

// --- the relays -----------------------------------------------------------------------------------
const postgres = await startThrowawayPostgres();
const stores = [
  { name: 'embedded', env: {} },
  { name: 'postgres', env: { DATABASE_URL: postgres.url } },
] as const;
const servers = await Promise.all(
  stores.map((store) =>
    startServerProcess({
      upstreamUrl,
      builtEntry: flags.entry,
      env: {
        ...store.env,
        SESSION_SECRET: 'bench-proxy-session-secret-of-32-characters',
        WORKERS: String(workers),
      },
      echoErrors: true,
    }),
  ),
);
let nginx: Nginx | undefined;
if (nginxInstalled()) {
  nginx = await startNginx({ port: 5790, upstreamUrl, prefix: browserPrefix.orchestrator });
}

async function cleanup(): Promise<void> {
  for (const server of servers) server.cleanup();
  await nginx?.stop();
  await postgres.stop();
  upstream.close();
}

const csrf = { 'X-Requested-By': 'robot-console' };
const browserPath = `${browserPrefix.orchestrator}${resultPath}`;

/** Signs in on `base` and runs the robot once; the session cookie, or `undefined` when a step failed. */
async function prepare(name: string, base: string): Promise<string | undefined> {
  const signIn = await fetch(`${base}/session`, {
    method: 'POST',
    headers: { ...csrf, 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'bench', password: 'bench' }),
  });
  const cookie = (signIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
  const run = await fetch(`${base}/orchestrator/api/integration/v2/run/${computerId}/bench-robot`, {
    method: 'POST',
    headers: { ...csrf, Cookie: cookie },
  });
  const read = await fetch(`${base}${browserPath}`, { headers: { ...csrf, Cookie: cookie } });
  const readBody = await read.text();
  if (signIn.status === 200 && run.status === 200 && read.status === 200 && readBody === result) {
    return cookie;
  }
  console.error(
    `bench:proxy: the server on ${name} does not relay the read (sign-in ${signIn.status}, run ${run.status}, ` +
      `read ${read.status}${readBody === result ? '' : ', another body'})`,
  );
  return undefined;
}

interface Target {
  readonly name: string;
  readonly url: string;
  readonly headers?: Record<string, string>;
  /** The server's process, whose CPU time per read is measured too (Linux: /proc). */
  readonly pid?: number;
}

/**
 * A process's CPU time so far in ms (user + system, /proc/<pid>/stat), or NaN where there is no /proc.
 * On a machine shared with other work, requests per second say as much about the neighbours as about
 * the server; its CPU time per read does not.
 */
function cpuMs(pid: number | undefined): number {
  try {
    const fields =
      readFileSync(`/proc/${pid ?? ''}/stat`, 'utf8')
        .split(') ')[1]
        ?.split(' ') ?? [];
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return Number.NaN;
  }
}
const targets: Target[] = [
  { name: 'direct read', url: `${upstreamUrl}${resultPath}` },
  ...(nginx === undefined ? [] : [{ name: 'nginx', url: `${nginx.url}${browserPath}` }]),
];
for (const [index, store] of stores.entries()) {
  const base = servers[index]?.base ?? '';
  const cookie = await prepare(store.name, base);
  if (cookie === undefined) {
    await cleanup();
    process.exit(1);
  }
  const pid = servers[index]?.child.pid;
  for (const [name, path] of [
    [`server ${store.name}`, browserPath],
    [`${store.name}, elsewhere`, `${browserPrefix.orchestrator}${elsewherePath}`],
  ] as const) {
    targets.push({
      name,
      url: `${base}${path}`,
      headers: { ...csrf, Cookie: cookie },
      ...(pid === undefined ? {} : { pid }),
    });
  }
}

// --- the rounds -----------------------------------------------------------------------------------
const wrk = (target: Target, duration: number) =>
  runWrk({
    url: target.url,
    connections,
    threads: 2,
    seconds: duration,
    ...(target.headers && { headers: target.headers }),
  });
const loads: number[] = [];
const reports = new Map<string, WrkReport[]>(targets.map((target) => [target.name, []]));
const cpuPerRead = new Map<string, number[]>(targets.map((target) => [target.name, []]));
try {
  for (const target of targets) await wrk(target, 2);
  for (let round = 0; round < rounds; round += 1) {
    for (let step = 0; step < targets.length; step += 1) {
      const target = targets[(round + step) % targets.length];
      if (target === undefined) continue;
      loads.push(loadavg()[0] ?? Number.NaN);
      const cpuBefore = cpuMs(target.pid);
      const report = await wrk(target, seconds);
      reports.get(target.name)?.push(report);
      cpuPerRead.get(target.name)?.push(((cpuMs(target.pid) - cpuBefore) * 1000) / report.requests);
    }
  }
} finally {
  await cleanup();
}

// --- figures --------------------------------------------------------------------------------------
const median = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const fixed = (value: number, digits: number) => value.toFixed(digits);
console.log(
  `\nbench:proxy: GET ${browserPath}, wrk ${connections} connections, ${rounds} × ${seconds} s per target, ` +
    `server with WORKERS=${workers} (1-min load ${fixed(Math.min(...loads), 2)}–${fixed(Math.max(...loads), 2)} on ${availableParallelism()} cores)`,
);
console.log(
  'target              req/s (median, range)      p50 ms  p99 ms  failed  socket errors  CPU µs/read',
);
for (const target of targets) {
  const runs = reports.get(target.name) ?? [];
  const rps = runs.map((r) => r.requestsPerSecond);
  console.log(
    `${target.name.padEnd(18)}  ${fixed(median(rps), 0).padStart(7)} (${fixed(Math.min(...rps), 0)}–${fixed(
      Math.max(...rps),
      0,
    )})`.padEnd(46) +
      `${fixed(median(runs.map((r) => r.p50Ms)), 2).padStart(6)}  ${fixed(median(runs.map((r) => r.p99Ms)), 2).padStart(6)}` +
      `  ${String(runs.reduce((n, r) => n + r.failures, 0)).padStart(6)}  ${String(runs.reduce((n, r) => n + r.socketErrors, 0)).padStart(13)}` +
      (target.pid === undefined
        ? ''
        : `  ${fixed(median(cpuPerRead.get(target.name) ?? []), 0).padStart(11)}`),
  );
}
const nginxRuns = reports.get('nginx') ?? [];
for (const store of stores) {
  const serverRuns = reports.get(`server ${store.name}`) ?? [];
  const ratios = serverRuns.map(
    (run, index) => run.requestsPerSecond / (nginxRuns[index]?.requestsPerSecond ?? Number.NaN),
  );
  console.log(
    nginxRuns.length === 0
      ? `server ${store.name} / nginx: nginx is not installed (Debian: apt-get install nginx)`
      : `server ${store.name} / nginx: ${fixed(median(ratios), 2)} (rounds: ${ratios.map((r) => fixed(r, 2)).join(', ')})`,
  );
}
console.log('floor: each server ≥ 3,000 req/s with p99 < 50 ms, for either execution');
