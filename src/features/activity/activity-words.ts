/**
 * The activity log in an operator's words, in their language: what each action means, what it was
 * about and the facts the server kept with it. The server never keeps a password, token or key in the
 * log, so every fact can be shown; a fact this app does not know is shown as the server kept it.
 */
import type { ActivityAction, ActivityEntry } from '@/api/workspace/activity';
import { alertKinds, type AlertKind } from '@/api/workspace/alerts';
import { roles, type Role } from '@/api/roles';
import type { PlainMessageKey } from '@/i18n/catalog';
import type { Translate } from '@/i18n/i18n-provider';
import { roleKeys } from '@/i18n/role-words';
import { formatDateTime, type TimeZoneChoice } from '@/lib/format';
import type { AppLocale } from '@/lib/locale';

/** The message that names each action. */
const actionKeys = {
  'sign-in': 'activity.action.sign-in',
  'sign-out': 'activity.action.sign-out',
  'sign-out-everywhere': 'activity.action.sign-out-everywhere',
  'sessions-end': 'activity.action.sessions-end',
  run: 'activity.action.run',
  track: 'activity.action.track',
  delete: 'activity.action.delete',
  'catalog-save': 'activity.action.catalog-save',
  'catalog-delete': 'activity.action.catalog-delete',
  'catalog-import': 'activity.action.catalog-import',
  'report-send': 'activity.action.report-send',
  'report-restatement-dismiss': 'activity.action.report-restatement-dismiss',
  'moved-in': 'activity.action.moved-in',
  'schedule-create': 'activity.action.schedule-create',
  'schedule-change': 'activity.action.schedule-change',
  'schedule-pause': 'activity.action.schedule-pause',
  'schedule-resume': 'activity.action.schedule-resume',
  'schedule-delete': 'activity.action.schedule-delete',
  'no-run-day-save': 'activity.action.no-run-day-save',
  'no-run-day-remove': 'activity.action.no-run-day-remove',
  'alert-raised': 'activity.action.alert-raised',
  'alert-resolved': 'activity.action.alert-resolved',
  'alert-acknowledge': 'activity.action.alert-acknowledge',
  'watchdog-settings-save': 'activity.action.watchdog-settings-save',
  'reporting-outcomes-save': 'activity.action.reporting-outcomes-save',
  'time-saved-reference-save': 'activity.action.time-saved-reference-save',
  'reporting-plan-create': 'activity.action.reporting-plan-create',
  'reporting-plan-change': 'activity.action.reporting-plan-change',
  'reporting-plan-delete': 'activity.action.reporting-plan-delete',
  'role-change': 'activity.action.role-change',
  'api-token-create': 'activity.action.api-token-create',
  'api-token-revoke': 'activity.action.api-token-revoke',
  'api-token-use': 'activity.action.api-token-use',
} as const satisfies Readonly<Record<ActivityAction, PlainMessageKey>>;

/** What each kind of alert is, in a few words. */
const alertKindKeys = {
  'queued-too-long': 'activity.details.alertKind.queued-too-long',
  'running-too-long': 'activity.details.alertKind.running-too-long',
  'runtime-down': 'activity.details.alertKind.runtime-down',
  'schedule-fire': 'activity.details.alertKind.schedule-fire',
  'robot-failing': 'activity.details.alertKind.robot-failing',
  'reporting-send': 'activity.details.alertKind.reporting-send',
} as const satisfies Readonly<Record<AlertKind, PlainMessageKey>>;

const roleOf = (value: unknown): Role | undefined => roles.find((role) => role === value);

const alertKindOf = (value: unknown): AlertKind | undefined => alertKinds.find((kind) => kind === value);

const isAlertAction = (action: ActivityAction) =>
  action === 'alert-raised' || action === 'alert-resolved' || action === 'alert-acknowledge';

export function actionLabel(action: ActivityAction, t: Translate): string {
  return t(actionKeys[action]);
}

/** The name of a reporting form ("RPA executions"), or undefined for one this app does not know. */
export type FormLabel = (form: string) => string | undefined;

