/**
 * Numbers as the operator types them, in the app's locale: one reader for whole numbers (idea ids,
 * counts, times) and one for decimals (hourly values). A text is read one way or refused with the
 * reason; nothing is dropped or guessed (Mantine's NumberInput read "1.500,00" as 150000 and "-7" as 7).
 *
 * Grouping is accepted where it cannot be misread: the locale's own group separator between groups of
 * exactly three digits ("1.500" in pt-BR, "1,500" in en). "1.50" is not grouping, so it is refused.
 *
 * The app speaks two languages whose marks are the same two, the other way round, and an operator may
 * type the other one's way (a Brazilian on an English browser). A text that both ways read as a number,
 * but as different numbers ("1.500": 1500 in pt-BR, 1.5 in en), is not taken either way: it is
 * `ambiguous`, with both numbers, written so that they can no longer be misread, for the operator to
 * choose from.
 */

interface Separators {
  readonly decimal: string;
  readonly group: string;
}

export function separatorsOf(locale: string): Separators {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
  };
}

/** The marks of the app's other language: "1.500" read the other way. */
function swapped({ decimal, group }: Separators): Separators {
  return { decimal: group, group: decimal };
}

/** Why a text is refused when it cannot be read at all. */
type UnreadableProblem =
  | 'empty'
  | 'exponent'
  | 'not-a-number'
  | 'grouping'
  | 'decimals'
  | 'too-many-decimals'
  | 'negative'
  | 'too-large';

export type NumberProblem = UnreadableProblem | 'ambiguous';

/** One meaning of an ambiguous text, and the text to put in its place, which reads only as it. */
export interface NumberChoice {
  readonly value: number;
  readonly text: string;
}

export type NumberReading =
  | { readonly ok: true; readonly value: number }
  | { readonly ok: false; readonly problem: UnreadableProblem }
  | {
      readonly ok: false;
      readonly problem: 'ambiguous';
      /** The larger number first: "1500 or 1.5". */
      readonly choices: readonly [NumberChoice, NumberChoice];
    };

const refused = (problem: UnreadableProblem): NumberReading => ({ ok: false, problem });

/** The parts of a text that looks like a number: sign, digits before and after the decimal mark. */
type Shape = { negative: boolean; whole: string; fraction: string | undefined } | UnreadableProblem;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function shapeOf(text: string, { decimal, group }: Separators): Shape {
  const trimmed = text.trim();
  if (trimmed === '') return 'empty';
  // "-" or the minus sign Intl writes in some locales.
  const negative = /^[-\u2212]/.test(trimmed);
  const unsigned = negative ? trimmed.slice(1) : trimmed;
  if (/^[\d.,]*\d[eE][-+]?\d+$/.test(unsigned)) return 'exponent';
  const [whole = '', fraction, ...more] = unsigned.split(decimal);
  if (more.length > 0 || (whole === '' && (fraction === undefined || fraction === ''))) return 'not-a-number';
  const digitsAndGroups = new RegExp(`^[\\d${escapeRegExp(group)}]*$`);
  const allowed = (part: string) => digitsAndGroups.test(part);
  if (!allowed(whole) || (fraction !== undefined && !allowed(fraction))) return 'not-a-number';
  // A group separator after the decimal mark, or groups that are not of three: not this locale's way.
  if (fraction?.includes(group) === true) return 'grouping';
  if (whole.includes(group)) {
    const grouped = new RegExp(`^[1-9]\\d{0,2}(${escapeRegExp(group)}\\d{3})+$`);
    if (!grouped.test(whole)) return 'grouping';
  }
  return { negative, whole: whole.split(group).join(''), fraction };
}

interface WholeNumberLimits {
  /** The largest value; with `allowNegative`, also the largest magnitude below 0. */
  readonly max: number;
  readonly allowNegative?: boolean;
}

