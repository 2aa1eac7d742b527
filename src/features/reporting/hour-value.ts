import { z } from 'zod';
import { localeSeparators, parseLocaleDecimal } from './locale-number';

/** The example in messages, with the separator the operator has to type. */
export function hourValueExample(locale?: string): string {
  return `1500${localeSeparators(locale).decimalSeparator}75`;
}

/**
 * The hourly value as the form holds it: the text typed in the operator's locale (see
 * `parseLocaleDecimal`). Only a number that is not negative goes on the wire.
 */
export function hourValueSchema(locale?: string) {
  return z.string().transform((text, ctx) => {
    if (text.trim() === '') {
      ctx.addIssue({ code: 'custom', message: 'Enter the hourly value.' });
      return z.NEVER;
    }
    const value = parseLocaleDecimal(text, locale);
    if (value === undefined) {
      ctx.addIssue({
        code: 'custom',
        message: `Enter a number without thousands separators, e.g. ${hourValueExample(locale)}.`,
      });
      return z.NEVER;
    }
    if (value < 0) {
      ctx.addIssue({ code: 'custom', message: 'The hourly value cannot be negative.' });
      return z.NEVER;
    }
    return value;
  });
}

/** The browser's locale: what the operator types in. */
export const hourValueFieldSchema = hourValueSchema();

export type HourValueFieldInput = z.input<typeof hourValueFieldSchema>;
