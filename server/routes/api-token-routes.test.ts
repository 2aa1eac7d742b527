/**
 * Personal API tokens (docs/api.md) through the whole app: made once by their owner, listed without the
 * secret, sent as `Authorization: Bearer` instead of a cookie (and without the CSRF header) on the
 * workspace's routes, the proxy's (run as the runner account) and the live stream; refused once revoked,
 * expired, or above their owner's role; in the activity log.
 */
import { describe, expect, it } from 'vitest';
import { activityPageSchema } from '../../src/api/workspace/activity';
import { apiTokenCreatedSchema, apiTokensSchema } from '../../src/api/workspace/api-tokens';
import { journalPageSchema } from '../../src/api/workspace/journal';
import { testStoreKind } from '../testing/test-databases';
import { csrf, fixedNow, setup, signIn, testPassword } from '../testing/test-helpers';

const day = 86_400_000;
const runPath = '/orchestrator/api/integration/v2/run/RUNTIME-01/invoice-bot';
const runner = { RUNNER_USERNAME: 'cy@example.com', RUNNER_PASSWORD: testPassword };

async function tokens(env: Record<string, string> = {}) {
  let now = fixedNow;
  const context = await setup(
    { ADMINS: 'ana@example.com', DEFAULT_ROLE: 'viewer', ...env },
    { now: () => now },
  );
  const { app } = context;
  /** A call with the browser's session cookie and CSRF header. */
  const call = (cookie: string, method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  /** A script's call: its token, no cookie, no CSRF header. */
  const script = (token: string, method: string, path: string, body?: unknown) =>
    app.request(path, {
      method,
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  const make = async (cookie: string, name: string, role: string, expiresInDays = 30) => {
    const answer = await call(cookie, 'POST', '/api/tokens', { name, role, expiresInDays });
    expect(answer.status).toBe(201);
    return apiTokenCreatedSchema.parse(await answer.json());
  };
  return { ...context, call, script, make, later: (ms: number) => (now += ms) };
}

describe(`personal API tokens (${testStoreKind})`, () => {
  it('are shown once, listed without the secret, and let a script in instead of a cookie', async () => {
    const { app, call, script, make, upstream, later } = await tokens(runner);
    const ana = await signIn(app, 'ana@example.com');
    const made = await make(ana, 'Nightly export', 'operator');
    expect(made).toMatchObject({
      name: 'Nightly export',
      role: 'operator',
      createdAt: fixedNow,
      expiresAt: fixedNow + 30 * day,
      lastUsedAt: null,
    });
    expect(made.token).toMatch(/^rcpat_[\w-]{43}$/);

    const listedText = await (await call(ana, 'GET', '/api/tokens')).text();
    expect(listedText).not.toContain(made.token);
    const { id, token: secret } = made;
    expect(apiTokensSchema.parse(JSON.parse(listedText)).tokens.map((token) => token.id)).toEqual([id]);

    // A read, a change of the workspace, a run through the proxy: no cookie, no CSRF header.
    later(90_000);
    const page = await script(secret, 'GET', '/api/executions');
    expect(page.status).toBe(200);
    journalPageSchema.parse(await page.json());
    expect(
      (await script(secret, 'POST', '/api/executions', { computerId: 'RT-9', executionId: 'E-9' })).status,
    ).toBe(201);
    const run = await script(secret, 'POST', runPath);
    expect(run.status).toBe(200);
    // The run goes to the service as the runner account, never with the script's token.
    const logins = upstream.requests.filter((request) => request.url.includes('/api/user/'));
    expect(logins.map((login) => login.body).join()).toContain('cy@example.com');
    const [sent] = upstream.apiRequests();
    expect(sent?.headers.get('authorization')).toMatch(/^Bearer /);
    expect(sent?.headers.get('authorization')).not.toContain(secret);
    const started = journalPageSchema.parse(await (await call(ana, 'GET', '/api/executions')).json());
    expect(
      started.items.map((entry) => [entry.executionId === 'E-9' ? 'tracked' : 'run', entry.startedBy]),
    ).toEqual(
      expect.arrayContaining([
        ['tracked', 'ana@example.com'],
        ['run', 'ana@example.com'],
      ]),
    );

    // The live stream too, counted per token.
    const stream = await script(secret, 'GET', '/api/events');
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    await stream.body?.cancel();

    // Its role is the token's: an operator's, though its owner is an admin.
    expect((await script(secret, 'PUT', '/api/watchdog-settings', {})).status).toBe(403);
    const [listed] = apiTokensSchema.parse(await (await call(ana, 'GET', '/api/tokens')).json()).tokens;
    expect(listed?.lastUsedAt).toBe(fixedNow + 90_000);

    const activity = activityPageSchema.parse(
      await (await call(ana, 'GET', '/api/activity?limit=50')).json(),
    );
    const logged = activity.items.map((entry) => [entry.action, entry.target, entry.details]);
    expect(logged).toContainEqual(['api-token-create', 'Nightly export', { role: 'operator', days: 30 }]);
    expect(logged).toContainEqual(['api-token-use', 'Nightly export', { request: 'POST /api/executions' }]);
    expect(logged).toContainEqual(['api-token-use', 'Nightly export', { request: `POST ${runPath}` }]);
    expect(JSON.stringify(activity)).not.toContain(secret);
  });

  it('are refused once revoked or expired, or while their owner’s role is below theirs', async () => {
    const { app, call, script, make, later } = await tokens({ ADMINS: 'ana@example.com,bia@example.com' });
    let ana = await signIn(app, 'ana@example.com');
    let bia = await signIn(app, 'bia@example.com');
    const reads = async (secret: string) => (await script(secret, 'GET', '/api/executions')).status;

    const revoked = await make(ana, 'Revoked', 'operator');
    expect(await reads(revoked.token)).toBe(200);
    expect((await call(ana, 'DELETE', `/api/tokens/${revoked.id}`)).status).toBe(204);
    expect(await reads(revoked.token)).toBe(401);
    // Someone else's token, or one already revoked: nothing to revoke.
    expect((await call(ana, 'DELETE', `/api/tokens/${revoked.id}`)).status).toBe(404);
    const bias = await make(bia, 'Bia’s', 'viewer');
    expect((await call(ana, 'DELETE', `/api/tokens/${bias.id}`)).status).toBe(404);
    expect(await reads(bias.token)).toBe(200);

    const weekly = await make(ana, 'Weekly', 'operator', 7);
    later(7 * day - 1);
    expect(await reads(weekly.token)).toBe(200);
    later(1);
    const expired = await script(weekly.token, 'GET', '/api/executions');
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ error: 'unauthenticated' });
    // A week on, their sessions have ended too.
    ana = await signIn(app, 'ana@example.com');
    bia = await signIn(app, 'bia@example.com');

    const operator = await make(ana, 'Operator', 'operator');
    expect((await call(bia, 'PUT', '/api/team/ana%40example.com', { role: 'viewer' })).status).toBe(200);
    expect(await reads(operator.token)).toBe(401);
    expect((await call(bia, 'PUT', '/api/team/ana%40example.com', { role: 'operator' })).status).toBe(200);
    expect(await reads(operator.token)).toBe(200);
    // Above one's own role when made: refused, and nothing made.
    const bo = await signIn(app, 'bo@example.com');
    const tooHigh = await call(bo, 'POST', '/api/tokens', {
      name: 'Mine',
      role: 'operator',
      expiresInDays: 30,
    });
    expect(tooHigh.status).toBe(400);
    expect(await tooHigh.json()).toMatchObject({ error: 'role-too-high' });
    expect(apiTokensSchema.parse(await (await call(bo, 'GET', '/api/tokens')).json()).tokens).toEqual([]);
    // A lifetime not offered, a blank name: refused with the field named.
    const odd = await call(bo, 'POST', '/api/tokens', { name: ' ', role: 'viewer', expiresInDays: 3 });
    expect(odd.status).toBe(400);

    const activity = activityPageSchema.parse(
      await (await call(ana, 'GET', '/api/activity?limit=50')).json(),
    );
    expect(
      activity.items.filter((entry) => entry.action === 'api-token-revoke').map((entry) => entry.target),
    ).toEqual(['Revoked']);
  });

  it('run on the service only as the runner account: without one, a script’s run is refused', async () => {
    const { app, script, make, upstream } = await tokens();
    const ana = await signIn(app, 'ana@example.com');
    const { token } = await make(ana, 'No runner', 'operator');
    const run = await script(token, 'POST', runPath);
    expect(run.status).toBe(503);
    expect(await run.json()).toMatchObject({ error: 'no-runner-account' });
    expect(upstream.apiRequests()).toEqual([]);
    // A malformed Authorization is no credential: refused, whatever cookie comes with it.
    const malformed = await app.request('/api/executions', {
      headers: { Authorization: 'Basic abc', Cookie: ana },
    });
    expect(malformed.status).toBe(401);
  });
});
