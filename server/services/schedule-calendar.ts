/**
 * When a schedule fires: the cron's matches in the schedule's zone (croner), then its business calendar
 * (weekends, a public-holiday calendar from date-holidays, the team's own no-run days), one fire per local
 * time, inside its start and end dates. The same function says what is due on the server and what the
 * preview shows, so the two never disagree. The rules are in docs/schedules.md.
 */
import { Cron } from 'croner';
import Holidays from 'date-holidays';
import type { SkipReason, SkippedDay } from '../../src/api/workspace/schedules';

export interface ScheduleTiming {
  /** Five fields: minute hour day-of-month month day-of-week. */
  readonly cron: string;
  /** An IANA zone, e.g. America/Sao_Paulo. */
  readonly timeZone: string;
  readonly skipWeekends: boolean;
  /** A holiday calendar: a country (`BR`) or a country and state (`BR-SP`); null for none. */
  readonly holidays: string | null;
  /** A fire on a skipped day is dropped, or moved to the next business day at the same local time. */
  readonly onSkippedDay: 'skip' | 'next-business-day';
  /** Only on the month's first or last business day (null: every day the cron matches). */
  readonly businessDayOfMonth: 'first' | 'last' | null;
  /** The first and last local days it fires on (YYYY-MM-DD), if set. */
  readonly startsOn: string | null;
  readonly endsOn: string | null;
}

/** The team's own no-run days: local date (YYYY-MM-DD) → its note. */
export type NoRunDays = ReadonlyMap<string, string>;

export type { SkipReason, SkippedDay };

export interface Fire {
  readonly at: Date;
  /** The local day it would have fired on, when it was moved from a skipped day. */
  readonly movedFrom?: string;
}

/** Why a timing cannot be used, in the words of the field that is wrong. */
export class TimingError extends Error {
  constructor(
    readonly field: 'cron' | 'timeZone' | 'holidays' | 'endsOn',
    message: string,
  ) {
    super(message);
  }
}

/** Holiday types that close a business day: `public` and `bank` (Carnival, Corpus Christi in Brazil). */
const closingTypes = new Set(['public', 'bank']);
/**
 * How far ahead a search looks before it says a timing does not fire, and the most cron matches it reads:
 * its work, each a zoned computation of croner's. It steps over the days that cannot fire, so an ordinary
 * search reads about one match a fire; the bound stops one that would read for seconds.
 */
const searchLimit = { matches: 1_000, years: 5 } as const;

/** Checks a timing: a zone that exists, a cron croner reads, a calendar date-holidays knows, the dates. */
export function checkTiming(timing: ScheduleTiming): void {
  try {
    new Intl.DateTimeFormat('en', { timeZone: timing.timeZone });
  } catch {
    throw new TimingError(
      'timeZone',
      `Unknown time zone "${timing.timeZone}" (use an IANA name such as America/Sao_Paulo).`,
    );
  }
  if (timing.cron.trim().split(/\s+/).length !== 5) {
    throw new TimingError('cron', 'A cron has five fields: minute hour day-of-month month day-of-week.');
  }
  try {
    cronOf(timing);
  } catch (error) {
    throw new TimingError(
      'cron',
      `The cron cannot be read: ${error instanceof Error ? error.message : String(error)}.`,
    );
  }
  if (timing.holidays !== null && calendarOf(timing.holidays) === undefined) {
    throw new TimingError('holidays', `Unknown holiday calendar "${timing.holidays}" (e.g. BR or BR-SP).`);
  }
  if (timing.startsOn !== null && timing.endsOn !== null && timing.endsOn < timing.startsOn) {
    throw new TimingError('endsOn', 'The end date is before the start date.');
  }
}

/** Parsed crons by text and zone: a Cron only computes (`paused`), so one serves every schedule alike. */
const crons = new Map<string, Cron>();
const cronsKept = 1_000;

function cached(key: string, make: () => Cron): Cron {
  let cron = crons.get(key);
  if (cron === undefined) {
    cron = make();
    if (crons.size >= cronsKept) crons.clear();
    crons.set(key, cron);
  }
  return cron;
}

function cronOf(timing: ScheduleTiming): Cron {
  // `paused`: croner only computes; the database decides what runs.
  return cached(
    `${timing.timeZone} ${timing.cron}`,
    () => new Cron(timing.cron, { timezone: timing.timeZone, paused: true, mode: '5-part' }),
  );
}

/**
 * The cron's day fields alone, read on a local day's date at midnight UTC: whether it matches that day at
 * any time. Which days a cron matches does not depend on the zone, and an offset of 0 spares croner the
 * zone's rules: a few microseconds a day, where a zoned match costs a hundred times more.
 */
