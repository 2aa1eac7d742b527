/** An alert in the operator's words: what happened, and where to look at it. */
import type { Alert } from '@/api/workspace/alerts';
import { toSearchParams } from '@/data/workspace-client';
import type { Translate } from '@/i18n/i18n-provider';
import { executionPath } from '@/lib/pages';
import { formatTime } from '@/lib/format';
import type { AppLocale } from '@/lib/locale';
import { pages, schedulePath, withQuery } from '@/lib/pages';

const number = (value: unknown) => (typeof value === 'number' ? value : 0);
const text = (value: unknown, fallback = '—') =>
  typeof value === 'string' && value !== '' ? value : fallback;

/** What the alert says: "E42 of invoice-bot has waited in the queue of RUNTIME-01 for 20 min." */
export function alertText(alert: Alert, t: Translate, locale: AppLocale): string {
  const { subject, facts } = alert;
  const execution = text(subject.executionId);
  const robot = text(subject.robotId);
  const runtime = text(subject.computerId);
  switch (alert.kind) {
    case 'queued-too-long':
      return t('alerts.what.queued-too-long', { execution, robot, runtime, minutes: number(facts.minutes) });
    case 'running-too-long':
      return t('alerts.what.running-too-long', {
        execution,
        robot,
        runtime,
        minutes: number(facts.minutes),
        limit: number(facts.limitMinutes),
      });
    case 'runtime-down':
      return t('alerts.what.runtime-down', { runtime, minutes: number(facts.minutes) });
    case 'schedule-fire': {
      const schedule = text(subject.scheduleName);
      const due = formatTime(number(facts.dueAt), locale);
      if (facts.state === 'failed') return t('alerts.what.schedule-fire.failed', { schedule, due });
      if (facts.state === 'unknown') return t('alerts.what.schedule-fire.unknown', { schedule, due });
      return t('alerts.what.schedule-fire.missed', { schedule, due });
    }
    case 'robot-failing':
      return t('alerts.what.robot-failing', { robot, count: number(facts.failures) });
    case 'reporting-send': {
      const idea = String(number(subject.ideaId));
      const period = formatTime(number(facts.periodStart), locale);
      const record = facts.kind === 'volumetry' ? t('alerts.record.volumetry') : t('alerts.record.rpa');
      if (facts.state === 'failed') return t('alerts.what.reporting-send.failed', { idea, record, period });
      if (facts.state === 'unknown') return t('alerts.what.reporting-send.unknown', { idea, record, period });
      return t('alerts.what.reporting-send.waiting', { idea, record, period });
    }
  }
}

/**
 * Where the alert's cause is seen: its execution, its schedule, the queue filtered to it, or the reporting
 * sends in its state.
 */
export function alertLink(alert: Alert, t: Translate): { to: string; label: string } | undefined {
  const { subject } = alert;
  if (subject.computerId !== undefined && subject.executionId !== undefined) {
    return {
      to: executionPath({ computerId: subject.computerId, executionId: subject.executionId }),
      label: t('alerts.open.execution'),
    };
  }
  if (subject.scheduleId !== undefined) {
    return { to: schedulePath(subject.scheduleId), label: t('alerts.open.schedule') };
  }
  if (alert.kind === 'runtime-down' && subject.computerId !== undefined) {
    const query = toSearchParams({ runtime: subject.computerId, active: true });
    return { to: withQuery(pages.queue, query), label: t('alerts.open.queue') };
  }
  if (alert.kind === 'reporting-send') {
    const state = alert.facts.state;
    const query = toSearchParams({ state: typeof state === 'string' ? state : undefined });
    return { to: withQuery(pages.reportingSends, query), label: t('alerts.open.sends') };
  }
  if (alert.kind === 'robot-failing' && subject.robotId !== undefined) {
    const query = toSearchParams({ robot: subject.robotId });
    return { to: withQuery(pages.queue, query), label: t('alerts.open.queue') };
  }
  return undefined;
}
