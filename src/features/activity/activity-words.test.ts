import { describe, expect, it } from 'vitest';
import type { ActivityEntry } from '@/api/workspace';
import { actionLabels, describeDetails, describeTarget } from './activity-words';

const entry = (overrides: Partial<ActivityEntry>): ActivityEntry => ({
  id: 1,
  at: Date.UTC(2030, 5, 1),
  actor: 'ana@example.test',
  action: 'run',
  target: 'invoice-bot on RUNTIME-01',
  details: {},
  ...overrides,
});

const formLabel = (form: string) => (form === 'rpa' ? 'RPA executions' : undefined);

describe('the activity in plain words', () => {
  it('names every action', () => {
    expect(Object.values(actionLabels).every((label) => /^[A-Z][a-z]/.test(label))).toBe(true);
    expect(actionLabels['report-send']).toBe('Sent a reporting record');
  });

  it('says what a run, a delete and a send were about', () => {
    expect(describeDetails(entry({ details: { executionId: 'E7', variables: 2 } }))).toEqual([
      'Execution E7',
      '2 variables',
    ]);
    expect(describeDetails(entry({ details: { executionId: 'E8', variables: 0 } }))).toEqual([
      'Execution E8',
      "The robot's default inputs",
    ]);
    expect(describeDetails(entry({ action: 'delete', details: { inJournal: false } }))).toEqual([
      'Not in the team journal',
    ]);
    expect(describeDetails(entry({ action: 'delete', details: { inJournal: true } }))).toEqual([]);
    const send = entry({ action: 'report-send', target: 'rpa', details: { outcome: 'failed', status: 502 } });
    expect(describeTarget(send, formLabel)).toBe('RPA executions record');
    expect(describeDetails(send)).toEqual(['Not accepted (status 502)']);
    expect(describeDetails({ ...send, details: { outcome: 'sent', status: 201 } })).toEqual([
      'Accepted by the service',
    ]);
  });

  it('says nothing of the session on a sign-in, and shows a fact it does not know as it is', () => {
    expect(describeTarget(entry({ action: 'sign-in', target: 'session' }), formLabel)).toBe('');
    expect(describeTarget(entry({ action: 'report-send', target: 'surveys' }), formLabel)).toBe('surveys');
    expect(describeDetails(entry({ action: 'moved-in', details: { executions: 3, note: null } }))).toEqual([
      'executions: 3',
      'note: —',
    ]);
  });
});
