/** "At 07:00 · weekends skipped · BR holidays skipped · America/Sao_Paulo": when a schedule fires, in words. */
import type { Schedule } from '@/api/workspace/schedules';
import type { Translate } from '@/i18n/i18n-provider';
import type { AppLocale } from '@/lib/locale';
import { cronWords } from './cron-words';

export function whenSummary(
  schedule: Pick<Schedule, 'cron' | 'timeZone' | 'skipWeekends' | 'holidays' | 'businessDayOfMonth'>,
  t: Translate,
  locale: AppLocale,
): string {
  return [
    cronWords(schedule.cron, locale) ?? schedule.cron,
    ...(schedule.businessDayOfMonth === null
      ? []
      : [t(`schedules.when.rule.${schedule.businessDayOfMonth}`)]),
    ...(schedule.skipWeekends ? [t('schedules.summary.weekends')] : []),
    ...(schedule.holidays === null ? [] : [t('schedules.summary.holidays', { calendar: schedule.holidays })]),
    schedule.timeZone,
  ].join(' · ');
}
