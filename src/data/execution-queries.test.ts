import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { pollingPolicy, pollState } from './execution-queries';
import type { ExecutionResult } from '@/api/schemas';

const now = 10_000_000;
const running: ExecutionResult = {
  _id: 'E1',
  logs: [],
  init: now - 5_000,
  end: null,
  returnValue: null,
  status: 'RUNNING',
  progress: 0.4,
};

describe('pollState', () => {
  it('polls about every 2 s while `end` is null', () => {
    expect(pollState({ data: running, error: null, status: 'success' }, 0, now, now)).toEqual({
      kind: 'polling',
      delayMs: 2_000,
    });
  });

  it('stops when `end` is set, whatever the status', () => {
    const ended = { ...running, status: 'SOMETHING_NEW', end: now };
    expect(pollState({ data: ended, error: null, status: 'success' }, 0, now, now)).toEqual({
      kind: 'ended',
    });
  });

  it('backs off after failures, up to 30 s', () => {
    const failed = {
      data: running,
      error: new ApiError({ kind: 'server', message: 'x', path: '/' }),
      status: 'error',
    };
    expect(pollState(failed, 1, now, now)).toEqual({ kind: 'polling', delayMs: 4_000 });
    expect(pollState(failed, 3, now, now)).toEqual({ kind: 'polling', delayMs: 16_000 });
    expect(pollState(failed, 9, now, now)).toEqual({ kind: 'polling', delayMs: 30_000 });
  });

  it('gives up on a refusal such as 404', () => {
    const error = new ApiError({ kind: 'client', status: 404, message: 'gone', path: '/' });
    expect(pollState({ data: undefined, error, status: 'error' }, 1, now, now)).toEqual({
      kind: 'gave-up',
      reason: 'refused',
    });
  });

  it('keeps polling after a 401 (the session is renewed) or an unreadable answer', () => {
    const unauthorized = new ApiError({ kind: 'unauthorized', status: 401, message: 'x', path: '/' });
    const malformed = new ApiError({ kind: 'unexpected-response', message: 'x', path: '/' });
    expect(pollState({ data: running, error: unauthorized, status: 'error' }, 1, now, now).kind).toBe(
      'polling',
    );
    expect(pollState({ data: running, error: malformed, status: 'error' }, 1, now, now).kind).toBe('polling');
  });

  it('gives up after the maximum duration', () => {
    const old = { ...running, init: now - pollingPolicy.maxDurationMs - 1 };
    expect(pollState({ data: old, error: null, status: 'success' }, 0, now, now)).toEqual({
      kind: 'gave-up',
      reason: 'time-limit',
    });
  });
});
