/**
 * WORKERS=2 on PostgreSQL, as `npm run serve` runs it: two worker processes behind one port, any of them
 * serving any session (each reads it from the shared database), one that dies replaced, and the whole
 * server stopped gracefully by one signal, however many times the process group hears it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { demoAccount } from '../../src/mocks/simulator/demo';
import { startFakeUpstream } from '../../src/mocks/node/fake-upstream-server';
import { startHeldLogin } from '../testing/held-login';
import { startServerProcess, type ServerProcess } from '../testing/server-process';
import { serverDatabaseUrl } from '../testing/test-databases';

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const csrf = { 'X-Requested-By': 'robot-console' };

async function startWorkers(upstreamUrl: string): Promise<ServerProcess> {
  const databaseUrl = await serverDatabaseUrl();
  const server = await startServerProcess({
    upstreamUrl,
    // The run's build (built-server-setup.ts): each worker runs it too.
    builtEntry: inject('builtServerEntry'),
    env: { DATABASE_URL: databaseUrl, SESSION_SECRET: 'a-session-secret-of-at-least-32-chars', WORKERS: '2' },
  });
  cleanups.push(() => server.cleanup());
  return server;
}

/** The node processes whose parent is `pid` (what `ps --ppid` lists). */
function childrenOf(pid: number | undefined): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // Field 4 of /proc/<pid>/stat, after the parenthesised command name.
      const parent = Number(readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]?.split(' ')[1]);
      if (parent === pid && readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'node') {
        children.push(Number(entry));
      }
    } catch {
      // Gone meanwhile.
    }
  }
  return children;
}

const signIn = (base: string) =>
  fetch(`${base}/session`, {
    method: 'POST',
    headers: { ...csrf, 'Content-Type': 'application/json' },
    body: JSON.stringify(demoAccount),
  });

/** `count` reads of the session, each on a connection of its own so that the workers share them out. */
async function sessionReads(base: string, cookie: string, count: number): Promise<unknown[]> {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`${base}/session`, { headers: { Cookie: cookie, Connection: 'close' } });
      return response.status === 200
        ? ((await response.json()) as { username?: unknown }).username
        : response.status;
    }),
  );
}

describe('the server as two workers on PostgreSQL', () => {
  it('serves every session from either worker, announces both, and replaces a worker that dies', async () => {
    const upstream = await startFakeUpstream();
    cleanups.push(() => upstream.close());
    const server = await startWorkers(upstream.url);
    await server.printed('2 workers)');
    await expect.poll(() => childrenOf(server.child.pid).length).toBe(2);

    const signedIn = await signIn(server.base);
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    expect(await sessionReads(server.base, cookie, 20)).toEqual(Array(20).fill(demoAccount.username));

    const [first] = childrenOf(server.child.pid);
    process.kill(first ?? 0, 'SIGKILL');
    await expect
      .poll(() => {
        const now = childrenOf(server.child.pid);
        return now.length === 2 && first !== undefined && !now.includes(first);
      })
      .toBe(true);
    expect(await sessionReads(server.base, cookie, 20)).toEqual(Array(20).fill(demoAccount.username));
    expect(server.child.exitCode).toBeNull();
  });

  it('on SIGTERM to the whole group answers the sign-in in flight, then exits 0', async () => {
    const login = await startHeldLogin();
    cleanups.push(() => login.close());
    const server = await startWorkers(login.url);
    await server.printed('2 workers)');
    const workers = childrenOf(server.child.pid);
    expect(workers).toHaveLength(2);

    const answer = signIn(server.base);
    await login.arrival;
    // As Ctrl+C or a process manager would: every process hears it, the workers too.
    for (const pid of [server.child.pid ?? 0, ...workers]) process.kill(pid, 'SIGTERM');
    process.kill(server.child.pid ?? 0, 'SIGTERM');
    await server.printed('stopping 2 worker(s)');
    login.release();
    expect((await answer).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(childrenOf(server.child.pid)).toEqual([]);
  });
});
