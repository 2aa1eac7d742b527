/**
 * Which field of a 5-field cron cannot be read, by croner, the reader the server fires schedules with:
 * each field is read alone, the others left open, so the operator is told which one to correct and its
 * range rather than "check each field".
 */
import { Cron } from 'croner';

export const cronFields = ['minute', 'hour', 'dayOfMonth', 'month', 'dayOfWeek'] as const;
export type CronField = (typeof cronFields)[number];

/** Each field alone in an otherwise open cron ("0 0 * * *" keeps a minute and an hour that always read). */
const open = ['0', '0', '*', '*', '*'];

function reads(cron: string): boolean {
  try {
    // `paused`: croner only reads it; nothing is scheduled in the page.
    new Cron(cron, { paused: true, mode: '5-part' });
    return true;
  } catch {
    return false;
  }
}

/** The first field croner refuses, with its text; undefined when each field reads (or it has not 5 fields). */
export function refusedCronField(cron: string): { field: CronField; value: string } | undefined {
  const parts = cron.trim().split(/\s+/);
  if (parts.length !== cronFields.length) return undefined;
  for (const [index, field] of cronFields.entries()) {
    const value = parts[index] ?? '';
    if (!reads(open.map((other, at) => (at === index ? value : other)).join(' '))) return { field, value };
  }
  return undefined;
}
