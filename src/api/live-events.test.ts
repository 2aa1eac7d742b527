import { describe, expect, it } from 'vitest';
import { isFailureStatus, parseLiveEvent, parseLiveId } from './live-events';

const entry = {
  computerId: 'RUNTIME-01',
  executionId: 'E1',
  robotId: 'invoice-bot',
  apiVersion: 'v2',
  variables: null,
  source: 'run',
  startedBy: 'ana@example.com',
  startedAt: 1,
  status: 'RUNNING',
  progress: 0.5,
  init: 1,
  end: null,
  ended: false,
  returnValue: null,
  logs: [],
  deletedAt: null,
  deletedBy: null,
  lostReason: null,
  followNote: null,
  updatedAt: 2,
};

describe('the live stream contract', () => {
  it('reads each event the server sends', () => {
    expect(parseLiveEvent({ event: 'ready', data: '{"resumed":false}', id: '41' })).toEqual({
      type: 'ready',
      resumed: false,
      id: 41,
    });
    expect(parseLiveEvent({ event: 'execution', data: JSON.stringify(entry), id: '42' })).toEqual({
      type: 'execution',
      id: 42,
      entry,
    });
    expect(parseLiveEvent({ event: 'reset', data: '{"reason":"too-many"}', id: '900' })).toEqual({
      type: 'reset',
      id: 900,
      reason: 'too-many',
    });
    expect(parseLiveEvent({ event: 'closing', data: '{"reason":"signed-out"}' })).toEqual({
      type: 'closing',
      reason: 'signed-out',
    });
  });

  it('skips what it cannot read rather than failing: other events, bad JSON, a change without its number', () => {
    expect(parseLiveEvent({ event: 'message', data: '{}' })).toBeUndefined();
    expect(parseLiveEvent({ event: 'execution', data: '{not json', id: '1' })).toBeUndefined();
    expect(parseLiveEvent({ event: 'execution', data: JSON.stringify(entry) })).toBeUndefined();
    expect(
      parseLiveEvent({ event: 'execution', data: JSON.stringify({ ...entry, ended: 'no' }), id: '1' }),
    ).toBeUndefined();
    expect(parseLiveEvent({ event: 'reset', data: '{"reason":"because"}', id: '1' })).toBeUndefined();
  });

  it('takes only change numbers as ids', () => {
    expect(parseLiveId(' 17 ')).toBe(17);
    expect(parseLiveId('-1')).toBeUndefined();
    expect(parseLiveId('1e3')).toBeUndefined();
    expect(parseLiveId('')).toBeUndefined();
    expect(parseLiveId(null)).toBeUndefined();
  });

  it('counts error and alert statuses as failures, in any case, and nothing else', () => {
    expect(['ERROR', 'failed', 'Failure', 'ALERT', 'warning'].map(isFailureStatus)).toEqual([
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(['SUCCESS', 'CANCELED', 'RUNNING', 'SOMETHING', null].map(isFailureStatus)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});
