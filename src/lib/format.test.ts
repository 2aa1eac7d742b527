import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDuration, formatTime } from './format';

afterEach(() => {
  vi.restoreAllMocks();
});

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
  // Local wall times: whatever the machine's time zone, 14:05:09 local reads 14:05:09.
  const at = new Date(2026, 10, 22, 14, 5, 9);

  it('shows a dash for a value that is not a date', () => {
    expect(formatTime('not a date', 'en')).toBe('—');
    expect(formatDateTime('not a date', 'pt-BR')).toBe('—');
  });

  it('says "at" for today and "on" for another day', () => {
    expect(formatTime(at, 'en', new Date(2026, 10, 22, 23, 59))).toMatch(/^at 02:05\sPM$/);
    expect(formatTime(at, 'pt-BR', new Date(2026, 10, 22, 0, 0))).toBe('at 14:05');
    expect(formatTime(at, 'pt-BR', new Date(2026, 10, 23, 0, 0))).toBe('on 22 de nov. de 2026, 14:05:09');
  });

  it("writes dates in the locale it is given, not the machine's", () => {
    expect(formatDateTime(at, 'pt-BR')).toBe('22 de nov. de 2026, 14:05:09');
    expect(formatDateTime(at, 'en')).toMatch(/^Nov 22, 2026, 2:05:09\sPM$/);
  });

  it("follows the browser's language when no locale is given", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
    expect(formatDateTime(at)).toBe('22 de nov. de 2026, 14:05:09');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(formatDateTime(at)).toMatch(/^Nov 22, 2026/);
  });
});
