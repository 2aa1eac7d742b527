/**
 * The built server stopped by a signal: it stops accepting, answers what it was doing, and exits; past
 * SHUTDOWN_GRACE_MS it cuts the rest off and exits all the same. Signalled directly, and through
 * `npm run serve` the way a process manager signals it: npm relays what it receives, so node may hear
 * one request to stop twice, and that must not cut the requests off (stop-signals.ts).
 */
import { createServer } from 'node:http';
import { connect } from 'node:net';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { startHeldLogin, type HeldLogin } from '../testing/held-login';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { stopStep } from './stop-signals';

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
async function heldLogin(): Promise<HeldLogin> {
  const login = await startHeldLogin();
  logins.push(login);
  return login;
}

/** Starts the built server on a free port (by `npm run serve` when `viaNpm`); resolves once it listens. */
async function startBuilt(upstreamUrl: string, env: Record<string, string> = {}, viaNpm = false) {
  const server = await startServerProcess({
    upstreamUrl,
    env,
    dataTemplate: inject('serverDataTemplate'),
    ...(viaNpm ? { npmServeIn: fixture } : { builtEntry }),
  });
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

/** Whether the port can be listened on again (nothing holds it any more). */
function portIsFree(base: string): Promise<boolean> {
  const probe = createServer();
  return new Promise((resolve) => {
    probe.once('error', () => resolve(false));
    probe.listen(Number(new URL(base).port), '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/** Whether any process of the group is still alive. */
function groupAlive(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
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

  // One request to stop reaches node once or twice (npm relays it), so a second signal keeps draining
  // and a third cuts off. Each signal is sent once the server has logged the one before, so that the
  // kernel cannot merge two of them into one.
  it('keeps draining on a second signal and cuts off on a third', async () => {
    const login = await heldLogin();
    const { child, base, exited, printed } = await startBuilt(login.url);
    const pending = signIn(base).then(
      (response) => response.status,
      () => 'cut off',
    );
    await login.arrival;

    child.kill('SIGTERM');
    await printed('SIGTERM: stopping');
    child.kill('SIGINT');
    await printed('SIGINT again: still waiting for 1 request(s)');
    expect(child.exitCode).toBeNull();
    child.kill('SIGTERM');
    expect(await exited).toBe(1);
    expect(await pending).toBe('cut off');
  });

  it('on SIGINT, even twice, stops accepting, answers the request in flight, and exits 0', async () => {
    const login = await heldLogin();
    const { child, base, exited, printed } = await startBuilt(login.url);
    const pending = signIn(base).then(
      (response) => response.status,
      () => 'cut off',
    );
    await login.arrival;

    child.kill('SIGINT');
    await printed('SIGINT: stopping');
    while (!(await refusesConnections(base))) await new Promise((resolve) => setImmediate(resolve));
    // What npm's relay looks like when it comes after node has begun to stop (a busy machine).
    child.kill('SIGINT');
    await printed('SIGINT again');

    login.release();
    expect(await pending).toBe(200);
    expect(await exited).toBe(0);
  });
});

describe('stopping `npm run serve`', () => {
  it.each([
    ['SIGTERM', 'its process group'],
    ['SIGINT', 'its process group'],
    ['SIGTERM', 'npm alone'],
  ] as const)('on %s to %s answers the request in flight, exits 0 and frees the port', async (signal, to) => {
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
  });
});

describe('the stop signals', () => {
  it('drain on the first, keep draining on the second (perhaps npm relaying it), cut off from the third', () => {
    expect([1, 2, 3, 4].map(stopStep)).toEqual(['drain', 'keep-draining', 'cut-off', 'cut-off']);
  });
});
