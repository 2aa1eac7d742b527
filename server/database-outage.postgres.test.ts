/**
 * The database goes away and comes back: the routes that need it answer 503 in plain words meanwhile,
 * the server recovers on its own, and nothing stored before is lost. A server that starts while the
 * database is down waits for it. (PostgreSQL only: the embedded store cannot be unreachable.)
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assembleServer } from './server';
import { openPostgresDatabase } from './node/postgres-database';
import { prepareDatabase } from './services/database-readiness';
import { migrateToLatest } from './storage/database';
import { startThrowawayPostgres, type ThrowawayPostgres } from './testing/throwaway-postgres';
import {
  createFakeUpstream,
  csrf,
  fixedNow,
  recordingLogger,
  signIn,
  testConfig,
  testSessionSecret,
} from './testing/test-helpers';
import { openWorkspace } from './workspace';

let server: ThrowawayPostgres;
beforeAll(async () => {
  server = await startThrowawayPostgres();
});
afterAll(() => server.stop());

async function appOn(url: string, databaseReady?: () => boolean) {
  const logger = recordingLogger();
  const database = openPostgresDatabase({ url, logger, maxConnections: 2 });
  const workspace = await openWorkspace(database, testSessionSecret, () => fixedNow);
  const app = assembleServer({
    config: testConfig(),
    workspace,
    fetch: createFakeUpstream().fetch,
    logger,
    now: () => fixedNow,
    ...(databaseReady === undefined ? {} : { databaseReady }),
  }).app;
  return { app, database, logger };
}

describe('when the database is unreachable', () => {
  it('answers 503 with a clear message, recovers by itself, and loses nothing stored', async () => {
    const { app, database } = await appOn(server.url);
    await migrateToLatest(database.db);
    const cookie = await signIn(app);
    const tracked = await app.request('/api/executions', {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ computerId: 'RUNTIME-01', executionId: 'KEPT' }),
    });
    expect(tracked.status).toBe(201);

    await server.halt();
    const during = await app.request('/api/executions', { headers: { Cookie: cookie } });
    expect(during.status).toBe(503);
    expect(during.headers.get('retry-after')).toBe('5');
    expect(await during.json()).toEqual({
      error: 'database-unavailable',
      message:
        "The console's database cannot be reached right now. Nothing stored is lost; the server keeps " +
        'retrying, try again in a moment.',
      retryAfterSeconds: 5,
    });
    expect((await app.request('/session', { headers: { Cookie: cookie } })).status).toBe(503);

    await server.resume();
    await expect
      .poll(async () => (await app.request('/session', { headers: { Cookie: cookie } })).status, {
        timeout: 30_000,
      })
      .toBe(200);
    const after = await app.request('/api/executions', { headers: { Cookie: cookie } });
    expect(await after.json()).toMatchObject({ total: 1, items: [{ executionId: 'KEPT' }] });
    await database.close();
  });

  it('starts while the database is down, answers 503 until it comes, then prepares it and serves', async () => {
    await server.halt();
    const logger = recordingLogger();
    const { app, database } = await appOn(server.url);
    const readiness = prepareDatabase(() => migrateToLatest(database.db), logger, {
      firstDelayMs: 50,
      maxDelayMs: 200,
    });
    const waiting = await appOn(server.url, readiness.ready);
    expect((await waiting.app.request('/session')).status).toBe(503);
    await expect.poll(() => logger.lines.some((line) => line.includes('not reachable yet'))).toBe(true);
    await server.resume();
    await readiness.done;
    expect(readiness.ready()).toBe(true);
    // Served again: nobody is signed in (a 200 that says so).
    expect(await (await waiting.app.request('/session')).json()).toEqual({ signedIn: false });
    expect(await (await app.request('/session')).json()).toEqual({ signedIn: false });
    readiness.stop();
    await database.close();
    await waiting.database.close();
  });
});
