/**
 * A restatement's figures (issue 36): what the analytics product holds for a period plus the record of its
 * late ends, and the record a correction sends. Pure, so both ways the product may keep a second record
 * of a period are tested (spec-gaps.ts, `reportingRecordsAdd`).
 */
import { reportingRecordsAdd } from '../../src/api/spec-gaps';

type Figures = Readonly<Record<string, number | string>>;

/** A field that adds up: every number of a record but the idea's id (`processedAt` is text). */
const addsUp = (key: string, value: unknown): value is number =>
  key !== 'ideaId' && typeof value === 'number';

/**
 * `held` (the record sent, or as corrected since) plus `late`, the same kind of record counted over the
 * late ends alone: the full record now, and the difference per numeric field.
 */
export function restatedFigures(
  held: Figures,
  late: Figures,
): { figures: Record<string, number | string>; difference: Record<string, number> } {
  const figures: Record<string, number | string> = { ...held };
  const difference: Record<string, number> = {};
  for (const [key, value] of Object.entries(held)) {
    if (!addsUp(key, value)) continue;
    const more = late[key];
    difference[key] = typeof more === 'number' ? more : 0;
    figures[key] = value + difference[key];
  }
  return { figures, difference };
}

/**
 * What a correction sends: the difference as a record of the period of its own (its idea and
 * `processedAt`), when the product sums an idea's records; the full figures now when it replaces them.
 */
export function correctionRecord(
  restatement: { readonly figures: Figures; readonly difference: Readonly<Record<string, number>> },
  recordsAdd: boolean = reportingRecordsAdd,
): Record<string, number | string> {
  if (!recordsAdd) return { ...restatement.figures };
  return Object.fromEntries(
    Object.entries(restatement.figures).map(([key, value]) => [
      key,
      addsUp(key, value) ? (restatement.difference[key] ?? 0) : value,
    ]),
  );
}
