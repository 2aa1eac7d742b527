import { describe, expect, it } from 'vitest';
import { scheduleSchema, type Schedule } from '@/api/workspace/schedules';
import { savedSettings } from '@/data/workspace-queries';
import { createBody, newScheduleValues, patchBody, scheduleValues } from './schedule-form-values';

const saved: Schedule = scheduleSchema.parse({
  id: '5d0c3c57-5b0e-4a8f-9a53-1f0d3a1c2b11',
  name: 'Invoices at seven',
  runtimeId: 'RUNTIME-01',
  robotId: 'invoice-bot',
  apiVersion: 'v2',
  variables: [
    { name: 'batch', value: 'NOV', secret: false },
    { name: 'password', value: null, secret: true },
  ],
  cron: '0 7 * * *',
  timeZone: 'America/Sao_Paulo',
  skipWeekends: true,
  holidays: 'BR',
  onSkippedDay: 'skip',
  startsOn: null,
  endsOn: null,
  overlap: 'skip',
  catchUpMinutes: 15,
  paused: false,
  pauseNote: null,
  secretsUnreadable: false,
  owner: 'ana@example.test',
  version: 3,
  updatedBy: 'ana@example.test',
  updatedAt: 0,
  nextFires: [],
  lastFire: null,
});

describe('what the form sends', () => {
  it('sends a new schedule’s required fields and only the others changed from the server’s defaults', () => {
    const values = {
      ...newScheduleValues('UTC'),
      name: ' Nightly ',
      runtimeId: 'RUNTIME-01',
      robotId: 'night-bot',
      when: { ...newScheduleValues('UTC').when, kind: 'business-days' as const, time: '22:00' },
      skipWeekends: true,
      overlap: 'allow' as const,
      variables: [
        { name: 'token', value: 's3cret', secret: true, stored: false },
        { name: 'mode', value: 'full', secret: false, stored: false },
      ],
    };
    expect(createBody(values)).toEqual({
      name: 'Nightly',
      runtimeId: 'RUNTIME-01',
      robotId: 'night-bot',
      cron: '0 22 * * *',
      timeZone: 'UTC',
      skipWeekends: true,
      overlap: 'allow',
      variables: [
        { name: 'token', value: 's3cret', secret: true },
        { name: 'mode', value: 'full' },
      ],
    });
  });

  it('sends a change as every setting, with the version it was made from', () => {
    const values = scheduleValues(saved);
    const unchanged = patchBody(values, saved);
    expect(unchanged).toEqual({ ...savedSettings(saved), version: 3 });
    // Nothing of a setting the operator did not touch is left for the server to default.
    expect(unchanged).toMatchObject({ skipWeekends: true, holidays: 'BR', catchUpMinutes: 15 });
    expect(patchBody({ ...values, paused: true, pauseNote: 'Audit week' }, saved)).toEqual({
      ...savedSettings(saved),
      paused: true,
      pauseNote: 'Audit week',
      version: 3,
    });
  });

  it('applies the operator’s changes onto a newer version when they keep them over someone’s', () => {
    const theirs: Schedule = { ...saved, version: 4, catchUpMinutes: 30, updatedBy: 'bia@example.test' };
    const values = { ...scheduleValues(saved), name: 'Invoices at eight' };
    expect(patchBody(values, saved, theirs)).toEqual({
      ...savedSettings(theirs),
      name: 'Invoices at eight',
      version: 4,
    });
  });

  it('keeps a saved secret: its field starts empty and is sent empty, which the server reads as "keep"', () => {
    const values = scheduleValues(saved);
    expect(values.variables[1]).toEqual({ name: 'password', value: '', secret: true, stored: true });
    const added = {
      ...values,
      variables: [...values.variables, { name: 'extra', value: '1', secret: false, stored: false }],
    };
    expect(patchBody(added, saved).variables).toEqual([
      { name: 'batch', value: 'NOV', secret: false },
      { name: 'password', value: '', secret: true },
      { name: 'extra', value: '1', secret: false },
    ]);
  });
});
