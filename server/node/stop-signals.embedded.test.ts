import { describe, expect, it } from 'vitest';
import { stopStep } from './stop-signals';

describe('the stop signals', () => {
  it('drain on the first, keep draining on the second (perhaps npm relaying it), cut off from the third', () => {
    expect([1, 2, 3, 4].map(stopStep)).toEqual(['drain', 'keep-draining', 'cut-off', 'cut-off']);
  });
});
