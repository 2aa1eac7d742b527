// @vitest-environment happy-dom
// The browser's storage and languages, which Node has not.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatDateTime, formatDuration, formatTime, shortId, timeZoneChoiceStore } from './format';

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
  // 14:05:09 in São Paulo (UTC−3, no summer time since 2019), given as an instant.
  const at = new Date(Date.UTC(2026, 10, 22, 17, 5, 9));
  const saoPaulo = 'America/Sao_Paulo';

  it('shows a dash for a value that is not a date', () => {
    expect(formatTime('not a date', 'en')).toBe('—');
    expect(formatDateTime('not a date', 'pt-BR')).toBe('—');
  });

  it('says the zone of every time, in the words of the language', () => {
    expect(formatDateTime(at, 'pt-BR', saoPaulo)).toBe('22 de nov. de 2026, 14:05:09 BRT');
    expect(formatDateTime(at, 'en', saoPaulo)).toMatch(/^Nov 22, 2026, 2:05:09\sPM GMT-3$/);
    expect(formatDateTime(at, 'pt-BR', 'UTC')).toBe('22 de nov. de 2026, 17:05:09 UTC');
  });

  it('says "at" for today and "on" for another day, today being in the zone the time is told in', () => {
    const lateThatDay = new Date(Date.UTC(2026, 10, 23, 2, 0)); // 23:00 in São Paulo, the 23rd in UTC
    expect(formatTime(at, 'en', lateThatDay, saoPaulo)).toMatch(/^at 02:05\sPM GMT-3$/);
    expect(formatTime(at, 'pt-BR', lateThatDay, saoPaulo)).toBe('às 14:05 BRT');
    expect(formatTime(at, 'pt-BR', lateThatDay, 'UTC')).toBe('em 22 de nov. de 2026, 17:05:09 UTC');
  });

  it("tells times in UTC once the operator chooses it, in the browser's language otherwise", () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['pt-BR', 'en']);
    timeZoneChoiceStore.set('utc');
    expect(formatDateTime(at)).toBe('22 de nov. de 2026, 17:05:09 UTC');
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    expect(formatDateTime(at)).toMatch(/^Nov 22, 2026, 5:05:09\sPM UTC$/);
  });
});

describe('shortId', () => {
  it('keeps the start and the end of a long id, so that ids differing only at one end read apart', () => {
    expect(shortId('6b09569500000000000000003')).toBe('6b0956…0003');
    expect(shortId('6b09569500000000000000004')).toBe('6b0956…0004');
    expect(shortId('job-a-0000000000000000-tail')).not.toBe(shortId('job-b-0000000000000000-tail'));
  });

  it('leaves a short id whole', () => {
    expect(shortId('E9')).toBe('E9');
    expect(shortId('abcdef-12345')).toBe('abcdef-12345');
  });

  it('never cuts a character in half', () => {
    expect(shortId('😀😀😀😀😀😀-middle-part-😀😀😀😀')).toBe('😀😀😀😀😀😀…😀😀😀😀');
  });
});
