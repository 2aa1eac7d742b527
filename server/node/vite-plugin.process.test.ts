import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, inject, it } from 'vitest';
import { createServer, type ViteDevServer } from 'vite';
import { parseLiveEvent } from '../../src/api/live-events';
import { demoAccount, demoRuntimeId } from '../../src/mocks/simulator/demo';
import { startFakeUpstream, type FakeUpstream } from '../../src/mocks/node/fake-upstream-server';
import { readSse } from '../testing/sse-reader';
import { robotConsoleServer } from './vite-plugin';

const csrf = { 'X-Requested-By': 'robot-console', 'Content-Type': 'application/json' };
const env = ['ORCHESTRATOR_URL', 'REPORTING_URL', 'REPORTING_API_KEY', 'DATA_DIR'] as const;

let vite: ViteDevServer | undefined;
let upstream: FakeUpstream | undefined;

afterEach(async () => {
  await vite?.close();
  await upstream?.close();
  vite = undefined;
  upstream = undefined;
  if (process.env.DATA_DIR !== undefined) rmSync(process.env.DATA_DIR, { recursive: true, force: true });
  for (const name of env) Reflect.deleteProperty(process.env, name);
});

async function startVite(): Promise<string> {
  vite = await createServer({
    configFile: false,
    root: process.cwd(),
    logLevel: 'silent',
    plugins: [robotConsoleServer()],
    server: { host: '127.0.0.1', port: 0, strictPort: false, hmr: false, watch: null },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await vite.listen();
  const address = vite.httpServer?.address();
  if (address === null || address === undefined || typeof address === 'string') throw new Error('no address');
  return `http://127.0.0.1:${address.port}`;
}

describe('npm run dev', () => {
  it('mounts the real server in Vite when ORCHESTRATOR_URL is set, and leaves the pages to Vite', async () => {
    upstream = await startFakeUpstream({ apiKey: 'dev-key' });
    process.env.ORCHESTRATOR_URL = upstream.url;
    process.env.REPORTING_URL = upstream.url;
    process.env.REPORTING_API_KEY = 'dev-key';
    // A data directory of its own: the embedded database serves one server at a time. It holds a copy of
    // the run's migrated database (built-server-setup.ts): creating one takes seconds.
    process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), 'robot-console-dev-'));
    cpSync(inject('serverDataTemplate'), process.env.DATA_DIR, { recursive: true });
    const base = await startVite();

    const signIn = await fetch(`${base}/session`, {
      method: 'POST',
      headers: csrf,
      body: JSON.stringify(demoAccount),
    });
    expect(signIn.status).toBe(200);
    expect(signIn.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(await signIn.json()).toMatchObject({ username: demoAccount.username, reporting: 'configured' });

    const page = await fetch(`${base}/reporting/suppliers`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root">');

    // The journal is followed and streamed as in production: a run is read by the server at once.
    const cookie = (signIn.headers.get('set-cookie') ?? '').split(';')[0] ?? '';
    const events = await fetch(`${base}/api/events`, { headers: { Cookie: cookie } });
    expect(events.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    if (events.body === null) throw new Error('no stream');
    const stream = readSse(events.body);
    try {
      const run = await fetch(`${base}/orchestrator/api/integration/v2/run/${demoRuntimeId}/invoice-bot`, {
        method: 'POST',
        headers: { ...csrf, Cookie: cookie },
      });
      expect(run.status).toBe(200);
      const read = await stream.until(
        (message) => parseLiveEvent(message)?.type === 'execution' && message.data.includes('"PENDENT"'),
      );
      expect(read.at(-1)?.event).toBe('execution');
    } finally {
      await stream.cancel();
    }
  });

  it('runs without the API when ORCHESTRATOR_URL is not set', async () => {
    const base = await startVite();
    const session = await fetch(`${base}/session`);
    // Vite answers the path itself (its SPA fallback), not the server.
    expect(session.headers.get('content-type') ?? '').not.toContain('application/json');
  });
});