function dayCronOf(timing: ScheduleTiming): Cron {
  const [, , dayOfMonth, month, dayOfWeek] = timing.cron.trim().split(/\s+/);
  const days = `0 0 ${dayOfMonth} ${month} ${dayOfWeek}`;
  return cached(`days ${days}`, () => new Cron(days, { utcOffset: 0, paused: true, mode: '5-part' }));
}

interface Calendar {
  readonly national: Holidays;
  readonly withState: Holidays | undefined;
}
const calendars = new Map<string, Calendar | undefined>();

/** date-holidays' calendar for `BR` or `BR-SP` (made once each), or undefined when it has none. */
function calendarOf(code: string): Calendar | undefined {
  if (calendars.has(code)) return calendars.get(code);
  const [country = '', state] = code.split('-');
  const known = new Holidays().getCountries();
  let calendar: Calendar | undefined;
  if (/^[A-Z]{2}$/.test(country) && country in known) {
    const states = statesOf(country);
    if (state === undefined) calendar = { national: new Holidays(country), withState: undefined };
    else if (states !== undefined && state in states)
      calendar = { national: new Holidays(country), withState: new Holidays(country, state) };
  }
  calendars.set(code, calendar);
  return calendar;
}

/** A country's states in date-holidays: undefined for a country without any, whatever its types say. */
function statesOf(country: string): Readonly<Record<string, string>> | undefined {
  return new Holidays().getStates(country);
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** The local day (YYYY-MM-DD) and wall time (HH:mm) of an instant in a zone (one format per zone). */
function wallClock(at: Date, timeZone: string): { date: string; time: string } {
  let format = wallClockFormats.get(timeZone);
  if (format === undefined) {
    // Sweden's way of writing it is ISO 8601's: "2026-11-01 01:30".
    format = new Intl.DateTimeFormat('sv-SE', {
      timeZone,
      dateStyle: 'short',
      timeStyle: 'short',
      hourCycle: 'h23',
    });
    wallClockFormats.set(timeZone, format);
  }
  const [date = '', time = ''] = format.format(at).split(' ');
  return { date, time };
}

/** The day after a local date (calendar arithmetic on the date alone, no zone involved). */
function nextDate(date: string): string {
  const next = new Date(`${date}T00:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

type HolidayReason = Extract<SkipReason, { kind: 'holiday' }>;
/** A calendar's closing days of a year, by local date: computed once each (date-holidays builds a year). */
const closingDaysByYear = new Map<string, ReadonlyMap<string, HolidayReason>>();

function closingHolidays(code: string, year: string): ReadonlyMap<string, HolidayReason> {
  const key = `${code} ${year}`;
  const known = closingDaysByYear.get(key);
  if (known !== undefined) return known;
  const days = new Map<string, HolidayReason>();
  const calendar = calendarOf(code);
  // The state's first, then the nation's over them: a day that is both is a national holiday.
  const sources = [
    ...(calendar?.withState === undefined ? [] : [{ holidays: calendar.withState, scope: 'state' as const }]),
    ...(calendar === undefined ? [] : [{ holidays: calendar.national, scope: 'national' as const }]),
  ];
  for (const { holidays, scope } of sources) {
    const named = (language: string) =>
      new Map(holidays.getHolidays(Number(year), language).map((h) => [`${h.date} ${h.type}`, h.name]));
    const english = named('en');
    const portuguese = named('pt');
    for (const h of holidays.getHolidays(Number(year))) {
      if (!closingTypes.has(h.type)) continue;
      const key = `${h.date} ${h.type}`;
      days.set(h.date.slice(0, 10), {
        kind: 'holiday',
        scope,
        names: { en: english.get(key) ?? h.name, 'pt-BR': portuguese.get(key) ?? h.name },
      });
    }
  }
  closingDaysByYear.set(key, days);
  return days;
}

/** Why the calendar skips a local day, or undefined when it is a business day. */
export function skipReason(
  date: string,
  timing: Pick<ScheduleTiming, 'skipWeekends' | 'holidays'>,
  noRunDays: NoRunDays,
): SkipReason | undefined {
  const note = noRunDays.get(date);
  if (note !== undefined) return { kind: 'team', note };
  const holiday =
    timing.holidays === null ? undefined : closingHolidays(timing.holidays, date.slice(0, 4)).get(date);
  if (holiday !== undefined) return holiday;
  if (timing.skipWeekends) {
    const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
    if (weekday === 0 || weekday === 6) return { kind: 'weekend' };
  }
  return undefined;
}

/**
 * The month's first or last business day (YYYY-MM-DD; null when the whole month is skipped) and the days
 * passed over to reach it, with why. Weekends are never business days here, whatever `skipWeekends` says:
 * "the first business day" means the same to everyone.
 */
function businessDayOfMonth(
  month: string,
  which: 'first' | 'last',
  holidays: string | null,
  noRunDays: NoRunDays,
): { day: string | null; passed: SkippedDay[] } {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const length = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  const days = Array.from({ length }, (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`);
  const passed: SkippedDay[] = [];
  for (const date of which === 'first' ? days : days.reverse()) {
    const reason = skipReason(date, { skipWeekends: true, holidays }, noRunDays);
    if (reason === undefined) return { day: date, passed };
    passed.push({ date, reason });
  }
  return { day: null, passed };
}

/**
 * The instant of a local wall time on a local day, by croner's own reading of the zone: a time that does
 * not exist that day (spring forward) is the first instant after the gap; one that occurs twice is its first.
 */
function instantOf(date: string, time: string, timeZone: string): Date | null {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const cron = new Cron(`${minute} ${hour} ${day} ${month} *`, { timezone: timeZone, paused: true });
  // From the day before in every zone (UTC−12 to +14): the first match is that day's.
  const from = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, (day ?? 1) - 2));
  return cron.nextRun(from);
}

