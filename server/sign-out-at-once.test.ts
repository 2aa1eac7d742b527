/**
 * A sign-out takes effect at once, on either store: the next call with the session is refused, though
 * every call reads its session and the embedded store keeps them in memory (storage/session-cache.ts).
 * Two instances on one PostgreSQL: sign-out-instances.postgres.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { csrf, queueExecution, setup, signIn, testPassword } from './testing/test-helpers';

const resultPath = '/orchestrator/api/integration/v1/result/PC1/E1';

async function signedInApp() {
  const context = await setup();
  const cookie = await signIn(context.app);
  queueExecution(context.upstream.sim, 'PC1', 'E1');
  const read = async () => context.app.request(resultPath, { headers: { ...csrf, Cookie: cookie } });
  const signOut = async () =>
    context.app.request('/session', { method: 'DELETE', headers: { ...csrf, Cookie: cookie } });
  return { ...context, cookie, read, signOut };
}

describe('a sign-out', () => {
  it('refuses the session on the very next call, after calls that read it', async () => {
    const { read, signOut, upstream } = await signedInApp();
    expect((await read()).status).toBe(200);
    expect((await read()).status).toBe(200);
    expect((await signOut()).status).toBe(204);
    const after = await read();
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: 'unauthenticated' });
    expect(upstream.apiRequests()).toHaveLength(2);
  });

  it('refuses the session after calls that were reading it as it ended', async () => {
    const { read, signOut } = await signedInApp();
    // Reads under way while the sign-out runs: none of them may leave the session behind as alive.
    const during = [read(), read(), signOut(), read(), read()];
    await Promise.all(during);
    const after = await read();
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('refuses a session the server ends itself (the follower, by its key) on the next call', async () => {
    const { read, workspace } = await signedInApp();
    expect((await read()).status).toBe(200);
    const [own] = await workspace.sessions.listByUser('ana@example.com');
    if (own === undefined) throw new Error('no session listed');
    await workspace.sessions.deleteByKey(own.key);
    expect((await read()).status).toBe(401);
  });

  it('refuses the old session at once when the same browser signs in again', async () => {
    const { app, cookie: old, read } = await signedInApp();
    expect((await read()).status).toBe(200);
    const again = await app.request('/session', {
      method: 'POST',
      headers: { ...csrf, 'Content-Type': 'application/json', Cookie: old },
      body: JSON.stringify({ username: 'ana@example.com', password: testPassword }),
    });
    expect(again.status).toBe(200);
    expect((await read()).status).toBe(401);
  });
});
