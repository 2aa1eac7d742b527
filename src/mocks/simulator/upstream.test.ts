import { describe, expect, it } from 'vitest';
import { encodePassword } from '@/api/password';
import { demoAccount, demoRobots, demoRuntimeId } from './demo';
import { createTestClock } from '../node/msw-simulator';
import { Simulator } from './simulator';
import { createUpstreamHandler } from './upstream';

const base = 'http://upstream.test';
const supplier = { name: 'Acme', type: 1, hourValue: 10 };

function setup() {
  const clock = createTestClock();
  const sim = new Simulator({ now: clock.now, queueMs: 1000, runMs: 4000 });
  const handle = createUpstreamHandler(sim);
  const send = (
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ) =>
    handle(
      new Request(`${base}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body: init.body === undefined ? null : JSON.stringify(init.body),
      }),
    );
  const login = () =>
    send('POST', '/api/user/auth', {
      body: { username: demoAccount.username, password: encodePassword(demoAccount.password) },
    });
  return { clock, sim, handle, send, login };
}

describe('upstream handler: the wire format', () => {
  it('answers login v1 as text/plain "Bearer <jwt>" and a v1 run as the id with a trailing newline', async () => {
    const { send, login } = setup();
    const answer = await login();
    expect(answer.headers.get('Content-Type')).toMatch(/^text\/plain/);
    const token = (await answer.text()).replace(/^Bearer /, '');
    const run = await send('GET', `/api/integration/v1/run/${demoRuntimeId}/${demoRobots.succeeding}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await run.text()).toMatch(/^[0-9a-f]{24}\n$/);
  });

  it('refuses a password that is not the base64 of the right one with the 2.7 body', async () => {
    const { send, clock } = setup();
    const answer = await send('POST', '/api/user/v2/auth', {
      body: { username: demoAccount.username, password: demoAccount.password },
    });
    expect(answer.status).toBe(401);
    expect(await answer.json()).toEqual({
      timestamp: clock.now(),
      status: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
      path: '/api/user/v2/auth',
    });
  });

  it('refuses reporting without the exact API key, and logs the headers it received', async () => {
    const { send, sim } = setup();
    const refused = await send('POST', '/api/integration/v1/supplier', {
      body: supplier,
      headers: { 'x-api-key': sim.apiKey.toUpperCase() },
    });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({
      status: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
    });
    expect(sim.suppliers).toEqual([]);
    const accepted = await send('POST', '/api/integration/v1/supplier', {
      body: supplier,
      headers: { 'x-api-key': sim.apiKey },
    });
    expect(accepted.status).toBe(201);
    expect(sim.receivedRequests.map(({ endpoint, apiKey, body }) => ({ endpoint, apiKey, body }))).toEqual([
      { endpoint: 'supplier', apiKey: sim.apiKey.toUpperCase(), body: supplier },
      { endpoint: 'supplier', apiKey: sim.apiKey, body: supplier },
    ]);
  });

  it('answers 400 naming the field for a reporting body that fails its schema', async () => {
    const { send, sim } = setup();
    const answer = await send('POST', '/api/integration/v2/volumetry', {
      body: {
        ideaId: 1,
        successExecutions: -1,
        alertExecutions: 0,
        errorExecutions: 0,
        processedAt: 'today',
      },
      headers: { 'x-api-key': sim.apiKey },
    });
    expect(answer.status).toBe(400);
    const body = (await answer.json()) as { message: string };
    expect(body.message).toMatch(/^successExecutions/);
  });

  it('answers 404 and 405 in JSON for requests outside the endpoint table', async () => {
    const { send } = setup();
    const missing = await send('GET', '/api/unknown');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ status: 404, path: '/api/unknown' });
    const wrongMethod = await send('DELETE', '/api/user/auth');
    expect(wrongMethod.status).toBe(405);
    expect(wrongMethod.headers.get('Allow')).toBe('POST');
  });

  it('serves only its own upstream when told to', async () => {
    const sim = new Simulator();
    const reporting = createUpstreamHandler(sim, { upstream: 'reporting' });
    const answer = await reporting(new Request(`${base}/api/user/auth`, { method: 'POST', body: '{}' }));
    expect(answer.status).toBe(404);
  });
});

describe('upstream handler: scenarios', () => {
  it('slow: waits before answering, and stops waiting without doing the work once aborted', async () => {
    const { handle, sim } = setup();
    sim.setScenario({ kind: 'slow', delayMs: 60, endpoints: ['supplier'] });
    const request = (signal?: AbortSignal) =>
      new Request(`${base}/api/integration/v1/supplier`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'x-api-key': sim.apiKey },
        body: JSON.stringify(supplier),
        signal: signal ?? null,
      });
    const started = performance.now();
    expect((await handle(request())).status).toBe(201);
    expect(performance.now() - started).toBeGreaterThanOrEqual(50);

    const controller = new AbortController();
    const pending = handle(request(controller.signal));
    controller.abort();
    expect((await pending).status).toBe(503);
    expect(sim.suppliers).toHaveLength(1);
  });

  it('server-error: 500 with a body that is not JSON, and nothing done', async () => {
    const { login, sim } = setup();
    sim.setScenario([{ kind: 'server-error', endpoints: ['loginV1'] }]);
    const answer = await login();
    expect(answer.status).toBe(500);
    expect(answer.headers.get('Content-Type')).not.toMatch(/json/);
    await expect(answer.json()).rejects.toThrow();
    expect(sim.snapshot().tokens).toEqual([]);
  });

  it('malformed: the result carries a progress of the wrong type', async () => {
    const { send, sim } = setup();
    const token = sim.login(demoAccount.username, demoAccount.password)?.token ?? '';
    const id = sim.startExecution(demoRuntimeId, demoRobots.succeeding, null);
    sim.setScenario({ kind: 'malformed' });
    const answer = await send('GET', `/api/integration/v1/result/${demoRuntimeId}/${id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(await answer.json()).toMatchObject({ _id: id, progress: 'half' });
  });
});
