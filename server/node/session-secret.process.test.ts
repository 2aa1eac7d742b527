/**
 * The embedded store's own session secret (open-database.ts): without SESSION_SECRET, the server makes
 * one in DATA_DIR on its first start, readable by its user only, and keeps using it, so a restart signs
 * nobody out. The secret seals every session's token: it is never printed. The server runs as a process
 * of its own here (the run's build, built-server-setup.ts), so that everything it prints is read. Its
 * DATA_DIR holds a copy of the run's migrated database and no secret yet: creating a database would
 * take most of the test's time and is no part of it (open-database.embedded.test.ts shows the
 * directory and the file made for the server's user only).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { demoAccount } from '../../src/mocks/simulator/demo';
import { startFakeUpstream } from '../../src/mocks/node/fake-upstream-server';

const csrf = { 'X-Requested-By': 'robot-console' };

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface Started {
  readonly base: string;
  /** Everything the process printed so far, standard output and error together. */
  readonly printed: () => string;
  /** SIGTERM; settles with the exit code. */
  readonly stop: () => Promise<number | null>;
}

/** The built server, with only the settings a first start needs: no SESSION_SECRET. */
async function startServer(dataDir: string, upstreamUrl: string): Promise<Started> {
  const child: ChildProcess = spawn(process.execPath, [inject('builtServerEntry')], {
    cwd: inject('builtServer'),
    // Not the test's environment: a SESSION_SECRET or DATABASE_URL there must not reach the server.
    env: {
      PATH: process.env.PATH,
      ORCHESTRATOR_URL: upstreamUrl,
      REPORTING_URL: upstreamUrl,
      HOST: '127.0.0.1',
      PORT: '0',
      STATIC_DIR: path.join(dataDir, '..', 'no-app'),
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    return exited;
  });
  let output = '';
  child.stdout?.setEncoding('utf8');
  child.stderr?.setEncoding('utf8');
  child.stderr?.on('data', (chunk: string) => {
    output += chunk;
  });
  const base = await new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: string) => {
      output += chunk;
      const match = /Robot Console on (http:\/\/127\.0\.0\.1:\d+)/.exec(output);
      if (match?.[1] !== undefined && output.includes('database ready')) resolve(match[1]);
    });
    child.once('exit', (code) =>
      reject(new Error(`the server exited (${code}) before listening: ${output}`)),
    );
  });
  return {
    base,
    printed: () => output,
    stop: () => {
      child.kill('SIGTERM');
      return exited;
    },
  };
}

const mode = (file: string) => statSync(file).mode & 0o777;

describe('the embedded store’s generated session secret', () => {
  it('is created in DATA_DIR for its user only, used again on the next start (a session survives it), and never printed', async () => {
    const upstream = await startFakeUpstream();
    cleanups.push(() => upstream.close());
    const parent = mkdtempSync(path.join(tmpdir(), 'robot-console-secret-'));
    cleanups.push(() => rmSync(parent, { recursive: true, force: true }));
    const dataDir = path.join(parent, 'data');
    const secretFile = path.join(dataDir, 'session-secret');
    cpSync(inject('serverDataTemplate'), dataDir, { recursive: true });
    expect(existsSync(secretFile)).toBe(false);

    const first = await startServer(dataDir, upstream.url);
    expect(mode(secretFile)).toBe(0o600);
    const secret = readFileSync(secretFile, 'utf8').trim();
    // Long enough to be a secret (SESSION_SECRET asks for 32 characters at least).
    expect(secret.length).toBeGreaterThanOrEqual(32);

    const signedIn = await fetch(`${first.base}/session`, {
      method: 'POST',
      headers: { ...csrf, 'Content-Type': 'application/json' },
      body: JSON.stringify(demoAccount),
    });
    expect(signedIn.status).toBe(200);
    const cookie = (signedIn.headers.getSetCookie()[0] ?? '').split(';')[0] ?? '';
    expect(await first.stop()).toBe(0);

    const second = await startServer(dataDir, upstream.url);
    expect(readFileSync(secretFile, 'utf8').trim()).toBe(secret);
    expect(mode(secretFile)).toBe(0o600);
    // The session was sealed with the first start's secret: it opens only if the secret is the same.
    const session = await fetch(`${second.base}/session`, { headers: { Cookie: cookie } });
    expect(session.status).toBe(200);
    expect(await session.json()).toMatchObject({ username: demoAccount.username });
    expect(await second.stop()).toBe(0);

    for (const run of [first, second]) {
      // What the server printed is here (its start), and the secret is not.
      expect(run.printed()).toContain('database ready');
      expect(run.printed()).not.toContain(secret);
    }
  });
});