/**
 * The Runtime a run, a track or a delete was on, and what was on it (the robot or the execution). The
 * server keeps them as facts (`target` and `computerId`); an entry logged before it did holds them in
 * one English phrase, "invoice-bot on RUNTIME-01", read here so that it is said the same way. Split at
 * the last " on ": an id may hold a space, and a Runtime's id is the one less likely to.
 */
function onRuntime(entry: ActivityEntry): { readonly what: string; readonly runtime: string } | undefined {
  const runtime = entry.details.computerId;
  if (typeof runtime === 'string') return { what: entry.target, runtime };
  const logged = /^(.+) on (.+)$/s.exec(entry.target);
  return logged?.[1] === undefined || logged[2] === undefined
    ? undefined
    : { what: logged[1], runtime: logged[2] };
}

/** What the action was about; sign-ins and sign-outs are about the session itself, so they say nothing. */
export function describeTarget(entry: ActivityEntry, formLabel: FormLabel, t: Translate): string {
  switch (entry.action) {
    case 'sign-in':
    case 'sign-out':
    case 'sign-out-everywhere':
    case 'watchdog-settings-save':
    case 'reporting-outcomes-save':
    case 'time-saved-reference-save':
      return '';
    case 'run':
    case 'track':
    case 'delete': {
      const on = onRuntime(entry);
      return on === undefined ? entry.target : t('activity.details.onRuntime', on);
    }
    case 'report-send':
    case 'report-restatement-dismiss': {
      const label = formLabel(entry.target);
      return label === undefined ? entry.target : t('activity.details.reportRecord', { form: label });
    }
    case 'reporting-plan-create':
    case 'reporting-plan-change':
    case 'reporting-plan-delete':
      return t('activity.details.idea', { id: entry.target });
    case 'alert-raised':
    case 'alert-resolved':
    case 'alert-acknowledge': {
      // An execution's alert names its Runtime; the other kinds' targets are a Runtime, schedule or robot.
      const runtime = entry.details.computerId;
      return typeof runtime === 'string'
        ? t('activity.details.onRuntime', { what: entry.target, runtime })
        : entry.target;
    }
    default:
      return entry.target;
  }
}

/** An instant of an entry's facts (e.g. a period's start, kept as ISO) as the operator reads dates. */
export type InstantFormat = (at: string | number) => string;

/** Dates in the operator's language and zone, as the app's tables show them (lib/format.ts). */
export const instantFormat =
  (locale: AppLocale, timeZone: TimeZoneChoice): InstantFormat =>
  (at) =>
    formatDateTime(at, locale, timeZone === 'utc' ? 'UTC' : undefined);

