import { describe, expect, it } from 'vitest';
import { assembleServer } from '../server';
import {
  cookieOf,
  createFakeUpstream,
  csrf,
  fixedNow,
  issuedToken,
  makeJwt,
  recordingLogger,
  setup,
  signIn,
  testConfig,
  testPassword,
  testWorkspace,
} from '../testing/test-helpers';

/** What `GET /session` answers when nobody is signed in. */
const signedOut = { signedIn: false };

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { ...csrf, 'Content-Type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

describe('POST /session', () => {
  it('signs in with login v2, base64-encodes the password and keeps the token on the server', async () => {
    const { app, upstream } = await setup();
    const response = await app.request(
      '/session',
      post({ username: 'ana@example.com', password: testPassword }),
    );
    expect(response.status).toBe(200);
    // The simulator's token lives an hour (its exp and expires_in alike); the next test crosses them.
    expect(await response.json()).toEqual({
      username: 'ana@example.com',
      expiresAt: '2030-01-01T01:00:00.000Z',
      reporting: 'configured',
      role: 'admin',
    });
    const login = upstream.requests[0];
    expect(login?.url).toBe('http://orchestrator.test/base/api/user/v2/auth');
    expect(JSON.parse(login?.body ?? '')).toEqual({
      username: 'ana@example.com',
      password: Buffer.from(testPassword, 'utf8').toString('base64'),
    });
    const text =
      JSON.stringify(Object.fromEntries(response.headers)) + JSON.stringify(response.headers.getSetCookie());
    expect(text).not.toContain(issuedToken(upstream.sim));
  });

  it('signs in with login v1 when LOGIN_API=v1', async () => {
    const { app, upstream } = await setup({ LOGIN_API: 'v1' });
    const response = await app.request(
      '/session',
      post({ username: 'ana@example.com', password: testPassword }),
    );
    expect(response.status).toBe(200);
    expect(upstream.requests[0]?.url).toBe('http://orchestrator.test/base/api/user/auth');
    const cookie = cookieOf(response);
    await app.request('/orchestrator/api/integration/v2/run/PC1/R1', {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie },
    });
    expect(upstream.requests[1]?.headers.get('authorization')).toBe(`Bearer ${issuedToken(upstream.sim)}`);
  });

  it('sets an HttpOnly, SameSite=Strict, Path=/ cookie, not Secure over http', async () => {
    const { app } = await setup();
    const response = await app.request(
      '/session',
      post({ username: 'ana@example.com', password: testPassword }),
    );
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^robot-console-session=[A-Za-z0-9_-]{43};/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie).toContain('Path=/');
    expect(cookie).not.toContain('Secure');
  });

  it('marks the cookie Secure (with the __Host- prefix) under https', async () => {
    const { app } = await setup({ PUBLIC_ORIGIN: 'https://console.example' });
    const response = await app.request(
      '/session',
      post({ username: 'ana@example.com', password: testPassword }),
    );
    const cookie = response.headers.getSetCookie()[0] ?? '';
    expect(cookie).toMatch(/^__Host-robot-console-session=/);
    expect(cookie).toContain('Secure');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('ends the session at the earliest of JWT exp, expires_in and SESSION_TTL_MINUTES', async () => {
    const cases = [
      { exp: fixedNow / 1000 + 600, expiresIn: 7200, ttl: '480', want: '2030-01-01T00:10:00.000Z' },
      { exp: fixedNow / 1000 + 7200, expiresIn: 300, ttl: '480', want: '2030-01-01T00:05:00.000Z' },
      { exp: fixedNow / 1000 + 7200, expiresIn: 7200, ttl: '15', want: '2030-01-01T00:15:00.000Z' },
    ];
    for (const { exp, expiresIn, ttl, want } of cases) {
      // Login answers whose exp and expires_in differ, which the simulator's tokens never do.
      const upstream = createFakeUpstream();
      upstream.use(() =>
        Response.json({ access_token: makeJwt({ exp }), token_type: 'bearer', expires_in: expiresIn }),
      );
      const app = assembleServer({
        workspace: await testWorkspace(),
        config: testConfig({ SESSION_TTL_MINUTES: ttl }),
        fetch: upstream.fetch,
        logger: recordingLogger(),
        now: () => fixedNow,
      }).app;
      const response = await app.request('/session', post({ username: 'a@b.c', password: 'x' }));
      expect(await response.json()).toMatchObject({ expiresAt: want });
    }
  });

  it('forgets the session once it has expired', async () => {
    let now = fixedNow;
    const { app } = await setup({}, { now: () => now });
    const cookie = await signIn(app);
    expect((await app.request('/session', { headers: { Cookie: cookie } })).status).toBe(200);
    now = fixedNow + 3600 * 1000;
    expect(await (await app.request('/session', { headers: { Cookie: cookie } })).json()).toEqual(signedOut);
  });

  it('rotates the session id: the cookie from before signing in again no longer works', async () => {
    const { app } = await setup();
    const first = await signIn(app);
    const response = await app.request(
      '/session',
      post({ username: 'bo@example.com', password: testPassword }, { Cookie: first }),
    );
    const second = cookieOf(response);
    expect(second).not.toBe(first);
    expect(await (await app.request('/session', { headers: { Cookie: first } })).json()).toEqual(signedOut);
    expect(await (await app.request('/session', { headers: { Cookie: second } })).json()).toMatchObject({
      username: 'bo@example.com',
    });
  });

  it('answers wrong credentials with the spec 401 body in fixed words, and sets no cookie', async () => {
    const { app, upstream } = await setup();
    const body = {
      timestamp: 1,
      status: 401,
      error: 'Bad credentials',
      message: 'No user ana@example.com in ldap://ldap-3.corp.internal (LdapAuthenticator)',
      path: '/internal-context/api/user/v2/auth',
      trace: 'org.springframework.security.BadCredentialsException\n\tat com.internal.Auth',
      exception: 'BadCredentialsException',
    };
    upstream.use(() => Response.json(body, { status: 401 }));
    const response = await app.request('/session', post({ username: 'ana@example.com', password: 'bad' }));
    expect(response.status).toBe(401);
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({
      timestamp: fixedNow,
      status: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
      path: '/session',
    });
    expect(text).not.toMatch(/trace|exception|internal|springframework|ldap/i);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it('makes the spec 401 body up when the upstream refuses without one', async () => {
    const { app, upstream } = await setup();
    upstream.use(() => new Response('<html>denied by com.internal.Gateway</html>', { status: 401 }));
    const response = await app.request('/session', post({ username: 'ana@example.com', password: 'bad' }));
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      timestamp: fixedNow,
      status: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
      path: '/session',
    });
  });

  it.each([
    [{ password: 'x' }, 'username'],
    [{ username: 'ana@example.com' }, 'password'],
    [{ username: '', password: 'x' }, 'username'],
    [{ username: 'ana@example.com', password: 5 }, 'password'],
  ])('answers 400 naming the field for %j', async (body, field) => {
    const { app, upstream } = await setup();
    const response = await app.request('/session', post(body));
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: 'invalid-request', field });
    expect(upstream.requests).toHaveLength(0);
  });

  it('answers 400 to a body that is not JSON', async () => {
    const { app } = await setup();
    const response = await app.request('/session', { method: 'POST', headers: csrf, body: 'username=a' });
    expect(response.status).toBe(400);
  });

  it('answers 502 when the orchestrator is unreachable and 504 when it is too slow', async () => {
    const { app, upstream } = await setup({ UPSTREAM_TIMEOUT_MS: '20' });
    upstream.use(() => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED 10.0.0.1:443')));
    const down = await app.request('/session', post({ username: 'a@b.c', password: 'x' }));
    expect(down.status).toBe(502);
    const downText = await down.text();
    expect(downText).not.toContain('ECONNREFUSED');
    expect(downText).not.toContain('orchestrator.test');

    upstream.use(
      (_request, signal) =>
        new Promise<Response>((_resolve, reject) => {
          signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
        }),
    );
    const slow = await app.request('/session', post({ username: 'a@b.c', password: 'x' }));
    expect(slow.status).toBe(504);
    expect(await slow.json()).toMatchObject({ error: 'upstream-timeout' });
  });
});

describe('GET and DELETE /session', () => {
  it('answers that nobody is signed in, with a 200: asking is no error (a browser would log a 401)', async () => {
    const { app } = await setup();
    const response = await app.request('/session');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(signedOut);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('signs out: 204, the cookie is cleared and the old cookie no longer works anywhere', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    expect(await (await app.request('/session', { headers: { Cookie: cookie } })).json()).toEqual({
      username: 'ana@example.com',
      expiresAt: '2030-01-01T01:00:00.000Z',
      reporting: 'configured',
      role: 'admin',
    });
    const out = await app.request('/session', { method: 'DELETE', headers: { ...csrf, Cookie: cookie } });
    expect(out.status).toBe(204);
    expect(out.headers.getSetCookie()[0]).toMatch(/^robot-console-session=;.*Max-Age=0/);
    expect(await (await app.request('/session', { headers: { Cookie: cookie } })).json()).toEqual(signedOut);
    const call = await app.request('/orchestrator/api/integration/v1/result/PC1/E1', {
      headers: { ...csrf, Cookie: cookie },
    });
    expect(call.status).toBe(401);
    expect(upstream.apiRequests()).toHaveLength(0);
  });
});
