import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { demoAccount, demoRobots, demoRuntimeId } from '@/mocks/simulator/demo';
import { setupSimulator } from '@/mocks/node/msw-simulator';
import { ApiError } from '@/api/api-error';
import type { ApiClient } from './client';
import { buildPath, endpoints, type EndpointName } from '@/api/endpoints';

const h = setupSimulator({ queueMs: 1000, runMs: 4000 });

const runtime = { computerId: demoRuntimeId };
const variables = [{ name: 'invoice', type: 'text', value: 'INV-7' }];
const rpa = {
  ideaId: 7,
  successExecutionTime: 120,
  alertExecutionTime: 0,
  errorExecutionTime: 5,
  successExecutions: 3,
  alertExecutions: 0,
  errorExecutions: 1,
  processedAt: '2025-01-01T00:00:00.000Z',
};
const volumetry = {
  ideaId: 7,
  successExecutions: 40,
  alertExecutions: 2,
  errorExecutions: 1,
  processedAt: rpa.processedAt,
};

async function queuedExecution(): Promise<string> {
  const token = await h.signIn();
  const id = await h.client.runV2({ ...runtime, robotId: demoRobots.queued });
  h.setToken(token);
  return id;
}

/** One valid call per endpoint; `id` is an existing execution for the two calls that need one. */
const calls: Record<EndpointName, (client: ApiClient, id: string) => Promise<unknown>> = {
  loginV1: (client) => client.loginV1(demoAccount),
  loginV2: (client) => client.loginV2(demoAccount),
  runV1: (client) => client.runV1({ ...runtime, robotId: demoRobots.succeeding }, variables),
  runV1Defaults: (client) => client.runV1Defaults({ ...runtime, robotId: demoRobots.succeeding }),
  runV2: (client) => client.runV2({ ...runtime, robotId: demoRobots.succeeding }, variables),
  executionResult: (client, id) => client.executionResult({ ...runtime, executionId: id }),
  deleteExecution: (client, id) => client.deleteExecution({ ...runtime, executionId: id }),
  rpaRecord: (client) => client.rpaRecord(rpa),
  volumetryRecord: (client) => client.volumetryRecord(volumetry),
  supplier: (client) => client.supplier({ name: 'Acme', type: 1, hourValue: 42.5 }),
  jobPosition: (client) => client.jobPosition({ title: 'Clerk', hourValue: 18 }),
};
const names = Object.keys(calls) as EndpointName[];

async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error: unknown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ApiError)) throw new Error(`expected an ApiError, got ${String(error)}`);
  return error;
}