/** The facts kept with an entry, one short phrase each; a fact this app does not know is shown as it is. */
export function describeDetails(
  entry: ActivityEntry,
  t: Translate,
  formatAt: InstantFormat = (at) => formatDateTime(at),
): string[] {
  const { details } = entry;
  const read = new Set<string>();
  const take = (key: string) => {
    read.add(key);
    return details[key];
  };
  const phrases: string[] = [];
  // Said with the target (describeTarget).
  if (entry.action === 'run' || entry.action === 'track' || entry.action === 'delete') take('computerId');
  if (isAlertAction(entry.action)) {
    take('computerId');
    const alert = take('alert');
    // A number that names, not counts: never "1.234".
    if (typeof alert === 'number') phrases.push(t('activity.details.alert', { id: String(alert) }));
    // A kind this app does not know is shown as the server kept it, below.
    const kind = alertKindOf(details.kind);
    if (kind !== undefined) {
      take('kind');
      phrases.push(t(alertKindKeys[kind]));
    }
    const note = take('note');
    if (typeof note === 'string') phrases.push(t('activity.details.note', { note }));
  }
  switch (entry.action) {
    case 'run': {
      const executionId = take('executionId');
      if (typeof executionId === 'string') phrases.push(t('activity.details.execution', { id: executionId }));
      const variables = take('variables');
      if (typeof variables === 'number')
        phrases.push(
          variables === 0
            ? t('activity.details.defaultInputs')
            : t('activity.details.variables', { count: variables }),
        );
      break;
    }
    case 'delete':
      if (take('inJournal') === false) phrases.push(t('activity.details.notInJournal'));
      break;
    case 'watchdog-settings-save': {
      const version = take('version');
      if (typeof version === 'number')
        phrases.push(t('activity.details.rulesVersion', { version: String(version) }));
      break;
    }
    case 'reporting-outcomes-save': {
      const version = take('version');
      if (typeof version === 'number')
        phrases.push(t('activity.details.rulesVersion', { version: String(version) }));
      const changes = take('changes');
      const more = take('more');
      if (typeof changes === 'string' && changes !== '') phrases.push(changes);
      if (typeof more === 'number') phrases.push(t('activity.details.moreStatuses', { count: more }));
      break;
    }
    case 'time-saved-reference-save': {
      const version = take('version');
      if (typeof version === 'number')
        phrases.push(t('activity.details.rulesVersion', { version: String(version) }));
      const jobPosition = take('jobPosition');
      const supplier = take('supplier');
      phrases.push(
        typeof jobPosition === 'string'
          ? t('activity.details.reference', { jobPosition })
          : t('activity.details.noReference'),
      );
      if (typeof supplier === 'string') phrases.push(t('activity.details.referenceSupplier', { supplier }));
      break;
    }
    case 'api-token-create': {
      const role = roleOf(take('role'));
      const days = take('days');
      if (role !== undefined) phrases.push(t('activity.details.tokenRole', { role: t(roleKeys[role]) }));
      if (typeof days === 'number') phrases.push(t('activity.details.tokenDays', { count: days }));
      break;
    }
    case 'api-token-use': {
      const request = take('request');
      if (typeof request === 'string') phrases.push(request);
      break;
    }
    case 'sign-out-everywhere':
    case 'sessions-end': {
      const sessions = take('sessions');
      if (typeof sessions === 'number')
        phrases.push(t('activity.details.sessionsEnded', { count: sessions }));
      break;
    }
    case 'role-change': {
      const from = roleOf(take('from'));
      const to = roleOf(take('to'));
      if (from !== undefined && to !== undefined)
        phrases.push(t('activity.details.roleChange', { from: t(roleKeys[from]), to: t(roleKeys[to]) }));
      break;
    }
    case 'report-send': {
      const outcome = take('outcome');
      const status = take('status');
      // A reporting plan's send (plan-sends-service.ts): its idea, and who approved it.
      const idea = take('idea');
      if (take('plan') === true) phrases.push(t('activity.details.byPlan'));
      if (typeof idea === 'number') phrases.push(t('activity.details.idea', { id: String(idea) }));
      const period = take('period');
      if (typeof period === 'string') phrases.push(t('activity.details.period', { start: formatAt(period) }));
      const correctionOf = take('correctionOf');
      // A number that names, not counts: never "1.234".
      if (typeof correctionOf === 'number')
        phrases.push(t('activity.details.correctionOf', { id: String(correctionOf) }));
      const approvedBy = take('approvedBy');
      if (typeof approvedBy === 'string') phrases.push(t('activity.details.approvedBy', { who: approvedBy }));
      const note = take('note');
      if (typeof note === 'string') phrases.push(t('activity.details.note', { note }));
      if (outcome === 'sent') phrases.push(t('activity.details.accepted'));
      else if (outcome === 'unknown') phrases.push(t('activity.details.noAnswer'));
      else if (outcome !== undefined)
        phrases.push(
          typeof status === 'number'
            ? // An HTTP status is a code, not a quantity: never "1.234".
              t('activity.details.notAcceptedStatus', { status: String(status) })
            : t('activity.details.notAccepted'),
        );
      break;
    }
    case 'report-restatement-dismiss': {
      const idea = take('idea');
      if (typeof idea === 'number') phrases.push(t('activity.details.idea', { id: String(idea) }));
      const period = take('period');
      if (typeof period === 'string') phrases.push(t('activity.details.period', { start: formatAt(period) }));
      const send = take('send');
      if (typeof send === 'number') phrases.push(t('activity.details.send', { id: String(send) }));
      const note = take('note');
      if (typeof note === 'string') phrases.push(t('activity.details.note', { note }));
      break;
    }
    default:
      break;
  }
  for (const [key, value] of Object.entries(details)) {
    if (!read.has(key)) phrases.push(`${key}: ${value === null ? '—' : String(value)}`);
  }
  return phrases;
}
