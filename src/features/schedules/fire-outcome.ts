/**
 * A fire's outcome in the operator's words: the state, and why (the contract's `fireReasons`). A run the
 * service refused keeps the error code of our words for its answer (`detail`), told by the one function
 * that words the server's errors (i18n/error-message.ts).
 */
import { serverError } from '@/api/api-error';
import type { FireReason, ScheduleFire, ScheduleNotice } from '@/api/workspace/schedules';
import type { PlainMessageKey } from '@/i18n/catalog';
import type { Translate } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import { formatTime } from '@/lib/format';

const reasonKeys = {
  'server-down': 'scheduleFire.reason.server-down',
  'caught-up': 'scheduleFire.reason.caught-up',
  paused: 'scheduleFire.reason.paused',
  deleted: 'scheduleFire.reason.deleted',
  calendar: 'scheduleFire.reason.calendar',
  overlap: 'scheduleFire.reason.overlap',
  'secret-unreadable': 'scheduleFire.reason.secret-unreadable',
  'no-one-signed-in': 'scheduleFire.reason.no-one-signed-in',
  refused: 'scheduleFire.reason.refused',
  unreachable: 'scheduleFire.reason.unreachable',
  'call-interrupted': 'scheduleFire.reason.call-interrupted',
  'no-answer': 'scheduleFire.reason.no-answer',
} as const satisfies Record<FireReason, PlainMessageKey>;

/** Why the calendar skipped a day (a skipped fire's `detail`). */
const calendarDetails = ['weekend', 'holiday', 'team'] as const;
const isCalendarDetail = (detail: string | null): detail is (typeof calendarDetails)[number] =>
  calendarDetails.some((known) => known === detail);

type Fire = Pick<ScheduleFire, 'state' | 'reason' | 'detail'>;

/** Why, as a phrase after a colon; undefined when the fire has no reason (it started, or is under way). */
export function fireReasonWords(fire: Fire, t: Translate): string | undefined {
  if (fire.reason === null) return undefined;
  if (fire.reason === 'refused' && fire.detail !== null) {
    // The same words the operator reads when their own run is refused for this answer.
    const detail = errorMessage(
      serverError({ status: 502, code: fire.detail, message: fire.detail, path: '' }),
      t,
    );
    return t('scheduleFire.reason.refusedWith', { detail });
  }
  if (fire.reason === 'calendar' && isCalendarDetail(fire.detail)) {
    return t(`scheduleFire.reason.calendar.${fire.detail}`);
  }
  return t(reasonKeys[fire.reason]);
}

export function fireStateWords(fire: Fire, t: Translate): string {
  return t(`scheduleFire.state.${fire.state}`);
}

/** "Missed: nobody was signed in and there is no runner account", or "Started". */
export function fireOutcome(fire: Fire, t: Translate): string {
  const state = fireStateWords(fire, t);
  const reason = fireReasonWords(fire, t);
  return reason === undefined ? state : t('scheduleFire.outcome', { state, reason });
}

/** The owner's notice: "Invoices did not run at 07:00 BRT: nobody was signed in and there is no runner account". */
export function noticeSentence(notice: ScheduleNotice, t: Translate): string {
  const values = {
    name: notice.scheduleName,
    when: formatTime(notice.dueAt),
    reason: fireReasonWords(notice, t) ?? fireStateWords(notice, t),
  };
  switch (notice.state) {
    case 'missed':
      return t('scheduleFire.notice.missed', values);
    case 'failed':
      return t('scheduleFire.notice.failed', values);
    case 'unknown':
      return t('scheduleFire.notice.unknown', values);
    default:
      return t('scheduleFire.notice.other', values);
  }
}
