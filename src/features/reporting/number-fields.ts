/**
 * The two kinds of number the reporting forms take, each read by one function (locale-number.ts) and
 * refused with a message in the app's language that uses the locale's own separators. The inputs hold
 * the text as typed; the schemas give the number that is sent.
 */
import { z } from '@/api/zod';
import { ideaIdAcceptsNegative, reportingNumberLimits } from '@/api/spec-gaps';
import type { Translate } from '@/i18n/i18n-provider';
import {
  formatWholeNumber,
  readDecimal,
  readWholeNumber,
  separatorsOf,
  type NumberProblem,
  type NumberReading,
} from './locale-number';

const { integerMax, hourValueBelow, hourValueDecimals } = reportingNumberLimits;

/** An idea id, a count or a time: a whole number the service's int can hold. */
export function readWholeNumberField(text: string, locale: string, allowNegative = false): NumberReading {
  return readWholeNumber(text, locale, { max: integerMax, allowNegative });
}

/** The idea id of the RPA and volumetry records (spec-gaps.ts `ideaIdAcceptsNegative`). */
export function readIdeaId(text: string, locale: string): NumberReading {
  return readWholeNumberField(text, locale, ideaIdAcceptsNegative);
}

/** An hourly value: a decimal below a billion, with at most six decimals. */
export function readHourValue(text: string, locale: string): NumberReading {
  return readDecimal(text, locale, { below: hourValueBelow, maxDecimals: hourValueDecimals });
}

interface WholeNumberMessages {
  /** What to type when nothing was. */
  readonly empty: string;
  readonly negative?: string;
}

/** The locale's separators, and the examples written with them: "1.500" and "1.500,75" in pt-BR. */
function examples(locale: string) {
  const { decimal, group } = separatorsOf(locale);
  return {
    decimal,
    group,
    grouped: `1${group}500`,
    plain: `1500${decimal}75`,
    groupedAmount: `1${group}500${decimal}75`,
  };
}

function wholeNumberMessage(
  problem: NumberProblem,
  locale: string,
  messages: WholeNumberMessages,
  t: Translate,
): string {
  const { decimal, group, grouped } = examples(locale);
  switch (problem) {
    case 'empty':
      return messages.empty;
    case 'exponent':
      return t('reporting.number.exponent');
    case 'not-a-number':
      return t('reporting.number.notWhole', { grouped });
    case 'grouping':
      return t('reporting.number.grouping', { group, grouped });
    case 'decimals':
    case 'too-many-decimals':
      return t('reporting.number.decimals', { decimal });
    case 'negative':
      return messages.negative ?? t('reporting.number.negative');
    case 'too-large':
      return t('reporting.number.tooLarge', { max: formatWholeNumber(integerMax, locale) });
    case 'ambiguous':
      return t('reporting.number.ambiguous');
  }
}

function hourValueMessage(problem: NumberProblem, locale: string, t: Translate): string {
  const { decimal, group, plain, groupedAmount } = examples(locale);
  switch (problem) {
    case 'empty':
      return t('reporting.hourValue.missing');
    case 'exponent':
      return t('reporting.number.exponent');
    case 'not-a-number':
    case 'decimals':
      return t('reporting.hourValue.notAnAmount', { plain, grouped: groupedAmount });
    case 'grouping':
      return t('reporting.hourValue.grouping', { group, decimal, grouped: groupedAmount });
    case 'too-many-decimals':
      return t('reporting.hourValue.tooManyDecimals', { decimals: hourValueDecimals });
    case 'negative':
      return t('reporting.hourValue.negative');
    case 'too-large':
      return t('reporting.hourValue.tooLarge', { max: formatWholeNumber(hourValueBelow, locale) });
    case 'ambiguous':
      return t('reporting.number.ambiguous');
  }
}

/** The hint under an hourly value field, with the locale's separators. */
export function hourValueHint(locale: string, t: Translate): string {
  const { plain, groupedAmount } = examples(locale);
  return t('reporting.hourValue.hint', { decimals: hourValueDecimals, plain, grouped: groupedAmount });
}

function fieldOf(read: (text: string) => NumberReading, message: (problem: NumberProblem) => string) {
  return z.string().transform((text, ctx) => {
    const reading = read(text);
    if (reading.ok) return reading.value;
    ctx.addIssue({ code: 'custom', message: message(reading.problem) });
    return z.NEVER;
  });
}

/** A zod field for the text of a count or time input; it gives the number that is sent. */
export function wholeNumberField(locale: string, empty: string, t: Translate) {
  return fieldOf(
    (text) => readWholeNumberField(text, locale),
    (problem) => wholeNumberMessage(problem, locale, { empty }, t),
  );
}

/** The idea id's zod field. */
export function ideaIdField(locale: string, t: Translate) {
  const messages = { empty: t('reporting.ideaId.missing'), negative: t('reporting.ideaId.negative') };
  return fieldOf(
    (text) => readIdeaId(text, locale),
    (problem) => wholeNumberMessage(problem, locale, messages, t),
  );
}

/** A zod field for the text of an hourly value input; it gives the number that is sent. */
export function hourValueField(locale: string, t: Translate) {
  return fieldOf(
    (text) => readHourValue(text, locale),
    (problem) => hourValueMessage(problem, locale, t),
  );
}
