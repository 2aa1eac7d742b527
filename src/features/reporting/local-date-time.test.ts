import { describe, expect, it } from 'vitest';
import { isoToLocalInput, localInputToIso, parseLocalInput, toLocalInput } from './local-date-time';

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
    expect(localInputToIso('2026-11-22T24:00')).toBeUndefined();
  });

  it('round-trips through the input format', () => {
    const date = new Date(2026, 0, 2, 3, 4);
    expect(toLocalInput(date)).toBe('2026-01-02T03:04');
    expect(isoToLocalInput(date.toISOString())).toBe('2026-01-02T03:04');
    expect(isoToLocalInput('nonsense')).toBe('');
  });
});

// With an explicit time zone, so that these hold whatever zone the machine is in.
describe('processedAt in a given time zone', () => {
  it('converts with the offset the zone has on that date', () => {
    expect(localInputToIso('2026-11-22T14:05', 'Europe/Lisbon')).toBe('2026-11-22T14:05:00.000Z');
    expect(localInputToIso('2026-07-01T14:05', 'Europe/Lisbon')).toBe('2026-07-01T13:05:00.000Z');
    expect(localInputToIso('2026-11-22T14:05:09.5', 'Asia/Kolkata')).toBe('2026-11-22T08:35:09.500Z');
    expect(localInputToIso('2026-11-22T14:05', 'America/Sao_Paulo')).toBe('2026-11-22T17:05:00.000Z');
  });

  it('refuses a time that the spring-forward change skips, and accepts the hour around it', () => {
    // Lisbon goes from 01:00 straight to 02:00 on 29 March 2026.
    expect(parseLocalInput('2026-03-29T01:30', 'Europe/Lisbon')).toEqual({ ok: false, problem: 'skipped' });
    expect(localInputToIso('2026-03-29T00:59', 'Europe/Lisbon')).toBe('2026-03-29T00:59:00.000Z');
    expect(localInputToIso('2026-03-29T02:00', 'Europe/Lisbon')).toBe('2026-03-29T01:00:00.000Z');
    // The hour repeated in autumn exists (twice): it is accepted.
    expect(parseLocalInput('2026-10-25T01:30', 'Europe/Lisbon')).toMatchObject({ ok: true });
  });

  it('keeps the year as typed and accepts only 1970 to 9999', () => {
    // `new Date(26, ...)` would have meant 1926; Chrome gives "0026-..." while a year is typed.
    expect(parseLocalInput('0026-11-22T14:05', 'UTC')).toEqual({ ok: false, problem: 'year' });
    expect(parseLocalInput('1969-12-31T23:59', 'UTC')).toEqual({ ok: false, problem: 'year' });
    expect(localInputToIso('1970-01-01T00:00', 'UTC')).toBe('1970-01-01T00:00:00.000Z');
    expect(localInputToIso('9999-12-31T23:59', 'UTC')).toBe('9999-12-31T23:59:00.000Z');
    expect(parseLocalInput('2026-02-29T10:00', 'UTC')).toEqual({ ok: false, problem: 'invalid' });
  });
});
