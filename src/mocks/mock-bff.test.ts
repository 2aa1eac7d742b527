import { afterEach, describe, expect, it, vi } from 'vitest';
import { demoAccount, demoRobots, demoRuntimeId } from './demo';
import { createMockBff, createMockControls } from './mock-bff';
import { createPersistentStore, mockStateKey, type KeyValueStorage } from './mock-store';
import { createTestClock } from './node';

const origin = 'http://localhost:5173';
const csrf = { 'X-Requested-By': 'robot-console' };

function memoryStorage(): KeyValueStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

/** A "tab": its own store and handler over a shared storage, as two browser tabs share localStorage. */
function tab(storage: KeyValueStorage, clock = createTestClock()) {
  const store = createPersistentStore(storage, { now: clock.now, queueMs: 1000, runMs: 4000 });
  const bff = createMockBff(store);
  const send = async (
    method: string,
    path: string,
    init: { body?: unknown; headers?: Record<string, string> } = {},
  ) => {
    const response = await bff(
      new Request(`${origin}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', ...init.headers },
        body: init.body === undefined ? null : JSON.stringify(init.body),
      }),
    );
    if (response === undefined) throw new Error(`${method} ${path} was not handled`);
    return response;
  };
  const signIn = (password: string = demoAccount.password) =>
    send('POST', '/session', { body: { username: demoAccount.username, password }, headers: csrf });
  return { store, bff, send, signIn, controls: createMockControls(store), clock };
}

const runPath = `/orchestrator/api/integration/v2/run/${demoRuntimeId}/${demoRobots.queued}`;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('mock server: session', () => {
  it('signs in, tells who is signed in, and signs out', async () => {
    const { send, signIn, clock } = tab(memoryStorage());
    expect((await send('GET', '/session')).status).toBe(401);
    const signedIn = await signIn();
    expect(signedIn.status).toBe(200);
    const expected = {
      username: demoAccount.username,
      expiresAt: new Date(clock.now() + 3600_000).toISOString(),
      reporting: 'configured',
    };
    expect(await signedIn.json()).toEqual(expected);
    expect(await (await send('GET', '/session')).json()).toEqual(expected);
    expect((await send('DELETE', '/session', { headers: csrf })).status).toBe(204);
    expect(await (await send('GET', '/session')).json()).toMatchObject({ error: 'unauthenticated' });
  });

  it('refuses a wrong password with the 2.7 body', async () => {
    const { signIn } = tab(memoryStorage());
    const answer = await signIn('wrong');
    expect(answer.status).toBe(401);
    expect(await answer.json()).toMatchObject({
      status: 401,
      error: 'Unauthorized',
      message: 'Unauthorized',
    });
  });

  it('refuses POST and DELETE without the X-Requested-By header', async () => {
    const { send } = tab(memoryStorage());
    const answer = await send('POST', '/session', { body: demoAccount });
    expect(answer.status).toBe(403);
    expect(await answer.json()).toMatchObject({ error: 'csrf-rejected' });
    expect((await send('DELETE', '/session')).status).toBe(403);
  });

  it('refuses a GET on the proxied API without the header: endpoint 4 starts a robot', async () => {
    const { send, signIn, store } = tab(memoryStorage());
    await signIn();
    const before = store.load().receivedRequests.length;
    const runV1 = `/orchestrator/api/integration/v1/run/${demoRuntimeId}/${demoRobots.queued}`;
    const refused = await send('GET', runV1);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ error: 'csrf-rejected' });
    expect(store.load().receivedRequests).toHaveLength(before);
    expect((await send('GET', runV1, { headers: csrf })).status).toBe(200);
  });

  it('refuses same-site and cross-site requests even with the header', async () => {
    const { send, signIn, store } = tab(memoryStorage());
    await signIn();
    const before = store.load().receivedRequests.length;
    for (const site of ['same-site', 'cross-site']) {
      const headers = { ...csrf, 'Sec-Fetch-Site': site };
      const run = await send('POST', runPath, { headers });
      expect(run.status, site).toBe(403);
      expect(await run.json()).toMatchObject({ error: 'csrf-rejected' });
      const signInAgain = await send('POST', '/session', { body: demoAccount, headers });
      expect(signInAgain.status, site).toBe(403);
    }
    expect(store.load().receivedRequests).toHaveLength(before);
    const sameOrigin = await send('POST', runPath, { headers: { ...csrf, 'Sec-Fetch-Site': 'same-origin' } });
    expect(sameOrigin.status).toBe(200);
  });

  it('answers GET /session without the header', async () => {
    const { send, signIn } = tab(memoryStorage());
    await signIn();
    const answer = await send('GET', '/session');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ username: demoAccount.username });
  });

  it('lets any other request through', async () => {
    const { bff } = tab(memoryStorage());
    expect(await bff(new Request(`${origin}/assets/app.js`))).toBeUndefined();
  });
});

describe('mock server: proxy', () => {
  it('forwards orchestration calls with the session token and reporting calls with the API key', async () => {
    const { send, signIn, store } = tab(memoryStorage());
    expect((await send('POST', runPath, { headers: csrf })).status).toBe(401);
    await signIn();
    const run = await send('POST', runPath, { headers: csrf });
    expect(run.status).toBe(200);
    const { id } = (await run.json()) as { id: string };
    const result = await send('GET', `/orchestrator/api/integration/v1/result/${demoRuntimeId}/${id}`, {
      headers: csrf,
    });
    expect(await result.json()).toMatchObject({ _id: id, status: 'PENDENT' });
    const supplier = await send('POST', '/reporting/api/integration/v1/supplier', {
      body: { name: 'Acme', type: 1, hourValue: 10 },
      headers: csrf,
    });
    expect(await supplier.json()).toMatchObject({ idSupplier: 1, name: 'Acme' });

    const received = store.load().receivedRequests;
    const token = store.load().mockSession?.token;
    expect(received.find((r) => r.endpoint === 'runV2')?.authorization).toBe(`Bearer ${token ?? ''}`);
    expect(received.find((r) => r.endpoint === 'supplier')?.apiKey).toBe(store.load().apiKey);
  });

  it('answers 404 for paths outside the endpoint table and for login through the proxy', async () => {
    const { send, signIn } = tab(memoryStorage());
    await signIn();
    expect((await send('GET', '/orchestrator/api/secret', { headers: csrf })).status).toBe(404);
    const login = await send('POST', '/orchestrator/api/user/auth', { headers: csrf, body: demoAccount });
    expect(login.status).toBe(404);
  });

  it('expireSession: the next orchestration call is a 401 and the session is over', async () => {
    const { send, signIn, controls } = tab(memoryStorage());
    await signIn();
    controls.expireSession();
    expect((await send('GET', '/session')).status).toBe(200);
    const refused = await send('POST', runPath, { headers: csrf });
    expect(refused.status).toBe(401);
    expect(await refused.json()).toMatchObject({ status: 401, error: 'Unauthorized' });
    expect((await send('GET', '/session')).status).toBe(401);
  });

  it('setScenario: scenarios switched from the controls reach the proxied calls', async () => {
    const { send, signIn, controls } = tab(memoryStorage());
    await signIn();
    controls.setScenario({ kind: 'server-error', endpoints: ['runV2'] });
    const answer = await send('POST', runPath, { headers: csrf });
    expect(answer.status).toBe(500);
    controls.setScenario(null);
    expect((await send('POST', runPath, { headers: csrf })).status).toBe(200);
  });
});

describe('mock server: persistence', () => {
  it('shares the session and executions between tabs through the storage', async () => {
    const storage = memoryStorage();
    const first = tab(storage);
    await first.signIn();
    const { id } = (await (await first.send('POST', runPath, { headers: csrf })).json()) as { id: string };
    const second = tab(storage);
    expect((await second.send('GET', '/session')).status).toBe(200);
    const result = await second.send(
      'GET',
      `/orchestrator/api/integration/v1/result/${demoRuntimeId}/${id}`,
      { headers: csrf },
    );
    expect(await result.json()).toMatchObject({ _id: id });
  });

  it('replaces a corrupt stored state with a fresh one and warns, without failing the request', async () => {
    const storage = memoryStorage();
    storage.setItem(mockStateKey, '{"version":1,"executions":"oops"}');
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { send } = tab(storage);
    expect((await send('GET', '/session')).status).toBe(401);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/Cannot restore the simulator/));
    expect(JSON.parse(storage.items.get(mockStateKey) ?? '')).toMatchObject({ version: 1, executions: [] });
  });
});
