import { describe, expect, it } from 'vitest';
import { lookupEndpoint } from './endpoints';
import { idProblem, idProblemMessage, maxIdLength } from './ids';

describe('ids', () => {
  it.each([
    ['', 'blank'],
    ['   ', 'blank'],
    ['.', 'dot-segment'],
    ['..', 'dot-segment'],
    ['a/b', 'slash'],
    ['a\\b', 'slash'],
    ['a\u0000b', 'control-character'],
    ['tab\there', 'control-character'],
    [' RUNTIME-01', 'surrounding-space'],
    ['x'.repeat(maxIdLength + 1), 'too-long'],
  ])('refuses %j (%s)', (value, problem) => {
    expect(idProblem(value)).toBe(problem);
  });

  it.each([
    'RUNTIME-01',
    'invoice bot',
    '65f1c0de0000000000000001',
    'ação',
    '.hidden',
    'x'.repeat(maxIdLength),
  ])('accepts %j', (value) => {
    expect(idProblem(value)).toBeUndefined();
  });

  it('is the rule of the server allow-list too: an id the form accepts always finds its endpoint', () => {
    const path = (id: string) => `/api/integration/v1/result/${encodeURIComponent(id)}/E1`;
    expect(lookupEndpoint('GET', path('invoice bot')).kind).toBe('match');
    expect(lookupEndpoint('GET', path('..')).kind).toBe('not-found');
    expect(lookupEndpoint('GET', path('x'.repeat(maxIdLength + 1))).kind).toBe('not-found');
  });

  it('says what is wrong in words', () => {
    expect(idProblemMessage('slash', 'the Runtime ID')).toBe('The Runtime ID cannot contain "/" or "\\".');
    expect(idProblemMessage('blank', 'the Robot ID')).toBe('Enter the Robot ID.');
  });
});
