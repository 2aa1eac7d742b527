import { z } from 'zod';

/**
 * The hourly value as the form holds it: Mantine's NumberInput gives a number once the text parses,
 * and a string otherwise ('' when empty). Only a number that is not negative goes on the wire.
 */
export const hourValueFieldSchema = z.union([z.number(), z.string()]).pipe(
  z
    .number({
      error: (issue) => (issue.input === '' ? 'Enter the hourly value.' : 'Enter a number, e.g. 12.5.'),
    })
    .nonnegative('The hourly value cannot be negative.'),
);

export type HourValueFieldInput = z.input<typeof hourValueFieldSchema>;
