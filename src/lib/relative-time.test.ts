import { describe, expect, it } from 'vitest';
import { formatRelative } from './relative-time';

const now = Date.UTC(2026, 10, 24, 13, 0, 0);
const minute = 60_000;

describe('formatRelative', () => {
  it('says how long ago in the largest whole unit, in the language given', () => {
    expect(formatRelative(now - 3 * minute, now, 'en')).toBe('3 min. ago');
    expect(formatRelative(now - 3 * minute, now, 'pt-BR')).toBe('há 3 min.');
    expect(formatRelative(now - 150 * minute, now, 'en')).toBe('2 hr. ago');
    expect(formatRelative(now - 26 * 60 * minute, now, 'en')).toBe('yesterday');
    expect(formatRelative(now - 26 * 60 * minute, now, 'pt-BR')).toBe('ontem');
  });

  it('says "<1 min" within a minute, and the future as such', () => {
    expect(formatRelative(now - 51_000, now, 'en')).toBe('<1 min. ago');
    expect(formatRelative(now - 20_000, now, 'pt-BR')).toBe('há <1 min.');
    expect(formatRelative(now, now, 'en')).toBe('<1 min. ago');
    expect(formatRelative(now + 20_000, now, 'pt-BR')).toBe('em <1 min.');
    expect(formatRelative(now + 90 * minute, now, 'en')).toBe('in 1 hr.');
  });
});
