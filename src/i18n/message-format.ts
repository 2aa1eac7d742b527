/**
 * How a message of the catalogs becomes text: `{name}` placeholders filled in, numbers written the way
 * the language writes them, and a plural message picking its form by `count` (Intl.PluralRules).
 *
 * Hand-written rather than i18next or FormatJS: the app needs lookup, placeholders and one/other plurals,
 * which Intl already does; the catalogs' types (catalog.ts) catch a missing message or placeholder at
 * compile time, and the libraries would add 15–40 KB to every first visit.
 */

/**
 * A message whose words change with a number: `count` picks the form by the language's rules, and
 * `zero`, when given, is said for none (Portuguese counts 0 as "one": "0 execução" reads wrong).
 */
export interface PluralMessage {
  readonly zero?: string;
  readonly one: string;
  readonly other: string;
}

export type Message = string | PluralMessage;

/**
 * Another language's words for a part written in English: the same keys, a plural where English has
 * one. A part's Portuguese file is typed with it, so a missing or extra message does not compile.
 */
export type Translation<English> = {
  readonly [K in keyof English]: English[K] extends string ? string : PluralMessage;
};

export type MessageValue = string | number;

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let found = numberFormats.get(locale);
  if (found === undefined) {
    found = new Intl.NumberFormat(locale);
    numberFormats.set(locale, found);
  }
  return found;
}

function pluralRule(locale: string): Intl.PluralRules {
  let found = pluralRules.get(locale);
  if (found === undefined) {
    found = new Intl.PluralRules(locale);
    pluralRules.set(locale, found);
  }
  return found;
}

/** The placeholders a text names, in order: `{count} of {total}` gives `count`, `total`. */
export function placeholdersOf(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1] ?? '');
}

/**
 * The message as text. A placeholder without a value stays as written, so a mistake shows on screen
 * instead of throwing in the middle of a render.
 */
export function formatMessage(
  message: Message,
  locale: string,
  values: Readonly<Record<string, MessageValue>> = {},
): string {
  let text: string;
  if (typeof message === 'string') {
    text = message;
  } else {
    const count = Number(values.count);
    if (count === 0 && message.zero !== undefined) text = message.zero;
    else text = pluralRule(locale).select(count) === 'one' ? message.one : message.other;
  }
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return whole;
    return typeof value === 'number' ? numberFormat(locale).format(value) : value;
  });
}
