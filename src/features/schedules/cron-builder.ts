/**
 * The form's "When" builder: the usual cases an operator means (every day at, business days at, weekly
 * on chosen days at, monthly on day N at, monthly on the first or last business day at, every N minutes
 * between two hours) and the 5-field cron each stands for; a saved cron is read back into the case that
 * wrote it, or else shown as the cron it is. Business days are a daily cron on the calendar that skips
 * weekends and holidays (skipWeekends), not a cron of their own, so the server's calendar decides them
 * like every other skipped day. "The first/last business day" cannot be said by a cron: it is a daily
 * cron and the schedule's `businessDayOfMonth`, which a raw cron may carry too (each quarter's first).
 */

export const builderKinds = [
  'daily',
  'business-days',
  'weekly',
  'monthly',
  'monthly-business-day',
  'every-minutes',
  'cron',
] as const;
export type BuilderKind = (typeof builderKinds)[number];

export type BusinessDayOfMonth = 'first' | 'last';

/** Steps of "every N minutes": each divides the hour, so the fires are evenly spaced all day. */
export const minuteSteps = ['5', '10', '15', '20', '30'] as const;

/** Cron's day-of-week numbers (0 is Sunday), in the order a working week is read. */
export const weekdaysMondayFirst = ['1', '2', '3', '4', '5', '6', '0'] as const;

/** The builder's fields as the form holds them (text, as its inputs give them). */
export interface WhenFields {
  kind: BuilderKind;
  /** HH:MM, for every case but "every N minutes" and the raw cron. */
  time: string;
  /** Weekly: cron day-of-week numbers. */
  days: string[];
  /** Monthly: 1 to 31. */
  dayOfMonth: string;
  /** The month's first or last business day only; empty: every day the cron matches (a raw cron's). */
  businessDay: BusinessDayOfMonth | '';
  everyMinutes: string;
  /** Every N minutes: from this hour (0–23) until this one (1–24), which is not included. */
  fromHour: string;
  untilHour: string;
  /** The raw cron, for the cases the builder does not cover. */
  cron: string;
}

/** A new schedule's builder: nothing chosen that the operator would not see. */
export const emptyWhen: WhenFields = {
  kind: 'daily',
  time: '',
  days: [],
  dayOfMonth: '1',
  businessDay: '',
  everyMinutes: '15',
  fromHour: '8',
  untilHour: '18',
  cron: '',
};

const timePattern = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "07:30" as cron's minute and hour fields ("30 7"), or undefined when it is not a time. */
function minuteHour(time: string): string | undefined {
  const match = timePattern.exec(time);
  if (match === null) return undefined;
  return `${Number(match[2])} ${Number(match[1])}`;
}

export const isTime = (time: string) => timePattern.test(time);

/** The 5-field cron the fields stand for (undefined while a needed field is not filled in validly). */
export function cronOf(when: WhenFields): string | undefined {
  if (when.kind === 'cron') {
    const fields = when.cron.trim().split(/\s+/);
    return fields.length === 5 ? fields.join(' ') : undefined;
  }
  if (when.kind === 'every-minutes') {
    const from = Number(when.fromHour);
    const until = Number(when.untilHour);
    if (!(from < until)) return undefined;
    const hours = from === 0 && until === 24 ? '*' : until - from === 1 ? `${from}` : `${from}-${until - 1}`;
    return `*/${when.everyMinutes} ${hours} * * *`;
  }
  const at = minuteHour(when.time);
  if (at === undefined) return undefined;
  switch (when.kind) {
    case 'daily':
    case 'business-days':
    case 'monthly-business-day':
      return `${at} * * *`;
    case 'weekly': {
      if (when.days.length === 0) return undefined;
      const days = [...when.days].sort((a, b) => Number(a) - Number(b));
      return `${at} * * ${days.join(',')}`;
    }
    case 'monthly':
      return `${at} ${Number(when.dayOfMonth)} * *`;
  }
}

/** The schedule's `businessDayOfMonth` the fields stand for: only the cases that offer it carry it. */
export function businessDayOf(when: WhenFields): BusinessDayOfMonth | null {
  if (when.kind !== 'monthly-business-day' && when.kind !== 'cron') return null;
  return when.businessDay === '' ? null : when.businessDay;
}

const number = (text: string, min: number, max: number) =>
  /^\d{1,2}$/.test(text) && Number(text) >= min && Number(text) <= max;

const pad = (value: string) => value.padStart(2, '0');

/**
 * The builder's case for a saved cron and calendar: a daily cron that skips weekends is "business
 * days", a daily one on the month's first or last business day is that case; any cron the builder would
 * not write is shown as itself (with its business-day rule, if it has one).
 */
export function whenOf(
  cron: string,
  skipWeekends: boolean,
  businessDayOfMonth: BusinessDayOfMonth | null = null,
): WhenFields {
  const raw: WhenFields = { ...emptyWhen, kind: 'cron', cron, businessDay: businessDayOfMonth ?? '' };
  if (businessDayOfMonth !== null) {
    const [minute = '', hour = '', ...days] = cron.trim().split(/\s+/);
    if (days.join(' ') !== '* * *' || !number(minute, 0, 59) || !number(hour, 0, 23)) return raw;
    return { ...raw, kind: 'monthly-business-day', time: `${pad(hour)}:${pad(minute)}` };
  }
  const [minute = '', hour = '', dayOfMonth = '', month = '', dayOfWeek = '', ...rest] = cron
    .trim()
    .split(/\s+/);
  if (rest.length > 0 || month !== '*') return raw;

  const step = /^\*\/(\d+)$/.exec(minute)?.[1];
  if (step !== undefined) {
    if (!(minuteSteps as readonly string[]).includes(step) || dayOfMonth !== '*' || dayOfWeek !== '*')
      return raw;
    const hours = /^(\d{1,2})(?:-(\d{1,2}))?$/.exec(hour);
    const from = hour === '*' ? '0' : hours?.[1];
    const to = hour === '*' ? '23' : (hours?.[2] ?? hours?.[1]);
    if (from === undefined || to === undefined || !number(from, 0, 23) || !number(to, 0, 23)) return raw;
    if (Number(from) > Number(to)) return raw;
    return {
      ...raw,
      kind: 'every-minutes',
      everyMinutes: step,
      fromHour: from,
      untilHour: `${Number(to) + 1}`,
    };
  }

  if (!number(minute, 0, 59) || !number(hour, 0, 23)) return raw;
  const time = `${pad(hour)}:${pad(minute)}`;
  if (dayOfMonth === '*' && dayOfWeek === '*') {
    return { ...raw, kind: skipWeekends ? 'business-days' : 'daily', time };
  }
  if (dayOfMonth === '*' && /^[0-6](,[0-6])*$/.test(dayOfWeek)) {
    return { ...raw, kind: 'weekly', time, days: [...new Set(dayOfWeek.split(','))] };
  }
  if (dayOfWeek === '*' && number(dayOfMonth, 1, 31)) {
    return { ...raw, kind: 'monthly', time, dayOfMonth: `${Number(dayOfMonth)}` };
  }
  return raw;
}
