/** What the browser sees of an upstream's error answers: our own words by status, never the upstream's. */
import { describe, expect, it } from 'vitest';
import { serverErrorSchema } from '../../src/api/schemas';
import { apiKey, csrf, fixedNow, issuedToken, setup, signIn } from '../testing/test-helpers';

const runPath = '/orchestrator/api/integration/v2/run/PC1/R1';
const supplierPath = '/reporting/api/integration/v1/supplier';

/** What a Spring service puts in an error's `message`: internal hosts, SQL, a stack trace. */
const leakyMessage =
  'Could not execute statement; SQL [insert into robot_run (id) values (?)] on db-7.prod.internal:5432; ' +
  'nested exception is org.hibernate.exception.ConstraintViolationException\n\tat com.acme.RunService.start';
const leaks = /db-7|prod\.internal|SQL|insert into|hibernate|com\.acme|Exception/;

async function call(path: string, answer: () => Response) {
  const { app, upstream, logger } = await setup();
  const cookie = await signIn(app);
  upstream.use(answer);
  const response = await app.request(path, { method: 'POST', headers: { ...csrf, Cookie: cookie } });
  const text = await response.text();
  return { response, text, logger };
}

const springBody = (status: number) => ({
  timestamp: 5,
  status,
  error: 'Internal',
  message: leakyMessage,
  path: '/internal-context/api/integration/v2/run/PC1/R1',
  trace: 'java.lang.IllegalStateException: boom\n\tat com.acme.RunService.start(RunService.java:42)',
});

