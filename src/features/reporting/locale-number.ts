/**
 * Decimal values (hourly values) are typed and shown in the operator's locale ("12,50" in Portugal,
 * "12.50" in the UK) and sent as JSON numbers. Mantine's NumberInput takes the separators.
 */
export function localeSeparators(locale?: string): { decimalSeparator: string; thousandSeparator: string } {
  const parts = new Intl.NumberFormat(locale).formatToParts(12345.6);
  return {
    decimalSeparator: parts.find((part) => part.type === 'decimal')?.value ?? '.',
    thousandSeparator: parts.find((part) => part.type === 'group')?.value ?? '',
  };
}

const currencyLike = new Intl.NumberFormat(undefined, { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** An hourly value as the operator reads it, e.g. "1,234.50". */
export function formatDecimal(value: number): string {
  return currencyLike.format(value);
}
