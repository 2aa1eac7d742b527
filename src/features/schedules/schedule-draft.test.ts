import { describe, expect, it } from 'vitest';
import { draftOf } from './schedule-draft';
import { newScheduleValues } from './schedule-form-values';

describe("a new schedule's draft", () => {
  it('keeps everything typed but the values of secret variables', () => {
    const typed = {
      ...newScheduleValues('America/Sao_Paulo'),
      name: 'Payroll',
      variables: [
        { name: 'batch', value: 'NOV', secret: false, stored: false },
        { name: 'password', value: 'hunter2', secret: true, stored: false },
      ],
    };
    expect(draftOf(typed)).toEqual({
      ...typed,
      variables: [
        { name: 'batch', value: 'NOV', secret: false, stored: false },
        { name: 'password', value: '', secret: true, stored: false },
      ],
    });
  });
});