describe('upstream error answers', () => {
  it.each([
    [
      400,
      'upstream-bad-request',
      'The orchestration service refused the request as invalid (400). Check the values you entered and try again.',
    ],
    [
      404,
      'upstream-not-found',
      'The orchestration service does not know what was asked for (404). Check the ids you entered.',
    ],
    [
      409,
      'upstream-conflict',
      'The orchestration service refused the request because it conflicts with the current state (409), ' +
        'for example an execution that has already started. Refresh to see the current state.',
    ],
    [
      422,
      'upstream-unprocessable',
      'The orchestration service could not accept the values sent (422). Check them and try again.',
    ],
    [
      429,
      'upstream-rate-limited',
      'The orchestration service is receiving too many requests (429). Try again in a moment.',
    ],
    [418, 'upstream-refused', 'The orchestration service refused the request (status 418).'],
    [500, 'upstream-failed', 'The orchestration service failed (status 500). Try again in a moment.'],
    [503, 'upstream-failed', 'The orchestration service failed (status 503). Try again in a moment.'],
  ])('answers a %i in our own words, whatever its body says', async (status, error, message) => {
    const { response, text, logger } = await call(runPath, () =>
      Response.json(springBody(status), { status, headers: { 'Content-Language': 'de', ETag: '"x"' } }),
    );
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(response.headers.get('content-language')).toBeNull();
    expect(response.headers.get('etag')).toBeNull();
    expect(JSON.parse(text)).toEqual({ error, message });
    expect(text).not.toMatch(leaks);
    // The upstream's words go to the log, JSON-quoted (its newlines cannot start a log line of their own).
    const logged = logger.lines.find((line) => line.startsWith(`WARN proxy: orchestration service answered`));
    expect(logged).toMatch(new RegExp(`^WARN proxy: orchestration service answered runV2 with ${status}: "`));
    expect(logged).toContain('db-7.prod.internal');
    expect(logged).not.toContain('\n');
  });

  it('names the reporting service for its own errors', async () => {
    const { response, text } = await call(supplierPath, () =>
      Response.json({ message: leakyMessage }, { status: 400 }),
    );
    expect(response.status).toBe(400);
    expect(serverErrorSchema.parse(JSON.parse(text)).message).toBe(
      'The reporting service refused the request as invalid (400). Check the values you entered and try again.',
    );
  });

  it.each([
    ['HTML', () => new Response('<h1>Whitelabel Error Page</h1>', { status: 404 })],
    ['empty', () => new Response(null, { status: 404 })],
  ])('answers a %s error body in the same words', async (_kind, answer) => {
    const { response, text } = await call(runPath, answer);
    expect(response.status).toBe(404);
    expect(JSON.parse(text)).toMatchObject({ error: 'upstream-not-found' });
  });

  it('logs the upstream text cut short, and never the user token or the API key', async () => {
    const { app, upstream, logger } = await setup();
    const cookie = await signIn(app);
    const token = issuedToken(upstream.sim);
    upstream.use(() =>
      Response.json(
        { message: `token ${token} and key ${apiKey} refused; ${'x'.repeat(5000)}` },
        { status: 400 },
      ),
    );
    await app.request(runPath, { method: 'POST', headers: { ...csrf, Cookie: cookie } });
    await app.request(supplierPath, { method: 'POST', headers: { ...csrf, Cookie: cookie } });
    const logged = logger.lines.filter((line) => line.includes('answered'));
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(line).not.toContain(token);
      expect(line).not.toContain(token.split('.')[1]);
      expect(line).not.toContain(apiKey);
      expect(line).toContain('[redacted]');
      expect(line.length).toBeLessThan(500);
    }
  });

  it('keeps every value a run sent out of the log when the service echoes it in its refusal', async () => {
    const { app, upstream, logger } = await setup();
    const cookie = await signIn(app);
    upstream.use((request) => {
      const sent = JSON.parse(request.body) as { variables: { value: string }[] };
      const echoed = sent.variables.map((variable) => variable.value).join(', ');
      return Response.json({ message: `Invalid variables: ${echoed}` }, { status: 400 });
    });
    const variables = [
      { name: 'password', type: 'text', value: 'hunter2-secret' },
      { name: 'customer', type: 'text', value: 'ACME Industries' },
    ];
    await app.request(runPath, {
      method: 'POST',
      headers: { ...csrf, Cookie: cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ variables }),
    });
    const [line] = logger.lines.filter((entry) => entry.includes('answered'));
    expect(line).toContain('Invalid variables: [redacted], [redacted]');
    expect(line).not.toContain('hunter2');
    expect(line).not.toContain('ACME');
  });

  it('passes a success body through untouched, whatever it holds', async () => {
    const body = '{"id":"e-1","trace":"kept: a success answer is the data the page asked for"}';
    const { response, text } = await call(
      runPath,
      () => new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } }),
    );
    expect(response.status).toBe(200);
    expect(text).toBe(body);
  });

  it.each([
    ['seconds', '30', '30', 'Try again in 30 seconds.'],
    ['an HTTP date', new Date(fixedNow + 120_000).toUTCString(), '120', 'Try again in 2 minutes.'],
    ['nonsense', 'soon, maybe', null, 'Try again in a moment.'],
  ])('keeps the wait of a 429 given in %s, as seconds', async (_kind, header, expected, wait) => {
    const { response, text } = await call(
      runPath,
      () => new Response('slow down', { status: 429, headers: { 'Retry-After': header } }),
    );
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe(expected);
    expect(serverErrorSchema.parse(JSON.parse(text)).message).toContain(wait);
  });

  it('ends the session on an orchestrator 401, with the spec body in fixed words', async () => {
    const { app, upstream } = await setup();
    const cookie = await signIn(app);
    upstream.use(() =>
      Response.json({ ...springBody(401), message: 'token revoked by idp-2.internal' }, { status: 401 }),
    );
    const response = await app.request(runPath, { method: 'POST', headers: { ...csrf, Cookie: cookie } });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      timestamp: fixedNow,
      status: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
      path: runPath,
    });
    expect(response.headers.getSetCookie()[0]).toMatch(/Max-Age=0/);
    const after = await app.request('/session', { headers: { Cookie: cookie } });
    expect(await after.json()).toEqual({ signedIn: false });
  });
});
