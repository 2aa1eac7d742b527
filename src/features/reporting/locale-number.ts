/**
 * Decimal values (hourly values) are typed and shown in the operator's locale ("12,50" in Portugal,
 * "12.50" in the UK) and sent as JSON numbers. Every function takes the locale so that tests need not
 * depend on the machine's; `undefined` means the browser's.
 */
export function localeSeparators(locale?: string): { decimalSeparator: string; thousandSeparator: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? '',
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The number an operator typed, or undefined when the text is not one. Only digits, an optional
 * leading minus and the locale's own decimal separator are accepted: no thousands separators, and not
 * the other locale's decimal mark. "1.500,00" in pt-BR or "12,5" in en-GB could be read two ways, so
 * they are refused rather than guessed (Mantine's NumberInput read them as 1.5 and 125).
 */
export function parseLocaleDecimal(text: string, locale?: string): number | undefined {
  const { decimalSeparator } = localeSeparators(locale);
  const shape = new RegExp(
    `^-?(\\d+(${escapeRegExp(decimalSeparator)}\\d*)?|${escapeRegExp(decimalSeparator)}\\d+)$`,
  );
  const trimmed = text.trim();
  if (!shape.test(trimmed)) return undefined;
  const value = Number(trimmed.replace(decimalSeparator, '.'));
  return Number.isFinite(value) ? value : undefined;
}

/** A number as the operator would type it back: the locale's decimal separator, no grouping. */
export function toLocaleInput(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 20 }).format(value);
}

/**
 * An hourly value as the operator reads it, e.g. "1,234.50": at least two fraction digits, and up to
 * six so that what the service returned is shown as returned, not rounded.
 */
export function formatDecimal(value: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 6 }).format(value);
}