/** Whether the same local time occurred just before (a fall-back hour of 30 or 60 minutes). */
function repeatsEarlierLocalTime(at: Date, timeZone: string): boolean {
  const wall = wallClock(at, timeZone);
  return [30, 60].some((minutes) => {
    const before = wallClock(new Date(at.getTime() - minutes * 60_000), timeZone);
    return before.date === wall.date && before.time === wall.time;
  });
}

/**
 * The next `count` fires strictly after `after`, oldest first, the days the calendar skipped on the way
 * (up to the last fire), and the first of the cron's matches on a day it skipped rather than moved (due
 * too: the scheduler records it as skipped), if before the last fire. Fewer when the timing ends, or does
 * not fire again within five years. `cutShort`: the search read its most matches before it could tell.
 *
 * Its work is bounded by days, not by matches: a day that cannot give a fire (skipped, not the rule's day,
 * or whose moved fires would land after those found) is left at once for the next day that can, found by
 * the cron's day fields alone. A cron that matches every 5 minutes on days the calendar skips reads a
 * match or two, then steps over five years of days cheaply to say it never fires.
 */
export function nextFires(
  timing: ScheduleTiming,
  after: Date,
  count: number,
  noRunDays: NoRunDays = new Map(),
): { fires: Fire[]; skippedDays: SkippedDay[]; firstSkipped: Date | undefined; cutShort: boolean } {
  const cron = cronOf(timing);
  const zone = timing.timeZone;
  const horizon = after.getTime() + searchLimit.years * 366 * 86_400_000;
  const horizonDay = wallClock(new Date(horizon), zone).date;
  const lastDay = timing.endsOn !== null && timing.endsOn < horizonDay ? timing.endsOn : horizonDay;
  // The `count` earliest fires found so far: a later one is never answered.
  const fires = new Map<number, Fire>();
  const keep = (fire: Fire) => {
    fires.set(fire.at.getTime(), fire);
    if (fires.size > count) fires.delete(Math.max(...fires.keys()));
  };
  const latestKept = () => (fires.size < count ? Number.POSITIVE_INFINITY : Math.max(...fires.keys()));
  const skipped = new Map<string, SkipReason>();
  let firstSkipped: Date | undefined;
  const businessDay = (date: string) => {
    const reason = skipReason(date, timing, noRunDays);
    if (reason !== undefined) skipped.set(date, reason);
    return reason === undefined;
  };
  // The rule's day of each month met (YYYY-MM → day), found once; the days passed over are skipped days.
  const ruleDays = new Map<string, string | null>();
  const ruleDay = (month: string, which: 'first' | 'last') => {
    if (!ruleDays.has(month)) {
      const { day, passed } = businessDayOfMonth(month, which, timing.holidays, noRunDays);
      for (const { date, reason } of passed) skipped.set(date, reason);
      ruleDays.set(month, day);
    }
    return ruleDays.get(month) ?? null;
  };
  // The days that can give a fire (the cron matches them first: only those are skipped days).
  const days = dayCronOf(timing);
  const canFire = (date: string) => {
    if (!days.match(new Date(`${date}T00:00:00Z`))) return false;
    const rule = timing.businessDayOfMonth;
    if (rule !== null) return date === ruleDay(date.slice(0, 7), rule);
    return timing.onSkippedDay === 'next-business-day' || businessDay(date);
  };
  let cursor = after;
  // On to a local day's first minute, when it is ahead: croner's next match is from there.
  const jumpTo = (date: string) => {
    const start = instantOf(date, '00:00', zone);
    if (start !== null && start.getTime() - 1 > cursor.getTime()) cursor = new Date(start.getTime() - 1);
  };
  // On to the next day after `date` that can give a fire; false when there is none within the search.
  const leaveDay = (date: string) => {
    for (let next = nextDate(date); next <= lastDay; next = nextDate(next)) {
      if (canFire(next)) {
        jumpTo(next);
        return true;
      }
    }
    return false;
  };
  // Fires before the start date's first minute are not asked for.
  if (timing.startsOn !== null) jumpTo(timing.startsOn);
  let matches = 0;
  for (; matches < searchLimit.matches; matches++) {
    const match = cron.nextRun(cursor);
    if (match === null || match.getTime() > horizon) break;
    cursor = match;
    const wall = wallClock(match, zone);
    if (timing.endsOn !== null && wall.date > timing.endsOn) break;
    // Every fire before this match is known (a moved fire is only ever later than its match): enough?
    if (latestKept() < match.getTime()) break;
    if (repeatsEarlierLocalTime(match, zone)) continue;
    if (timing.businessDayOfMonth !== null) {
      if (wall.date === ruleDay(wall.date.slice(0, 7), timing.businessDayOfMonth)) keep({ at: match });
      else if (!leaveDay(wall.date)) break;
      continue;
    }
    if (businessDay(wall.date)) {
      keep({ at: match });
      continue;
    }
    if (timing.onSkippedDay === 'skip') {
      firstSkipped ??= match;
      if (!leaveDay(wall.date)) break;
      continue;
    }
    let date = nextDate(wall.date);
    while (!businessDay(date)) date = nextDate(date);
    // Every later match is on a day skipped up to that one (moving there too), or after the end.
    if (timing.endsOn !== null && date > timing.endsOn) break;
    const moved = instantOf(date, wall.time, zone);
    if (moved === null) continue;
    // This day's later matches land later still: none of them would be kept.
    if (moved.getTime() >= latestKept()) {
      if (!leaveDay(wall.date)) break;
    } else if (!fires.has(moved.getTime())) keep({ at: moved, movedFrom: wall.date });
  }
  const ordered = [...fires.values()].sort((a, b) => a.at.getTime() - b.at.getTime());
  const last = ordered.at(-1);
  const lastDate = last === undefined ? undefined : wallClock(last.at, zone).date;
  const skippedDays = [...skipped]
    .filter(([date]) => lastDate === undefined || date <= lastDate)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([date, reason]) => ({ date, reason }));
  const lastAt = last?.at.getTime() ?? Number.POSITIVE_INFINITY;
  return {
    fires: ordered,
    skippedDays,
    firstSkipped: firstSkipped !== undefined && firstSkipped.getTime() < lastAt ? firstSkipped : undefined,
    cutShort: matches === searchLimit.matches,
  };
}

