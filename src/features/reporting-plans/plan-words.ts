/** A reporting plan and its sends in words, for the cards and the dialogs. */
import type {
  ReportingPlan,
  ReportingRecordKind,
  ReportingSend,
  SendState,
} from '@/api/workspace/reporting-plans';
import type { Translate } from '@/i18n/i18n-provider';
import type { AppLocale } from '@/lib/locale';

/** "Each day's figures go at 00:30 the next day (America/Sao_Paulo)". */
export function planWhen(plan: Pick<ReportingPlan, 'period' | 'sendAt' | 'timeZone'>, t: Translate): string {
  return plan.period === 'day'
    ? t('reportingPlans.when.day', { at: plan.sendAt, zone: plan.timeZone })
    : t('reportingPlans.when.hour', { at: plan.sendAt, zone: plan.timeZone });
}

export function kindWord(kind: ReportingRecordKind, t: Translate): string {
  return t(kind === 'rpa' ? 'reportingPlans.kind.rpa' : 'reportingPlans.kind.volumetry');
}

/** "RPA statistics and document volumetry". */
export function recordsWords(kinds: readonly ReportingRecordKind[], locale: AppLocale, t: Translate): string {
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(kinds.map((kind) => kindWord(kind, t)));
}

const stateColors: Record<SendState, string> = {
  waiting: 'blue',
  sending: 'gray',
  sent: 'green',
  failed: 'red',
  unknown: 'orange',
  rejected: 'gray',
};

export const sendStateColor = (state: SendState) => stateColors[state];

/**
 * "Day of 3 Dec 2026" or "Hour from 14:00 on 3 Dec 2026", told in the zone of the plan (the period's own
 * calendar, whatever the operator's zone).
 */
export function periodWords(
  send: Pick<ReportingSend, 'periodStart' | 'periodEnd'>,
  zone: string,
  locale: AppLocale,
  t: Translate,
): string {
  const start = new Date(send.periodStart);
  const hours = (Date.parse(send.periodEnd) - start.getTime()) / 3_600_000;
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: zone }).format(start);
  if (hours > 2) return t('reportingPlans.period.dayOf', { day, zone });
  const time = new Intl.DateTimeFormat(locale, { timeStyle: 'short', timeZone: zone }).format(start);
  return t('reportingPlans.period.hourOf', { day, time, zone });
}
