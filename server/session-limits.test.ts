/**
 * Sessions through `POST /session`: one account cannot push anyone else out, whatever it does, and a
 * full server says so instead of making room at someone else's expense.
 */
import { describe, expect, it } from 'vitest';
import { signedOutSchema } from '../src/api/schemas';
import { cookieOf, csrf, setup, signIn, testPassword } from './testing/test-helpers';

const json = { ...csrf, 'Content-Type': 'application/json' };

function signInAnswer(app: Awaited<ReturnType<typeof setup>>['app'], username: string) {
  return app.request('/session', {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ username, password: testPassword }),
  });
}

async function isSignedIn(app: Awaited<ReturnType<typeof setup>>['app'], cookie: string): Promise<boolean> {
  const response = await app.request('/session', { headers: { Cookie: cookie } });
  // A signed-out visitor is answered 200 { signedIn: false } (signedOutSchema), not a 401.
  return response.status === 200 && !signedOutSchema.safeParse(await response.json()).success;
}

describe('sessions per user and in all', () => {
  it('lets one account sign in more times than the server holds sessions without signing anyone else out', async () => {
    // The case was 10,050 sign-ins against a store of 10,000; the same at a store of 30, so the
    // test stays quick on a busy machine. The per-account sign-in rate is lifted, to show the cap alone.
    const { app } = await setup({ SIGN_INS_PER_USER: '100000', MAX_SESSIONS: '30' });
    const bo = await signIn(app, 'bo@example.com');
    const ana: string[] = [];
    for (let index = 0; index < 50; index += 1) ana.push(await signIn(app, 'ana@example.com'));
    expect(await isSignedIn(app, bo)).toBe(true);
    // Ana keeps her 10 newest sessions (SESSIONS_PER_USER); her older ones made room for them.
    const newest = ana.slice(-10);
    for (const cookie of newest) expect(await isSignedIn(app, cookie)).toBe(true);
    expect(await isSignedIn(app, ana.at(-11) ?? '')).toBe(false);
  });

  it("ends the user's own oldest session past SESSIONS_PER_USER, matching names without case", async () => {
    const { app } = await setup({ SESSIONS_PER_USER: '2' });
    const first = await signIn(app, 'ana@example.com');
    const second = await signIn(app, 'Ana@Example.com');
    const third = await signIn(app, 'ana@example.com');
    expect(await isSignedIn(app, first)).toBe(false);
    expect(await isSignedIn(app, second)).toBe(true);
    expect(await isSignedIn(app, third)).toBe(true);
  });

  it('refuses a new user with 503 when the server is full, and signs nobody out', async () => {
    const { app, logger } = await setup({ MAX_SESSIONS: '2', SESSIONS_PER_USER: '1' });
    const ana = await signIn(app, 'ana@example.com');
    const bo = await signIn(app, 'bo@example.com');
    const refused = await signInAnswer(app, 'cy@example.com');
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('60');
    expect(refused.headers.getSetCookie()).toEqual([]);
    expect(await refused.json()).toEqual({
      error: 'sessions-full',
      message:
        'The server cannot take more signed-in users right now. Try again later, or ask whoever runs ' +
        'Robot Console to raise MAX_SESSIONS.',
      retryAfterSeconds: 60,
    });
    expect(await isSignedIn(app, ana)).toBe(true);
    expect(await isSignedIn(app, bo)).toBe(true);
    expect(logger.lines).toContain('WARN sign-in: "cy@example.com" refused, the server holds MAX_SESSIONS');

    // A user at their own cap still signs in on a full server: their own oldest session makes room.
    const anaAgain = await signInAnswer(app, 'ana@example.com');
    expect(anaAgain.status).toBe(200);
    expect(await isSignedIn(app, cookieOf(anaAgain))).toBe(true);
    expect(await isSignedIn(app, ana)).toBe(false);
    expect(await isSignedIn(app, bo)).toBe(true);
  });

  it('makes room when the browser signing in gives up its own previous session', async () => {
    const { app } = await setup({ MAX_SESSIONS: '1' });
    const ana = await signIn(app, 'ana@example.com');
    const asBo = await app.request('/session', {
      method: 'POST',
      headers: { ...json, Cookie: ana },
      body: JSON.stringify({ username: 'bo@example.com', password: testPassword }),
    });
    expect(asBo.status).toBe(200);
    expect(await isSignedIn(app, ana)).toBe(false);
  });

  it('limits how often one account signs in, from any address, with its own message', async () => {
    let address = '10.0.0.1';
    const { app, upstream } = await setup({ SIGN_INS_PER_USER: '3' }, { clientAddress: () => address });
    for (const from of ['10.0.0.1', '10.0.0.2', '10.0.0.3']) {
      address = from;
      expect((await signInAnswer(app, 'ana@example.com')).status).toBe(200);
    }
    address = '10.0.0.4';
    const refused = await signInAnswer(app, 'ANA@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('900');
    expect(await refused.json()).toEqual({
      error: 'too-many-attempts',
      message: 'This account has signed in too often. Try again in 15 minutes.',
      retryAfterSeconds: 900,
    });
    expect(upstream.requests).toHaveLength(3);
    expect((await signInAnswer(app, 'bo@example.com')).status).toBe(200);
  });
});
