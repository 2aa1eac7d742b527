import { describe, expect, it } from 'vitest';
import { formatLogEntry } from './format-log';

describe('formatLogEntry', () => {
  it('shows a string as it is', () => {
    expect(formatLogEntry('Robot started')).toEqual({
      time: undefined,
      level: undefined,
      text: 'Robot started',
    });
  });

  it('shows an object with a message as a timestamped line with its level', () => {
    const line = formatLogEntry({
      date: Date.UTC(2026, 10, 22, 13, 5, 9),
      level: 'INFO',
      message: 'Read 3 invoices',
    });
    expect(line.text).toBe('Read 3 invoices');
    expect(line.level).toBe('INFO');
    expect(line.time).toMatch(/\d{2}.\d{2}.\d{2}/);
  });

  it('writes the time the way the language does, in the zone asked for', () => {
    const entry = { date: Date.UTC(2026, 10, 22, 13, 5, 9), message: 'x' };
    expect(formatLogEntry(entry, 'pt-BR', 'UTC').time).toBe('13:05:09');
    expect(formatLogEntry(entry, 'en', 'UTC').time).toBe('01:05:09 PM');
  });

  it('leaves the time out when the date cannot be read', () => {
    expect(formatLogEntry({ date: 'yesterday-ish', message: 'x' }).time).toBeUndefined();
  });

  it('shows any other shape as JSON', () => {
    expect(formatLogEntry({ step: 3, ok: true }).text).toBe('{"step":3,"ok":true}');
    expect(formatLogEntry(42).text).toBe('42');
    expect(formatLogEntry(null).text).toBe('null');
  });
});
