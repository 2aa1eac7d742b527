/**
 * What the tests of stopping the built server share (graceful-shutdown and npm-serve-shutdown process
 * tests): the run's build started on a free port, a sign-in held at the upstream, and probes of the port.
 * Servers and held logins are stopped after each test.
 */
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { afterEach, expect, inject } from 'vitest';
import { startHeldLogin, type HeldLogin } from './held-login';
import { startServerProcess, type ServerProcess } from './server-process';

// The run's build, laid out as the project is (a package.json with its serve script, node_modules,
// dist/server/main.js), so that `npm run serve` runs there as in production (built-server-setup.ts).
const fixture = inject('builtServer');
const builtEntry = inject('builtServerEntry');

const started: ServerProcess[] = [];
const logins: HeldLogin[] = [];
afterEach(async () => {
  for (const server of started.splice(0)) server.cleanup();
  for (const login of logins.splice(0)) await login.close();
});

/** A held login (held-login.ts), closed after the test. */
export async function heldLogin(): Promise<HeldLogin> {
  const login = await startHeldLogin();
  logins.push(login);
  return login;
}

/** Starts the built server on a free port (by `npm run serve` when `viaNpm`); resolves once it listens. */
export async function startBuilt(upstreamUrl: string, env: Record<string, string> = {}, viaNpm = false) {
  const server = await startServerProcess({
    upstreamUrl,
    env,
    dataTemplate: inject('serverDataTemplate'),
    ...(viaNpm ? { npmServeIn: fixture } : { builtEntry }),
  });
  started.push(server);
  return server;
}

export const signIn = (base: string) =>
  fetch(`${base}/session`, {
    method: 'POST',
    headers: { 'X-Requested-By': 'robot-console', 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'ana@example.com', password: 'right' }),
  });

/** Whether a new connection to the port is refused (the server no longer accepts). */
export function refusesConnections(base: string): Promise<boolean> {
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

/** Whether the port can be listened on again (nothing holds it any more). */
export function portIsFree(base: string): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(Number(new URL(base).port), '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Whether any process of the group is still alive. */
export function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Stops `npm run serve` with `signal`, sent to its process group or to npm alone, while a sign-in is
 * held at the upstream: the request is answered, the server exits 0, nothing of the group is left and the
 * port is free (npm-serve-*.process.test.ts).
 */
export async function expectNpmServeStops(
  signal: 'SIGTERM' | 'SIGINT',
  to: 'its process group' | 'npm alone',
) {
  const login = await heldLogin();
  const { child, base, exited, printed } = await startBuilt(login.url, {}, true);
  const pid = child.pid ?? 0;
  const pending = signIn(base);
  await login.arrival;

  if (to === 'npm alone') child.kill(signal);
  else process.kill(-pid, signal);
  await printed(`${signal}: stopping`);
  while (!(await refusesConnections(base))) await new Promise((resolve) => setImmediate(resolve));

  login.release();
  const answer = await pending;
  expect(answer.status).toBe(200);
  expect(await answer.json()).toMatchObject({ username: 'ana@example.com' });
  expect(await exited).toBe(0);
  expect(groupAlive(pid)).toBe(false);
  expect(await portIsFree(base)).toBe(true);
}
