import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodePassword } from '@/api/password';
import { demoAccount } from '../simulator/demo';
import { startFakeUpstream, type FakeUpstream } from './fake-upstream-server';

let upstream: FakeUpstream;

beforeAll(async () => {
  upstream = await startFakeUpstream({ port: 0, apiKey: 'e2e-key' });
});
afterAll(async () => {
  await upstream.close();
});

const json = { 'Content-Type': 'application/json' };

describe('fake upstream server', () => {
  it('listens on the loopback interface on a free port and answers a login', async () => {
    expect(upstream.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const answer = await fetch(`${upstream.url}/api/user/v2/auth`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        username: demoAccount.username,
        password: encodePassword(demoAccount.password),
      }),
    });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
  });

  it('records the x-api-key it received, readable through the control API', async () => {
    await fetch(`${upstream.url}/__control/requests`, { method: 'DELETE' });
    const answer = await fetch(`${upstream.url}/api/company/job-position`, {
      method: 'POST',
      headers: { ...json, 'x-api-key': 'e2e-key' },
      body: JSON.stringify({ title: 'Clerk', hourValue: 18 }),
    });
    expect(answer.status).toBe(201);
    const received: unknown = await (await fetch(`${upstream.url}/__control/requests`)).json();
    expect(received).toEqual([
      expect.objectContaining({
        endpoint: 'jobPosition',
        apiKey: 'e2e-key',
        body: { title: 'Clerk', hourValue: 18 },
      }),
    ]);
  });

  it('switches scenarios and resets through the control API', async () => {
    const set = await fetch(`${upstream.url}/__control/scenario`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ kind: 'server-error', endpoints: ['loginV1'] }),
    });
    expect(set.status).toBe(200);
    const login = await fetch(`${upstream.url}/api/user/auth`, { method: 'POST', headers: json, body: '{}' });
    expect(login.status).toBe(500);
    const refused = await fetch(`${upstream.url}/__control/scenario`, {
      method: 'POST',
      body: '{"kind":"x"}',
    });
    expect(refused.status).toBe(400);
    expect((await fetch(`${upstream.url}/__control/reset`, { method: 'POST' })).status).toBe(204);
    expect(upstream.sim.scenarios).toEqual([]);
    expect(upstream.sim.receivedRequests).toEqual([]);
  });

  it('tells a listener of every upstream request, beyond the last 200 it keeps, but not of control calls', async () => {
    const seen: string[] = [];
    const counting = await startFakeUpstream({
      onRequest: (request) => seen.push(new URL(request.url).pathname),
    });
    try {
      for (let i = 0; i < 250; i += 1)
        await fetch(`${counting.url}/api/integration/v1/result/RUNTIME-01/E${i}`);
      await fetch(`${counting.url}/__control/state`);
      expect(seen).toHaveLength(250);
      expect(seen[0]).toBe('/api/integration/v1/result/RUNTIME-01/E0');
      expect(counting.sim.receivedRequests).toHaveLength(200);
    } finally {
      await counting.close();
    }
  });
});