/**
 * The next instant a schedule is due after `after`: its next fire, or an earlier match the calendar skips
 * (due too, to be recorded as skipped: every fire the cron makes is in the history). Null: none.
 */
export function nextDueAfter(timing: ScheduleTiming, after: Date, noRunDays: NoRunDays): number | null {
  return firstDue(nextFires(timing, after, 1, noRunDays));
}

type Found = ReturnType<typeof nextFires>;

/** The first instant due in a search's answer: its first fire, or an earlier match the calendar skips. */
export function firstDue({ fires, firstSkipped }: Pick<Found, 'fires' | 'firstSkipped'>): number | null {
  const candidates = [fires[0]?.at.getTime(), firstSkipped?.getTime()];
  const known = candidates.filter((at): at is number => at !== undefined);
  return known.length === 0 ? null : Math.min(...known);
}

/** Why a timing cannot be saved, by a search's answer: it never fires, or the search could not tell. */
export function firingProblem(timing: ScheduleTiming, found: Found): TimingError | undefined {
  if (found.fires.length > 0) return undefined;
  if (found.cutShort) {
    return new TimingError(
      'cron',
      `Its next fire was not found within ${searchLimit.matches.toLocaleString('en')} of the cron's ` +
        'matches (the calendar skips or moves them all): make the cron match less often.',
    );
  }
  // Without an end date a schedule is meant to go on: one that has ended fires no more, rightly.
  return timing.endsOn === null
    ? new TimingError('cron', 'This cron never fires with this calendar (within five years).')
    : undefined;
}

/** Why the calendar skips the fire due at `at` (a match on a day it skips, not moved), or undefined. */
export function calendarSkip(timing: ScheduleTiming, at: Date, noRunDays: NoRunDays): SkipReason | undefined {
  if (timing.onSkippedDay !== 'skip') return undefined;
  return skipReason(wallClock(at, timing.timeZone).date, timing, noRunDays);
}
