import { describe, expect, it } from 'vitest';
import { formatDateTime, formatDuration, formatTime } from './format';

describe('formatDuration', () => {
  it.each([
    [0, '0 s'],
    [12_900, '12 s'],
    [185_000, '3 min 05 s'],
    [3_720_000, '1 h 02 min'],
  ])('%d ms reads %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });

  it('shows a dash for a negative or unknown duration', () => {
    expect(formatDuration(-1)).toBe('—');
    expect(formatDuration(Number.NaN)).toBe('—');
  });
});

describe('dates', () => {
  it('shows a dash for a value that is not a date', () => {
    expect(formatTime('not a date')).toBe('—');
    expect(formatDateTime('not a date')).toBe('—');
  });

  it('says "at" for today and "on" for another day', () => {
    expect(formatTime(new Date())).toMatch(/^at /);
    expect(formatTime('2020-01-02T03:04:05Z')).toMatch(/^on /);
  });
});
