import { describe, expect, it } from 'vitest';
import type { JournalEntry } from '@/api/workspace/journal';
import { wantsNotice } from './end-notice-preferences';

const ended = (startedBy: string, status: string): JournalEntry => ({
  computerId: 'RUNTIME-01',
  executionId: `${startedBy}-${status}`,
  robotId: 'invoice-bot',
  apiVersion: 'v2',
  variables: null,
  source: 'run',
  startedBy,
  startedAt: 0,
  status,
  progress: 1,
  init: 0,
  end: 1,
  ended: true,
  returnValue: null,
  logs: [],
  deletedAt: null,
  deletedBy: null,
  lostReason: null,
  followNote: null,
  updatedAt: 1,
});

describe('which ends an operator hears about', () => {
  const me = 'ana@example.test';
  const runs = [
    ended(me, 'SUCCESS'),
    ended(me, 'ERROR'),
    ended('bia@example.test', 'SUCCESS'),
    ended('bia@example.test', 'ERROR'),
  ];
  const heard = (scope: 'mine' | 'all' | 'failures') =>
    runs.filter((run) => wantsNotice(run, me, scope)).map((run) => run.executionId);

  it('hears of their own runs by default, whatever the outcome', () => {
    expect(heard('mine')).toEqual([`${me}-SUCCESS`, `${me}-ERROR`]);
  });

  it('hears of every run of the team, or of the team’s failures only', () => {
    expect(heard('all')).toHaveLength(4);
    expect(heard('failures')).toEqual([`${me}-ERROR`, 'bia@example.test-ERROR']);
  });
});
