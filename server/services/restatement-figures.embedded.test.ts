/**
 * A restatement's figures and its correction's record (restatement-figures.ts), for both ways the analytics
 * product may keep a second record of a period (spec-gaps.ts, `reportingRecordsAdd`).
 */
import { describe, expect, it } from 'vitest';
import { correctionRecord, restatedFigures } from './restatement-figures';

const processedAt = '2030-06-04T03:00:00.000Z';
const held = { ideaId: 31, successExecutions: 2, successExecutionTime: 180, errorExecutions: 1, processedAt };
const late = {
  ideaId: 31,
  successExecutions: 1,
  successExecutionTime: 5400,
  errorExecutions: 0,
  processedAt,
};

describe("a restatement's figures", () => {
  it('adds the late ends to what the product holds, never touching the idea or the period', () => {
    expect(restatedFigures(held, late)).toEqual({
      figures: {
        ideaId: 31,
        successExecutions: 3,
        successExecutionTime: 5580,
        errorExecutions: 1,
        processedAt,
      },
      difference: { successExecutions: 1, successExecutionTime: 5400, errorExecutions: 0 },
    });
  });

  it('corrects with the difference when the product sums records, with the figures now when it replaces', () => {
    const restatement = restatedFigures(held, late);
    expect(correctionRecord(restatement, true)).toEqual({
      ideaId: 31,
      successExecutions: 1,
      successExecutionTime: 5400,
      errorExecutions: 0,
      processedAt,
    });
    expect(correctionRecord(restatement, false)).toEqual(restatement.figures);
  });
});
