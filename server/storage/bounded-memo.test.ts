import { describe, expect, it } from 'vitest';
import { boundedMemo } from './bounded-memo';

describe('boundedMemo', () => {
  it('keeps at most its size, dropping the oldest answer first', () => {
    const memo = boundedMemo<number>(2);
    memo.set('a', 1);
    memo.set('b', 2);
    memo.set('a', 10);
    expect(memo.get('a')).toBe(10);
    memo.set('c', 3);
    expect([memo.get('a'), memo.get('b'), memo.get('c')]).toEqual([undefined, 2, 3]);
  });
});
