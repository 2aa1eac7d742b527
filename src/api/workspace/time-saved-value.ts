/**
 * What the robots' saved hours are worth (issue 36), from the hourly values the team sent to the
 * analytics product and nothing else: the hours saved × the reference job position's hourly value,
 * minus the robots' own hours × the chosen supplier's hourly value when one is chosen. The server
 * computes it (overview-repository.ts); the screens show it with every input it used.
 */
import { z } from '../zod';

/** A record the team sent (a job position or a supplier): its name as sent, its hourly value, when. */
export const sentRateSchema = z.object({
  name: z.string(),
  hourValue: z.number(),
  /** When the send whose hourly value is used went (the latest successful one of this name). */
  sentAt: z.number(),
});
export type SentRate = z.infer<typeof sentRateSchema>;

/** The records chosen as the reference, as read from the history: what the value is computed from. */
export type ReferenceRates =
  | { readonly state: 'no-reference' }
  /** A chosen record has no readable hourly value (or no successful send any more): no figure. */
  | { readonly state: 'unreadable'; readonly record: 'job-position' | 'supplier'; readonly name: string }
  | { readonly state: 'rates'; readonly jobPosition: SentRate; readonly supplier: SentRate | null };

export const timeSavedValueSchema = z.discriminatedUnion('state', [
  /** The team picked no job position as its reference. */
  z.object({ state: z.literal('no-reference') }),
  z.object({
    state: z.literal('unreadable'),
    record: z.enum(['job-position', 'supplier']),
    name: z.string(),
  }),
  z.object({
    state: z.literal('valued'),
    /** The hours saved × the job position's hourly value. */
    hours: z.number(),
    jobPosition: sentRateSchema,
    worth: z.number(),
    /** The robots' own hours × the supplier's hourly value; null when no supplier is chosen. */
    cost: z.object({ robotHours: z.number(), supplier: sentRateSchema, amount: z.number() }).nullable(),
    /** `worth` minus `cost`, in the currency of the hourly values (spec-gaps.ts `hourValueCurrency`). */
    amount: z.number(),
  }),
]);
export type TimeSavedValue = z.infer<typeof timeSavedValueSchema>;

/** In whole cents, so that a sum of amounts is the amount of the sums. */
const cents = (amount: number) => Math.round(amount * 100);

/**
 * The value of `hours` saved, given the robots' own `robotHours` (the durations of the successful
 * executions counted), at the reference's hourly values; each product rounded to the cent.
 */
export function timeSavedValue(hours: number, robotHours: number, rates: ReferenceRates): TimeSavedValue {
  if (rates.state !== 'rates') return rates;
  const worth = cents(hours * rates.jobPosition.hourValue);
  const cost =
    rates.supplier === null
      ? null
      : { robotHours, supplier: rates.supplier, amount: cents(robotHours * rates.supplier.hourValue) };
  return {
    state: 'valued',
    hours,
    jobPosition: rates.jobPosition,
    worth: worth / 100,
    cost: cost === null ? null : { ...cost, amount: cost.amount / 100 },
    amount: (worth - (cost?.amount ?? 0)) / 100,
  };
}
