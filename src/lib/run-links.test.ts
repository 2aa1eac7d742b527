import { describe, expect, it } from 'vitest';
import {
  onlyRuntime,
  readRunLink,
  runFromExecutionPath,
  runWithRobotPath,
  withoutRunLink,
} from './run-links';

const params = (path: string) => new URLSearchParams(path.slice(path.indexOf('?')));

describe('run links', () => {
  it('name an execution by its Runtime and id, which never hold a "/"', () => {
    const path = runFromExecutionPath({ computerId: 'RUNTIME 01', executionId: 'e&1' });
    expect(path).toBe('/run?from=RUNTIME+01%2Fe%261');
    expect(readRunLink(params(path))).toEqual({
      kind: 'execution',
      computerId: 'RUNTIME 01',
      executionId: 'e&1',
    });
  });

  it('name a catalog robot', () => {
    expect(readRunLink(params(runWithRobotPath('invoice bot')))).toEqual({
      kind: 'robot',
      robotId: 'invoice bot',
    });
  });

  it('name a catalog robot with a Runtime, left out when it cannot be an id', () => {
    expect(readRunLink(params(runWithRobotPath('invoice-bot', 'RUNTIME 01')))).toEqual({
      kind: 'robot',
      robotId: 'invoice-bot',
      computerId: 'RUNTIME 01',
    });
    expect(readRunLink(new URLSearchParams('robot=invoice-bot&runtime=a%2Fb'))).toEqual({
      kind: 'robot',
      robotId: 'invoice-bot',
    });
  });

  it("give the catalog's Runtime only when it has exactly one", () => {
    expect(onlyRuntime([{ computerId: 'R1' }])).toBe('R1');
    expect(onlyRuntime([{ computerId: 'R1' }, { computerId: 'R2' }])).toBeUndefined();
    expect(onlyRuntime([])).toBeUndefined();
  });

  it('say when `from` cannot name an execution', () => {
    for (const from of ['no-slash', '/E1', 'R1/', 'R1/a/b', 'R1/..']) {
      expect(readRunLink(new URLSearchParams({ from }))).toEqual({ kind: 'not-an-execution', value: from });
    }
  });

  it('are absent from other addresses, and leave the other parameters alone when removed', () => {
    expect(readRunLink(new URLSearchParams('robot=%20&x=1'))).toBeUndefined();
    expect(withoutRunLink(new URLSearchParams('from=R%2FE&robot=r&runtime=R1&x=1')).toString()).toBe('x=1');
  });
});
