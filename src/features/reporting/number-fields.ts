/**
 * The two kinds of number the reporting forms take, each read by one function (locale-number.ts) and
 * refused with a message that uses the locale's own separators. The inputs hold the text as typed; the
 * schemas give the number that is sent.
 */
import { z } from 'zod';
import { ideaIdAcceptsNegative, reportingNumberLimits } from '@/api/spec-gaps';
import {
  formatWholeNumber,
  readDecimal,
  readWholeNumber,
  separatorsOf,
  type NumberProblem,
  type NumberReading,
} from './locale-number';

const { integerMax, hourValueBelow, hourValueDecimals } = reportingNumberLimits;

const exponentMessage = 'Type the number in full, e.g. 1000 rather than 1e3.';

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

export function wholeNumberMessage(
  problem: NumberProblem,
  locale: string,
  messages: WholeNumberMessages,
): string {
  const { decimal, group } = separatorsOf(locale);
  switch (problem) {
    case 'empty':
      return messages.empty;
    case 'exponent':
      return exponentMessage;
    case 'not-a-number':
      return `Enter a whole number with digits only, e.g. 1500 or 1${group}500.`;
    case 'grouping':
      return `"${group}" groups thousands in threes, e.g. 1${group}500; or type 1500.`;
    case 'decimals':
    case 'too-many-decimals':
      return `Enter a whole number, without decimals ("${decimal}" marks decimals).`;
    case 'negative':
      return messages.negative ?? 'Cannot be negative.';
    case 'too-large':
      return `At most ${formatWholeNumber(integerMax, locale)}, the largest number the service accepts.`;
  }
}

export function hourValueMessage(problem: NumberProblem, locale: string): string {
  const { decimal, group } = separatorsOf(locale);
  switch (problem) {
    case 'empty':
      return 'Enter the hourly value.';
    case 'exponent':
      return exponentMessage;
    case 'not-a-number':
    case 'decimals':
      return `Enter an amount such as 1500${decimal}75 or 1${group}500${decimal}75.`;
    case 'grouping':
      return `"${group}" groups thousands in threes and "${decimal}" marks the decimals, e.g. 1${group}500${decimal}75.`;
    case 'too-many-decimals':
      return `Use at most ${hourValueDecimals} decimals.`;
    case 'negative':
      return 'The hourly value cannot be negative.';
    case 'too-large':
      return `Enter less than ${formatWholeNumber(hourValueBelow, locale)} per hour.`;
  }
}

/** The hint under an hourly value field, with the locale's separators. */
export function hourValueHint(locale: string): string {
  const { decimal, group } = separatorsOf(locale);
  return `Not negative, up to ${hourValueDecimals} decimals, e.g. 1500${decimal}75 or 1${group}500${decimal}75`;
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
export function wholeNumberField(locale: string, empty: string) {
  return fieldOf(
    (text) => readWholeNumberField(text, locale),
    (problem) => wholeNumberMessage(problem, locale, { empty }),
  );
}

/** The idea id's zod field. */
export function ideaIdField(locale: string) {
  const messages = { empty: 'Enter the idea ID.', negative: 'The idea ID cannot be negative.' };
  return fieldOf(
    (text) => readIdeaId(text, locale),
    (problem) => wholeNumberMessage(problem, locale, messages),
  );
}

/** A zod field for the text of an hourly value input; it gives the number that is sent. */
export function hourValueField(locale: string) {
  return fieldOf(
    (text) => readHourValue(text, locale),
    (problem) => hourValueMessage(problem, locale),
  );
}
