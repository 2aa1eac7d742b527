import { describe, expect, it } from 'vitest';
import {
  followNoteSchema,
  lostReasonSchema,
  notFollowable,
  pausedNoSession,
  readFollowNote,
  readLostReason,
  storedFormsOf,
  storeFollowNote,
  storeLostReason,
  type RecordedLostReason,
} from './follow-reasons';

describe('the follower’s reasons and notes', () => {
  it('stores each code as short text and reads it back as it was', () => {
    const reasons: [RecordedLostReason, string][] = [
      [{ code: 'not-found' }, 'not-found'],
      [{ code: 'time-limit', hours: 12 }, 'time-limit:12'],
      [{ code: 'polling-limit' }, 'polling-limit'],
      [{ code: 'not-followable', id: 'execution', problem: 'slash' }, 'not-followable:execution:slash'],
      [
        { code: 'not-followable', id: 'runtime', problem: 'surrounding-space' },
        'not-followable:runtime:surrounding-space',
      ],
    ];
    for (const [reason, stored] of reasons) {
      expect(storeLostReason(reason)).toBe(stored);
      expect(readLostReason(stored)).toEqual(reason);
      // What the journal API answers, and the browser parses.
      expect(lostReasonSchema.parse(JSON.parse(JSON.stringify(readLostReason(stored))))).toEqual(reason);
    }
    expect(storeFollowNote(pausedNoSession)).toBe('paused-no-session');
    expect(readFollowNote('paused-no-session')).toEqual({ code: 'paused-no-session' });
    expect(followNoteSchema.parse({ code: 'paused-no-session' })).toEqual(pausedNoSession);
  });

  it('reads the English sentences stored before the codes as their codes', () => {
    expect(readLostReason('Not found on its Runtime')).toEqual({ code: 'not-found' });
    expect(readLostReason('No longer followed: it ran past the 12-hour limit')).toEqual({
      code: 'time-limit',
      hours: 12,
    });
    expect(readLostReason('No longer followed: it ran past the polling time limit')).toEqual({
      code: 'polling-limit',
    });
    expect(readLostReason('Not followed: The execution ID cannot contain "/" or "\\".')).toEqual({
      code: 'not-followable',
      id: 'execution',
      problem: 'slash',
    });
    expect(readLostReason('Not followed: The Runtime ID starts or ends with a space; remove it.')).toEqual({
      code: 'not-followable',
      id: 'runtime',
      problem: 'surrounding-space',
    });
    const paused =
      'Paused until someone signs in: the server reads results with a signed-in operator’s session.';
    expect(readFollowNote(paused)).toEqual(pausedNoSession);
    expect(storedFormsOf(pausedNoSession)).toEqual(['paused-no-session', paused]);
  });

  it('reads any other text as text, even text that looks like a code', () => {
    for (const stored of [
      'The service refused to give its result: 500',
      'time-limit:',
      'time-limit:012',
      'time-limit:1.5',
      'not-found:x',
      'not-followable:robot:slash',
      'not-followable:execution:typo',
      'Not found on its runtime',
      '',
    ]) {
      expect(readLostReason(stored)).toEqual({ code: 'text', text: stored });
    }
    expect(readFollowNote('Something new')).toEqual({ code: 'text', text: 'Something new' });
  });

  it('says why ids cannot be followed, the Runtime ID first', () => {
    expect(notFollowable('RUNTIME-01', 'E-1')).toBeUndefined();
    expect(notFollowable('RUNTIME-01', 'a/b')).toEqual({
      code: 'not-followable',
      id: 'execution',
      problem: 'slash',
    });
    expect(notFollowable(' R', '..')).toEqual({
      code: 'not-followable',
      id: 'runtime',
      problem: 'surrounding-space',
    });
  });
});
