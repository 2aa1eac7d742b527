import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso, toLocalInput } from './local-date-time';

describe('processedAt conversion', () => {
  it('sends a local date and time as UTC with milliseconds and Z', () => {
    const local = new Date(2026, 10, 22, 14, 5, 0, 0);
    expect(localInputToIso('2026-11-22T14:05')).toBe(local.toISOString());
    expect(localInputToIso('2026-11-22T14:05')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
  });

  it('keeps seconds when the input has them', () => {
    expect(localInputToIso('2026-11-22T14:05:09')).toBe(new Date(2026, 10, 22, 14, 5, 9).toISOString());
  });

  it('refuses what is not a calendar date and time', () => {
    expect(localInputToIso('')).toBeUndefined();
    expect(localInputToIso('2026-02-31T10:00')).toBeUndefined();
    expect(localInputToIso('22/11/2026 14:05')).toBeUndefined();
  });

  it('round-trips through the input format', () => {
    const date = new Date(2026, 0, 2, 3, 4);
    expect(toLocalInput(date)).toBe('2026-01-02T03:04');
    expect(isoToLocalInput(date.toISOString())).toBe('2026-01-02T03:04');
    expect(isoToLocalInput('nonsense')).toBe('');
  });
});