describe('createApiClient against the simulator: success', () => {
  it('loginV1 yields the JWT without its "Bearer " prefix', async () => {
    const token = await h.client.loginV1(demoAccount);
    expect(token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(h.sim.isTokenValid(token, 'runV2')).toBe(true);
  });

  it('loginV2 yields the token, its type and its lifetime in seconds', async () => {
    const answer = await h.client.loginV2(demoAccount);
    expect(answer).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(h.sim.isTokenValid(answer.access_token, 'runV2')).toBe(true);
  });

  it('sends the password base64-encoded', async () => {
    await h.client.loginV2(demoAccount);
    expect(h.sim.receivedRequests.at(-1)?.body).toEqual({
      username: demoAccount.username,
      password: btoa(demoAccount.password),
    });
  });

  it('runV1 sends the variables and yields the trimmed execution id', async () => {
    await h.signIn();
    const id = await h.client.runV1({ ...runtime, robotId: demoRobots.succeeding }, variables);
    expect(id).toMatch(/^[0-9a-f]{24}$/);
    expect(h.sim.receivedRequests.at(-1)?.body).toEqual({ variables });
    expect(h.sim.executionResult(demoRuntimeId, id)?.status).toBe('PENDENT');
  });

  it('runV1Defaults and runV2 without variables start the robot with its defaults', async () => {
    await h.signIn();
    const first = await h.client.runV1Defaults({ ...runtime, robotId: demoRobots.succeeding });
    const second = await h.client.runV2({ ...runtime, robotId: demoRobots.succeeding });
    expect(first).not.toBe(second);
    expect(h.sim.receivedRequests.at(-1)?.body).toBeNull();
    h.clock.advance(5000);
    const result = await h.client.executionResult({ ...runtime, executionId: second });
    expect(result.returnValue).toMatchObject({ variables: { batch: 'default' } });
  });

  it('executionResult yields the parsed result as it evolves', async () => {
    await h.signIn();
    const id = await h.client.runV2({ ...runtime, robotId: demoRobots.succeeding }, variables);
    expect(await h.client.executionResult({ ...runtime, executionId: id })).toMatchObject({
      _id: id,
      status: 'PENDENT',
      progress: 0,
      end: null,
      returnValue: null,
      logs: [],
    });
    h.clock.advance(5000);
    const ended = await h.client.executionResult({ ...runtime, executionId: id });
    expect(ended).toMatchObject({
      status: 'SUCCESS',
      progress: 1,
      returnValue: { variables: { invoice: 'INV-7' } },
    });
  });

  it('deleteExecution removes a queued execution', async () => {
    const id = await queuedExecution();
    await expect(h.client.deleteExecution({ ...runtime, executionId: id })).resolves.toBeUndefined();
    const error = await failure(h.client.executionResult({ ...runtime, executionId: id }));
    expect(error).toMatchObject({ kind: 'client', status: 404 });
  });

  it('deleteExecution of a started execution is a client error with the reason', async () => {
    await h.signIn();
    const id = await h.client.runV2({ ...runtime, robotId: demoRobots.succeeding });
    h.clock.advance(2000);
    const error = await failure(h.client.deleteExecution({ ...runtime, executionId: id }));
    expect(error).toMatchObject({ kind: 'client', status: 409 });
    expect(error.message).toMatch(/queued/);
  });

  it('rpaRecord, volumetryRecord and jobPosition yield the acknowledgement and send the API key', async () => {
    const ack = { code: 201, status: 'CREATED' };
    expect(await h.client.rpaRecord(rpa)).toMatchObject(ack);
    expect(await h.client.volumetryRecord(volumetry)).toMatchObject(ack);
    expect(await h.client.jobPosition({ title: 'Clerk', hourValue: 18 })).toMatchObject(ack);
    expect(h.sim.rpaRecords).toEqual([rpa]);
    expect(h.sim.volumetryRecords).toEqual([volumetry]);
    expect(h.sim.receivedRequests.map((request) => request.apiKey)).toEqual([
      h.sim.apiKey,
      h.sim.apiKey,
      h.sim.apiKey,
    ]);
  });

  it('supplier yields the stored supplier with its id', async () => {
    expect(await h.client.supplier({ name: 'Acme', type: 2, hourValue: 42.5 })).toEqual({
      idSupplier: 1,
      name: 'Acme',
      type: 2,
      hourValue: 42.5,
      standard: false,
    });
  });
});

describe('createApiClient against the simulator: failures', () => {
  const wrongAccount = { ...demoAccount, password: 'not-the-password' };
  const refused: Record<EndpointName, (client: ApiClient, id: string) => Promise<unknown>> = {
    ...calls,
    loginV1: (client) => client.loginV1(wrongAccount),
    loginV2: (client) => client.loginV2(wrongAccount),
  };

  it.each(names)('%s: 401 is an unauthorized ApiError carrying the spec body', async (name) => {
    const id = await queuedExecution();
    h.setToken(undefined);
    h.setApiKey('wrong-key');
    const error = await failure(refused[name](h.client, id));
    const path = buildPath(endpoints[name].path, {
      ...runtime,
      robotId: demoRobots.succeeding,
      executionId: id,
    });
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401, message: 'Unauthorized', path });
    expect(error.body).toMatchObject({ status: 401, error: 'Unauthorized', message: 'Unauthorized', path });
    expect(error.body?.timestamp).toBe(h.clock.now());
  });

  it('an expired token is refused like a missing one', async () => {
    await h.signIn();
    h.clock.advance(3600 * 1000);
    const error = await failure(h.client.runV2({ ...runtime, robotId: demoRobots.succeeding }));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
  });

  // deleteExecution is left out: its answer has no body, so there is nothing to be malformed.
  const malformedField: Partial<Record<EndpointName, RegExp>> = {
    loginV1: /Bearer <token>/,
    loginV2: /access_token/,
    runV1: /execution id/,
    runV1Defaults: /execution id/,
    runV2: /^Unexpected answer: id/,
    executionResult: /progress/,
    rpaRecord: /code/,
    volumetryRecord: /code/,
    supplier: /idSupplier/,
    jobPosition: /code/,
  };

  it.each(Object.entries(malformedField))(
    '%s: a body of the wrong shape is an unexpected-response ApiError naming the field',
    async (name, field) => {
      const id = await queuedExecution();
      h.sim.setScenario({ kind: 'malformed', endpoints: [name as EndpointName] });
      const error = await failure(calls[name as EndpointName](h.client, id));
      expect(error.kind).toBe('unexpected-response');
      expect(error.status === 200 || error.status === 201).toBe(true);
      expect(error.message).toMatch(field);
    },
  );

  it.each(names)('%s: a failed network is a network ApiError', async (name) => {
    const id = await queuedExecution();
    h.server.use(http.all('*', () => HttpResponse.error()));
    const error = await failure(calls[name](h.client, id));
    expect(error).toMatchObject({ kind: 'network', status: undefined });
  });

  it.each(names)('%s: a 500 with a non-JSON body is a server ApiError', async (name) => {
    const id = await queuedExecution();
    h.sim.setScenario({ kind: 'server-error', endpoints: [name] });
    const error = await failure(calls[name](h.client, id));
    expect(error).toMatchObject({ kind: 'server', status: 500, body: undefined, code: undefined });
    expect(error.message).toMatch(/^500\b/);
  });

  it('an aborted call rejects with the abort, not an ApiError', async () => {
    await h.signIn();
    h.sim.setScenario({ kind: 'slow', delayMs: 5000 });
    const controller = new AbortController();
    const pending = h.client.runV2({ ...runtime, robotId: demoRobots.succeeding }, undefined, {
      signal: controller.signal,
    });
    controller.abort();
    const error: unknown = await pending.catch((reason: unknown) => reason);
    expect(error).not.toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ name: 'AbortError' });
  });
});
