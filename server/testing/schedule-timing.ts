/** A schedule's timing for the calendar's tests: 07:00 every day in São Paulo, no calendar, with changes. */
import type { ScheduleTiming } from '../services/schedule-calendar';

export const testTiming = (changes: Partial<ScheduleTiming>): ScheduleTiming => ({
  cron: '0 7 * * *',
  timeZone: 'America/Sao_Paulo',
  skipWeekends: false,
  holidays: null,
  onSkippedDay: 'skip',
  businessDayOfMonth: null,
  startsOn: null,
  endsOn: null,
  ...changes,
});
