/**
 * The built server (what `npm run serve` runs) stopped with SIGTERM: it stops accepting, answers what it
 * was doing, and exits; past SHUTDOWN_GRACE_MS it cuts the rest off and exits all the same.
 */
import { execFile } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { makeJwt } from '../testing/test-helpers';

const root = fileURLToPath(new URL('../..', import.meta.url));
// Inside the project, so the built file finds node_modules the way dist/server/main.js does.
const outDir = path.join(root, 'dist', `.graceful-shutdown-test-${process.pid}`);

beforeAll(async () => {
  await new Promise<void>((resolve, reject) => {
    execFile(
      process.execPath,
      [
        path.join(root, 'node_modules/vite/bin/vite.js'),
        'build',
        '--ssr',
        'server/node/main.ts',
        '--outDir',
        outDir,
      ],
      { cwd: root, timeout: 300_000 },
      (error, _stdout, stderr) =>
        error === null ? resolve() : reject(new Error(`${error.message}\n${stderr}`)),
    );
  });
}, 90_000);
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

const started: ServerProcess[] = [];
const servers: Server[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) server.cleanup();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});

/** A login endpoint that answers only when told to; `arrived` settles when a sign-in reaches it. */
async function heldLogin() {
  let arrived: () => void = () => undefined;
  const arrival = new Promise<void>((resolve) => (arrived = resolve));
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  const token = makeJwt({ sub: 'ana@example.com', exp: Math.floor(Date.now() / 1000) + 3600 });
  const server = createServer((req, res) => {
    req.resume();
    arrived();
    void released.then(() => {
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ access_token: token, token_type: 'bearer', expires_in: 3600 }));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, arrival, release };
}

/** Starts the built server on a free port; resolves with its base URL once it listens. */
async function startBuilt(upstreamUrl: string, env: Record<string, string> = {}) {
  const server = await startServerProcess({ upstreamUrl, env, builtEntry: path.join(outDir, 'main.js') });
  started.push(server);
  return server;
}

const signIn = (base: string) =>
  fetch(`${base}/session`, {
    method: 'POST',
    headers: { 'X-Requested-By': 'robot-console', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'ana@example.com', password: 'right' }),
  });

/** Whether a new connection to the port is refused (the server no longer accepts). */
function refusesConnections(base: string): Promise<boolean> {
  const { port } = new URL(base);
  return new Promise((resolve) => {
    const socket = connect(Number(port), '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });
}

describe('stopping the built server', () => {
  it('on SIGTERM stops accepting, answers the request in flight, and exits 0', async () => {
    const login = await heldLogin();
    const { child, base, exited } = await startBuilt(login.url);
    const pending = signIn(base);
    await login.arrival;

    child.kill('SIGTERM');
    while (!(await refusesConnections(base))) await new Promise((resolve) => setImmediate(resolve));
    expect(child.exitCode).toBeNull();

    login.release();
    const answer = await pending;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ username: 'ana@example.com' });
    expect(await exited).toBe(0);
  });

  it('past SHUTDOWN_GRACE_MS cuts off what is left and exits 1', async () => {
    const login = await heldLogin();
    const { child, base, exited } = await startBuilt(login.url, { SHUTDOWN_GRACE_MS: '200' });
    const pending = signIn(base).then(
      (response) => response.status,
      () => 'cut off',
    );
    await login.arrival;

    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(await pending).toBe('cut off');
  });
});
