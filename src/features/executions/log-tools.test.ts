import { describe, expect, it } from 'vitest';
import { failureMessage } from './failure-message';
import { formatLogEntry, logsAsText } from './format-log';
import { filterLines, levelCounts, noLevel, prepareLines, splitMatches } from './log-filter';

const logs = [
  { date: Date.UTC(2026, 10, 22, 13, 5, 9), level: 'INFO', message: 'Read 3 invoices' },
  'plain line',
  { level: 'error', message: 'Disk full' },
  { step: 3 },
];
const lines = prepareLines(logs.map((entry) => formatLogEntry(entry, 'en', 'UTC')));

describe('the log tools', () => {
  it('count the levels in the order they appear, lines without one together', () => {
    expect(levelCounts(lines)).toEqual([
      ['INFO', 1],
      [noLevel, 2],
      ['error', 1],
    ]);
  });

  it('filter by the levels not hidden and by a search in any case, keeping each line’s place', () => {
    expect(filterLines(lines, new Set(), '')).toBe(lines);
    expect(filterLines(lines, new Set([noLevel]), '').map((l) => l.index)).toEqual([0, 2]);
    expect(filterLines(lines, new Set(), 'DISK').map((l) => l.index)).toEqual([2]);
    expect(filterLines(lines, new Set(), 'error').map((l) => l.index)).toEqual([2]);
    expect(filterLines(lines, new Set(['error']), 'disk')).toEqual([]);
  });

  it('cut a line around what was searched', () => {
    expect(splitMatches('a Disk, a disk', 'disk')).toEqual([
      { text: 'a ', match: false },
      { text: 'Disk', match: true },
      { text: ', a ', match: false },
      { text: 'disk', match: true },
    ]);
    expect(splitMatches('nothing', ' ')).toEqual([{ text: 'nothing', match: false }]);
  });

  it('write the log file with instants in UTC, whatever the page shows', () => {
    expect(logsAsText(logs)).toBe(
      '2026-11-22T13:05:09.000Z INFO Read 3 invoices\nplain line\nerror Disk full\n{"step":3}\n',
    );
  });

  it('find why it failed: the last error line first, then the return value', () => {
    expect(failureMessage({ logs, returnValue: { message: 'ignored' } })).toEqual({
      source: 'log',
      text: 'Disk full',
    });
    const quiet = ['started'];
    expect(failureMessage({ logs: quiet, returnValue: 'Robot crashed' })).toEqual({
      source: 'return-value',
      text: 'Robot crashed',
    });
    expect(failureMessage({ logs: quiet, returnValue: { error: 'RobotError' } })?.text).toBe('RobotError');
    expect(failureMessage({ logs: quiet, returnValue: { error: { message: 'Nested' } } })?.text).toBe(
      'Nested',
    );
    expect(failureMessage({ logs: quiet, returnValue: { code: 7 } })).toBeUndefined();
    expect(failureMessage({ logs: [], returnValue: null })).toBeUndefined();
  });
});
