import { describe, expect, it } from 'vitest';
import type { CatalogRobot } from '@/api/workspace/catalog';
import type { JournalEntry } from '@/api/workspace/journal';
import { emptyRunForm } from './run-form-schema';
import { executionNote, formFromExecution, formWithRobot, isEmptyForm, sameForm } from './run-prefill';

const entry: JournalEntry = {
  computerId: 'RUNTIME-01',
  executionId: 'E1',
  robotId: 'login-bot',
  apiVersion: 'v1',
  variables: [
    { name: 'user', type: 'text', value: 'robot-account' },
    { name: 'password', type: 'text', secret: true },
  ],
  source: 'run',
  startedBy: 'ana@robot-console.test',
  startedAt: 1,
  status: null,
  progress: null,
  init: null,
  end: null,
  ended: false,
  returnValue: null,
  logs: null,
  deletedAt: null,
  deletedBy: null,
  lostReason: null,
  followNote: null,
  updatedAt: 1,
};
const robot: CatalogRobot = {
  robotId: 'login-bot',
  name: 'Login robot',
  description: '',
  variables: [
    { name: 'user', type: 'text', defaultValue: 'x', required: true, secret: false },
    { name: 'password', type: 'text', defaultValue: '', required: false, secret: true },
  ],
  ideaId: null,
  documentsFrom: null,
  manualMinutes: null,
  version: 1,
  updatedAt: 1,
  updatedBy: 'ana@robot-console.test',
};

describe('what a run link puts in the form', () => {
  it('is the execution’s inputs, a secret left empty and required', () => {
    expect(formFromExecution(entry, [robot])).toEqual({
      computerId: 'RUNTIME-01',
      robotId: 'login-bot',
      apiVersion: 'v1',
      variables: [
        { name: 'user', type: 'text', value: 'robot-account', required: true },
        { name: 'password', type: 'text', value: '', required: true },
      ],
    });
    expect(executionNote(entry)).toEqual({
      kind: 'execution',
      executionId: 'E1',
      startedBy: 'ana@robot-console.test',
      inputsKnown: true,
      secrets: ['password'],
    });
  });

  it('adds, to be filled in, a variable the catalog requires that the execution did not send', () => {
    const tenant = { name: 'tenant', type: 'text', defaultValue: 'x', required: true, secret: false };
    const now = { ...robot, variables: [...robot.variables, tenant] };
    expect(formFromExecution(entry, [now]).variables).toEqual([
      { name: 'user', type: 'text', value: 'robot-account', required: true },
      { name: 'password', type: 'text', value: '', required: true },
      { name: 'tenant', type: 'text', value: 'x', required: true },
    ]);
  });

  it('is the Runtime, the robot and its template for one tracked by id', () => {
    const tracked = { ...entry, source: 'track' as const, apiVersion: null, variables: null };
    expect(formFromExecution(tracked, [robot])).toMatchObject({
      apiVersion: 'v2',
      variables: [
        { name: 'user', value: 'x', required: true },
        { name: 'password', value: '', required: false },
      ],
    });
    expect(formFromExecution(tracked, []).variables).toEqual([]);
    expect(executionNote(tracked)).toMatchObject({ inputsKnown: false, secrets: [] });
  });

  it('keeps the rest of the form when it picks a robot, and its variables when the robot is unknown', () => {
    const typed = {
      ...emptyRunForm,
      computerId: 'R',
      variables: [{ name: 'a', type: 'text', value: '1', required: false }],
    };
    expect(formWithRobot(typed, 'login-bot', robot)).toMatchObject({ computerId: 'R', robotId: 'login-bot' });
    expect(formWithRobot(typed, 'ghost', undefined)).toEqual({ ...typed, robotId: 'ghost' });
  });

  it('compares forms field by field', () => {
    expect(isEmptyForm(emptyRunForm)).toBe(true);
    expect(isEmptyForm({ ...emptyRunForm, apiVersion: 'v1' })).toBe(false);
    const filled = formFromExecution(entry, [robot]);
    expect(sameForm(filled, structuredClone(filled))).toBe(true);
    expect(sameForm(filled, { ...filled, variables: filled.variables.slice(1) })).toBe(false);
  });
});
