import { describe, expect, it } from 'vitest';
import { matches, typedExecution } from './palette-search';

describe('the palette', () => {
  it('matches every word typed, in any order, without case or accents', () => {
    expect(matches('exec robo', { label: 'Executar um robô' })).toBe(true);
    expect(matches('ROBÔ', { label: 'Run invoice', description: 'robo-1' })).toBe(true);
    expect(matches('queue catalog', { label: 'Queue' })).toBe(false);
    expect(matches('  ', { label: 'Queue' })).toBe(true);
  });

  it('reads "Runtime/execution id" as an execution to open, and only ids that can work', () => {
    expect(typedExecution(' RUNTIME-01/abc-123 ')).toEqual({
      computerId: 'RUNTIME-01',
      executionId: 'abc-123',
    });
    expect(typedExecution('abc-123')).toBeUndefined();
    expect(typedExecution('RUNTIME-01/..')).toBeUndefined();
    expect(typedExecution('a/b/c')).toBeUndefined();
    expect(typedExecution('/abc')).toBeUndefined();
  });
});
