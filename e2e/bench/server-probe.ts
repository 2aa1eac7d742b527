/**
 * `npm run bench:server`: the built server in front of a misbehaving upstream, measured from outside.
 *   1. 1,000 parallel wrong passwords for one user: how many reach the upstream.
 *   2. A 200 MB login answer: the server's peak memory (RSS high-water mark, from /proc).
 *   3. 200 connections polling an execution through a 20 ms upstream: latency and 503s.
 * Figures only, no verdict; Linux only (/proc). `PROBE_SERVER` runs another server command instead of
 * `node dist/server/main.js` (e.g. an older checkout), from `PROBE_CWD`.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { z } from 'zod';

const csrf = { 'X-Requested-By': 'robot-console', 'Content-Type': 'application/json' };
const rightPassword = Buffer.from('right').toString('base64');
const token = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from(
  JSON.stringify({ sub: 'ana', exp: Math.floor(Date.now() / 1000) + 3600 }),
).toString('base64url')}.x`;
const loginBody = z.object({ password: z.string() });
let loginCalls = 0;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Login: 'right' signs in, 'big' gets 200 MB, anything else a 401 after 50 ms; results take 20 ms. */
async function upstreamAnswer(req: IncomingMessage, res: ServerResponse, body: string): Promise<void> {
  if (req.url?.endsWith('/auth') === true) {
    loginCalls += 1;
    const { password } = loginBody.parse(JSON.parse(body));
    if (password === rightPassword) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 3600 }));
    } else if (password === Buffer.from('big').toString('base64')) {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      const chunk = Buffer.alloc(1024 * 1024, 32);
      for (let sent = 0; sent < 200 && !res.destroyed; sent += 1) {
        if (!res.write(chunk)) await new Promise((resolve) => res.once('drain', resolve));
      }
      res.end();
    } else {
      await wait(50);
      res.writeHead(401, { 'Content-Type': 'application/json' });
      res.end('{"timestamp":1,"status":401,"error":"Unauthorized","message":"Unauthorized","path":"/"}');
    }
    return;
  }
  await wait(20);
  res.writeHead(200, { 'Content-Type': 'application/json' });
  res.end('{"_id":"e","logs":[],"init":1,"end":null,"returnValue":null,"status":"PENDENT","progress":0}');
}

const upstream = createServer((req, res) => {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => void upstreamAnswer(req, res, body).catch(() => res.destroy()));
});
await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
const upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;

const command = (process.env.PROBE_SERVER ?? 'node dist/server/main.js').split(' ');

/** A fresh server for each probe, so one probe's sign-in counts do not change the next one's. */
async function startServer() {
  const port = 5290 + Math.floor(Math.random() * 9);
  const child = spawn(command[0] ?? 'node', command.slice(1), {
    cwd: process.env.PROBE_CWD ?? process.cwd(),
    env: { ...process.env, ORCHESTRATOR_URL: upstreamUrl, REPORTING_URL: upstreamUrl, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  await new Promise<void>((resolve) =>
    child.stdout.on('data', (chunk: Buffer) => chunk.includes('on http') && resolve()),
  );
  const base = `http://127.0.0.1:${port}`;
  return {
    signIn: (username: string, password: string) =>
      fetch(`${base}/session`, {
        method: 'POST',
        headers: csrf,
        body: JSON.stringify({ username, password }),
      }),
    base,
    peakRssMiB: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
    },
    stop: () => new Promise((resolve) => child.once('exit', resolve).kill('SIGTERM')),
  };
}

function histogram(statuses: number[]): string {
  const counts = new Map<number, number>();
  for (const status of statuses) counts.set(status, (counts.get(status) ?? 0) + 1);
  return [...counts].map(([status, count]) => `${count}×${status}`).join(', ');
}

// 1. The parallel guessing burst.
const first = await startServer();
const burst = await Promise.all(
  Array.from({ length: 1000 }, () =>
    first.signIn('victim@example.com', 'guess').then(
      (r) => r.status,
      () => 0,
    ),
  ),
);
console.log(
  `1,000 parallel wrong passwords: ${loginCalls} reached the upstream (answers: ${histogram(burst)})`,
);
await first.stop();

// 2. The huge login answer.
const second = await startServer();
const before = second.peakRssMiB();
const big = await second.signIn('big@example.com', 'big').then(
  (r) => r.status,
  () => 0,
);
console.log(
  `200 MB login answer: status ${big}; peak RSS ${before.toFixed(0)} MiB before, ` +
    `${second.peakRssMiB().toFixed(0)} MiB after`,
);
await second.stop();

// 3. Load: 200 connections, each polling as fast as answers come, for 10 s.
const third = await startServer();
const signedIn = await third.signIn('ana@example.com', 'right');
const cookie = (signedIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
const latencies: number[] = [];
const statuses: number[] = [];
const until = Date.now() + 10_000;
await Promise.all(
  Array.from({ length: 200 }, async () => {
    while (Date.now() < until) {
      const started = performance.now();
      const response = await fetch(`${third.base}/orchestrator/api/integration/v1/result/PC1/E1`, {
        headers: { ...csrf, Cookie: cookie },
      }).catch(() => undefined);
      await response?.arrayBuffer();
      latencies.push(performance.now() - started);
      statuses.push(response?.status ?? 0);
      // A 503 says "try again": a polite client waits its Retry-After instead of hammering.
      if (response?.status === 503) await wait(Number(response.headers.get('retry-after') ?? 1) * 1000);
    }
  }),
);
latencies.sort((a, b) => a - b);
const at = (share: number) => (latencies[Math.floor(share * (latencies.length - 1))] ?? 0).toFixed(0);
console.log(
  `200 connections for 10 s: ${latencies.length} requests (${histogram(statuses)}), ` +
    `p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms`,
);
await third.stop();

upstream.closeAllConnections();
upstream.close();