/**
 * Reads `text` the locale's way and the other language's way: when both read it, as different numbers,
 * the operator has to say which was meant. A whole number is never ambiguous in practice (read the
 * other way, "1.500" has decimals), but it goes through the same rule.
 */
function readEitherWay(
  text: string,
  locale: string,
  read: (text: string, separators: Separators) => NumberReading,
  write: (value: number) => string,
): NumberReading {
  const separators = separatorsOf(locale);
  const reading = read(text, separators);
  if (!reading.ok) return reading;
  const other = read(text, swapped(separators));
  if (!other.ok || other.value === reading.value) return reading;
  const [larger, smaller] =
    reading.value > other.value ? [reading.value, other.value] : [other.value, reading.value];
  return {
    ok: false,
    problem: 'ambiguous',
    choices: [
      { value: larger, text: write(larger) },
      { value: smaller, text: write(smaller) },
    ],
  };
}

/** A whole number up to `max`: "1500", "1.500" (pt-BR) or "1,500" (en). */
export function readWholeNumber(text: string, locale: string, limits: WholeNumberLimits): NumberReading {
  return readEitherWay(
    text,
    locale,
    (typed, separators) => readWholeNumberWith(typed, separators, limits),
    toWholeNumberInput,
  );
}

function readWholeNumberWith(text: string, separators: Separators, limits: WholeNumberLimits): NumberReading {
  const shape = shapeOf(text, separators);
  if (typeof shape === 'string') return refused(shape);
  if (shape.fraction !== undefined) return refused('decimals');
  if (shape.negative && limits.allowNegative !== true) return refused('negative');
  const magnitude = Number(shape.whole);
  if (magnitude > limits.max) return refused('too-large');
  // `-0` would be sent as 0 anyway; keep the value plain.
  return { ok: true, value: shape.negative && magnitude !== 0 ? -magnitude : magnitude };
}

interface DecimalLimits {
  /** Values must be below this. */
  readonly below: number;
  readonly maxDecimals: number;
}

/** A decimal of at least 0: "1500,75" or "1.500,75" in pt-BR, "1500.75" or "1,500.75" in en. */
export function readDecimal(text: string, locale: string, limits: DecimalLimits): NumberReading {
  return readEitherWay(
    text,
    locale,
    (typed, separators) => readDecimalWith(typed, separators, limits),
    (value) => toDecimalInput(value, locale),
  );
}

function readDecimalWith(text: string, separators: Separators, limits: DecimalLimits): NumberReading {
  const shape = shapeOf(text, separators);
  if (typeof shape === 'string') return refused(shape);
  const fraction = shape.fraction ?? '';
  if (fraction.length > limits.maxDecimals) return refused('too-many-decimals');
  if (shape.negative) return refused('negative');
  // Digits only from here on, so Number reads them exactly as typed (within the limits).
  const value = Number(`${shape.whole === '' ? '0' : shape.whole}.${fraction === '' ? '0' : fraction}`);
  return value >= limits.below ? refused('too-large') : { ok: true, value };
}

/** A whole number as the operator would type it: digits only. */
export function toWholeNumberInput(value: number): string {
  return Number.isSafeInteger(value) ? value.toFixed(0) : '';
}

/**
 * A decimal as the operator would type it back: the locale's decimal mark, no grouping, and never
 * exactly three decimals ("12.3450", not "12.345", which the other language reads as 12345).
 */
export function toDecimalInput(value: number, locale: string): string {
  const text = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
  const fraction = text.split(separatorsOf(locale).decimal)[1];
  return fraction?.length === 3 ? `${text}0` : text;
}

/** A whole number as the operator reads it, grouped: "2.147.483.647" in pt-BR. */
export function formatWholeNumber(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(value);
}

/**
 * An hourly value as the operator reads it, e.g. "1,234.50": at least two fraction digits, and up to
 * six so that what the service returned is shown as returned, not rounded.
 */
export function formatDecimal(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(value);
}
