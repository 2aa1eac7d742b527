import { describe, expect, it } from 'vitest';
import { demoAccount, demoRobots, demoRuntimeId, queuedBotQueueMs } from './demo';
import { readJwtClaims } from './jwt';
import { createTestClock, testEpoch } from '../node/msw-simulator';
import { Simulator } from './simulator';

const timing = { queueMs: 1000, runMs: 4000 };

function setup() {
  const clock = createTestClock();
  const sim = new Simulator({ ...timing, now: clock.now });
  return { clock, sim };
}

describe('Simulator: execution lifecycle over the clock', () => {
  it('is PENDENT, then RUNNING with growing progress and logs, then SUCCESS with an end and a returnValue', () => {
    const { clock, sim } = setup();
    const variables = [{ name: 'invoice', type: 'text', value: 'INV-7' }];
    const id = sim.startExecution(demoRuntimeId, demoRobots.succeeding, variables);

    expect(sim.executionResult(demoRuntimeId, id)).toEqual({
      _id: id,
      init: testEpoch,
      logs: [],
      end: null,
      returnValue: null,
      status: 'PENDENT',
      progress: 0,
    });

    clock.advance(1000 + 1000);
    const early = sim.executionResult(demoRuntimeId, id);
    clock.advance(2000);
    const late = sim.executionResult(demoRuntimeId, id);
    expect(early).toMatchObject({ status: 'RUNNING', progress: 0.25, end: null, returnValue: null });
    expect(late).toMatchObject({ status: 'RUNNING', progress: 0.75, end: null });
    expect(late?.logs.length).toBeGreaterThan(early?.logs.length ?? Infinity);
    expect(early?.logs[0]).toEqual({
      date: testEpoch + 1000,
      level: 'INFO',
      message: `Robot ${demoRobots.succeeding} started on ${demoRuntimeId}`,
    });
    expect(late?.logs.some((line) => typeof line === 'string')).toBe(true);

    clock.advance(1000);
    const ended = sim.executionResult(demoRuntimeId, id);
    expect(ended).toMatchObject({ status: 'SUCCESS', progress: 1, end: testEpoch + 5000, init: testEpoch });
    expect(ended?.returnValue).toMatchObject({
      robot: demoRobots.succeeding,
      variables: { invoice: 'INV-7' },
    });
  });

  it.each([
    ['the failing robot', demoRobots.failing, null],
    ['a fail=true variable', demoRobots.succeeding, [{ name: 'fail', type: 'text', value: 'true' }]],
  ])('ends with ERROR and an error message for %s', (_, robot, variables) => {
    const { clock, sim } = setup();
    const id = sim.startExecution(demoRuntimeId, robot, variables);
    clock.advance(5000);
    const ended = sim.executionResult(demoRuntimeId, id);
    expect(ended).toMatchObject({ status: 'ERROR', progress: 1, end: testEpoch + 5000 });
    expect(JSON.stringify(ended?.returnValue)).toMatch(/"message":"Robot [\w-]+ failed/);
    expect(ended?.logs.at(-1)).toMatchObject({ level: 'ERROR' });
  });

  it('keeps the queued robot PENDENT for ten minutes', () => {
    const { clock, sim } = setup();
    const id = sim.startExecution(demoRuntimeId, demoRobots.queued, null);
    clock.advance(queuedBotQueueMs - 1);
    expect(sim.executionResult(demoRuntimeId, id)?.status).toBe('PENDENT');
    clock.advance(1);
    expect(sim.executionResult(demoRuntimeId, id)?.status).toBe('RUNNING');
  });

  it('knows an execution only on the Runtime that ran it', () => {
    const { sim } = setup();
    const id = sim.startExecution(demoRuntimeId, demoRobots.succeeding, null);
    expect(sim.executionResult('RUNTIME-02', id)).toBeUndefined();
  });

  it('deletes an execution only while it is queued', () => {
    const { clock, sim } = setup();
    const queued = sim.startExecution(demoRuntimeId, demoRobots.succeeding, null);
    const started = sim.startExecution(demoRuntimeId, demoRobots.succeeding, null);
    expect(sim.deleteExecution(demoRuntimeId, queued)).toBe('deleted');
    expect(sim.executionResult(demoRuntimeId, queued)).toBeUndefined();
    expect(sim.deleteExecution(demoRuntimeId, queued)).toBe('not-found');
    clock.advance(1000);
    expect(sim.deleteExecution(demoRuntimeId, started)).toBe('not-queued');
    expect(sim.executionResult(demoRuntimeId, started)?.status).toBe('RUNNING');
  });
});

describe('Simulator: tokens', () => {
  it('issues a JWT-shaped token with sub, iat and exp in seconds, valid until it expires', () => {
    const { clock, sim } = setup();
    expect(sim.login(demoAccount.username, 'wrong')).toBeUndefined();
    const issued = sim.login(demoAccount.username, demoAccount.password);
    if (issued === undefined) throw new Error('the demo account was refused');
    expect(readJwtClaims(issued.token)).toMatchObject({
      sub: demoAccount.username,
      iat: testEpoch / 1000,
      exp: testEpoch / 1000 + 3600,
    });
    expect(sim.isTokenValid(issued.token, 'runV2')).toBe(true);
    clock.advance(3600 * 1000);
    expect(sim.isTokenValid(issued.token, 'runV2')).toBe(false);
  });

  it('accepts the accounts it is given, names without case, each with its own password only', () => {
    const sim = new Simulator({ accounts: [{ username: 'ana@example.com', password: 'a' }] });
    expect(sim.login('Ana@Example.com', 'a')).toBeDefined();
    expect(sim.login('ana@example.com', 'b')).toBeUndefined();
    expect(sim.login(demoAccount.username, demoAccount.password)).toBeUndefined();
  });

  it('refuses a token it did not issue and one that was revoked', () => {
    const { sim } = setup();
    const issued = sim.login(demoAccount.username, demoAccount.password);
    if (issued === undefined) throw new Error('the demo account was refused');
    expect(sim.isTokenValid(`${issued.token}x`, 'runV2')).toBe(false);
    sim.revokeToken(issued.token);
    expect(sim.isTokenValid(issued.token, 'runV2')).toBe(false);
  });

  it('treats every token as expired under the expired-token scenario, for the listed endpoints only', () => {
    const { sim } = setup();
    const issued = sim.login(demoAccount.username, demoAccount.password);
    if (issued === undefined) throw new Error('the demo account was refused');
    sim.setScenario({ kind: 'expired-token', endpoints: ['executionResult'] });
    expect(sim.isTokenValid(issued.token, 'executionResult')).toBe(false);
    expect(sim.isTokenValid(issued.token, 'runV2')).toBe(true);
    sim.setScenario(null);
    expect(sim.isTokenValid(issued.token, 'executionResult')).toBe(true);
  });
});

describe('Simulator: reporting records', () => {
  it('creates suppliers with incremental ids and edits one sent again under the same name in any case', () => {
    const { sim } = setup();
    expect(sim.upsertSupplier({ name: 'Acme', type: 1, hourValue: 10 })).toEqual({
      idSupplier: 1,
      name: 'Acme',
      type: 1,
      hourValue: 10,
      standard: false,
    });
    expect(sim.upsertSupplier({ name: 'Globex', type: 3, hourValue: 20 }).idSupplier).toBe(2);
    expect(sim.upsertSupplier({ name: ' ACME ', type: 2, hourValue: 12.5 })).toEqual({
      idSupplier: 1,
      name: 'ACME',
      type: 2,
      hourValue: 12.5,
      standard: false,
    });
    expect(sim.suppliers.map((supplier) => supplier.idSupplier)).toEqual([1, 2]);
  });

  it('upserts job positions by title', () => {
    const { sim } = setup();
    expect(sim.upsertJobPosition({ title: 'Clerk', hourValue: 18 })).toBe('created');
    expect(sim.upsertJobPosition({ title: 'clerk', hourValue: 19 })).toBe('updated');
    expect(sim.jobPositions).toEqual([{ title: 'clerk', hourValue: 19 }]);
  });
});

describe('Simulator: snapshot and restore', () => {
  it('restores executions, suppliers, tokens and scenarios from a snapshot as JSON text', () => {
    const { clock, sim } = setup();
    const id = sim.startExecution(demoRuntimeId, demoRobots.succeeding, null);
    sim.upsertSupplier({ name: 'Acme', type: 1, hourValue: 10 });
    const issued = sim.login(demoAccount.username, demoAccount.password);
    sim.setScenario({ kind: 'slow', delayMs: 10 });
    const copy = new Simulator({ ...timing, now: clock.now });
    copy.restore(JSON.stringify(sim.snapshot()));
    clock.advance(5000);
    expect(copy.executionResult(demoRuntimeId, id)?.status).toBe('SUCCESS');
    expect(copy.upsertSupplier({ name: 'Other', type: 1, hourValue: 1 }).idSupplier).toBe(2);
    expect(copy.isTokenValid(issued?.token ?? '', 'runV2')).toBe(true);
    expect(copy.scenarios).toEqual([{ kind: 'slow', delayMs: 10 }]);
    expect(copy.startExecution(demoRuntimeId, 'x', null)).not.toBe(id);
  });

  it.each([
    ['text that is not JSON', '{not json', /not JSON/],
    [
      'a state of the wrong shape',
      { version: 1, executions: 'many' },
      /Cannot restore the simulator: sequence/,
    ],
    ['a state of another version', { version: 2 }, /version/],
  ])('throws a clear error for %s and keeps its state', (_, corrupt, message) => {
    const { sim } = setup();
    sim.upsertSupplier({ name: 'Acme', type: 1, hourValue: 10 });
    expect(() => sim.restore(corrupt)).toThrow(message);
    expect(sim.suppliers).toHaveLength(1);
  });
});
