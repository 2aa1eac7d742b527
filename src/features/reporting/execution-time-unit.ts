import { executionTimeUnit } from '@/api/spec-gaps';
import type { PlainMessageKey } from '@/i18n/catalog';
import type { Translate } from '@/i18n/i18n-provider';

/**
 * The unit of the RPA record's times (spec §2.8 leaves it open; spec-gaps.ts records our choice), in the
 * app's language. Another choice there does not compile until its word is here.
 */
const unitWords = {
  seconds: 'reporting.unit.seconds',
} as const satisfies Record<typeof executionTimeUnit, PlainMessageKey>;

/** "seconds", "segundos". */
export function timeUnitWord(t: Translate): string {
  return t(unitWords[executionTimeUnit]);
}
