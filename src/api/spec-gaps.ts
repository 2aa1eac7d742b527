/**
 * Every choice Robot Console makes where the API spec says "not shown", in one place.
 * docs/spec-gaps.md ("Decisions on the spec's gaps") mirrors this file; change both together.
 */

/**
 * Statuses (spec §3 shows only PENDENT). We colour the ones we expect and show any other value as it
 * comes. Whether an execution has ended is decided by `end` being set, never by the status alone.
 */
export type StatusTone = 'queued' | 'running' | 'success' | 'alert' | 'error' | 'neutral';

export const knownStatuses: Readonly<Record<string, StatusTone>> = {
  PENDENT: 'queued',
  PENDING: 'queued',
  QUEUED: 'queued',
  RUNNING: 'running',
  EXECUTING: 'running',
  IN_PROGRESS: 'running',
  SUCCESS: 'success',
  FINISHED: 'success',
  COMPLETED: 'success',
  DONE: 'success',
  ALERT: 'alert',
  WARNING: 'alert',
  ERROR: 'error',
  FAILED: 'error',
  FAILURE: 'error',
  CANCELED: 'neutral',
  CANCELLED: 'neutral',
  DELETED: 'neutral',
};

/** The tone of a status; an unknown status is neutral and is still shown verbatim. */
export function statusTone(status: string): StatusTone {
  return knownStatuses[status.trim().toUpperCase()] ?? 'neutral';
}

/** The known statuses of a tone (upper case), e.g. for a filter or a query that counts outcomes. */
export function statusesWithTone(tone: StatusTone): string[] {
  return Object.keys(knownStatuses).filter((status) => knownStatuses[status] === tone);
}

/**
 * Reporting (spec §2.8) counts executions as success, alert or error; the spec does not say which status
 * is which. By default a status counts as its tone says (FINISHED a success, WARNING an alert, FAILED an
 * error) and every other status (queued, running, cancelled, unknown) is not counted. The team may map any
 * status otherwise (`/api/reporting-outcomes`, an admin's): a service that says DONE_WITH_WARNINGS is
 * then counted as the team decides, not guessed.
 */
export const reportingOutcomes = ['success', 'alert', 'error', 'ignore'] as const;
export type ReportingOutcome = (typeof reportingOutcomes)[number];

export function defaultReportingOutcome(status: string): ReportingOutcome {
  const tone = statusTone(status);
  return tone === 'success' || tone === 'alert' || tone === 'error' ? tone : 'ignore';
}

/** Only a queued execution can be deleted (endpoint 7 "deletes tasks that were added to the queue"). */
export function isQueued(status: string): boolean {
  return statusTone(status) === 'queued';
}

/** An execution has ended once `end` is set, whatever its status says (§2.6: null until it ends). */
export function hasEnded(result: { readonly end: unknown }): boolean {
  return result.end !== null && result.end !== undefined;
}

/**
 * `progress` (§2.6, 0.0 while pending) is read as a fraction from 0 to 1. A value above 1 can only be
 * a percentage, so it is read as one; the result is clamped to 0–100 for display.
 */
export function progressPercent(progress: number): number {
  if (!Number.isFinite(progress) || progress <= 0) return 0;
  const percent = progress <= 1 ? progress * 100 : progress;
  return Math.min(100, percent);
}

/**
 * `end` (§2.6) has no documented type once set. A number is read like `init` (Unix milliseconds; a
 * value below 10^11 is taken as seconds), a string as a date; anything else is "ended, time unknown".
 */
export function endInstant(end: unknown): number | undefined {
  if (typeof end === 'number' && Number.isFinite(end) && end > 0) return end < 1e11 ? end * 1000 : end;
  if (typeof end === 'string') {
    const numeric = Number(end);
    if (end.trim() !== '' && Number.isFinite(numeric)) return endInstant(numeric);
    const parsed = Date.parse(end);
    return Number.isNaN(parsed) ? undefined : parsed;
  }
  return undefined;
}

/**
 * `expires_in` (§2.3) is read in seconds, as OAuth 2.0 (RFC 6749 §5.1) defines it. When the JWT carries
 * an `exp` claim the earlier of the two instants wins, so a token in milliseconds or a token that
 * expires sooner never outlives its session. Version 1 logins have only the JWT's `exp`.
 */
export const expiresInUnitMs = 1000;

/**
 * Log elements (§2.6) have no documented shape. A string is a line; an object with a `message` is a line
 * whose time is read from the first of these fields present and whose level from `level`; anything else
 * is shown as JSON.
 */
export const logEntryFields = {
  message: 'message',
  time: ['date', 'timestamp', 'time'],
  level: 'level',
} as const;

/**
 * Log levels and the return value's shape are not documented either (§2.6). A line "reports an error"
 * when its level is one of these (without case); the message of a failed run's return value is read from
 * `message`, else `error` (text), else `error.message`, else the value itself when it is text. The top
 * of a failed execution's page shows the last error line, or else that message.
 */
export const errorLogLevels: ReadonlySet<string> = new Set(['ERROR', 'FATAL', 'CRITICAL', 'SEVERE']);

/**
 * Format of ID_COMPUTER, ID_ROBOT and ID_EXECUTION (§4 open points): opaque strings. What cannot be an
 * id (blank, "." or "..", a slash, a control character, more than 200 characters) is one rule in
 * ids.ts, shared by every form and the server's allow-list.
 */

/** Variable types (§2.4 shows only "text"); add a row here to offer another type in the run form. */
export const variableTypes = [{ value: 'text', label: 'Text' }] as const;

/**
 * Suppliers (endpoint 10) and job positions (endpoint 11) "create or edit"; the rule is not shown. We
 * assume the identifying name (supplier `name`, position `title`, compared without case) selects the
 * record: sending an existing name again edits it.
 */
export const upsertKeyRule = 'identifying-name' as const;

/**
 * How large the reporting numbers may be (§8 "not shown"). The spec types the idea id, the counts and
 * the times "integer" (§2.8, §2.9): we assume a Java service, whose int stops at 2,147,483,647, and
 * refuse anything larger rather than let it overflow there. Hourly values are "double" (§2.10, §2.11):
 * below a billion and at most six decimals, so that every value accepted has at most 15 significant
 * digits and a double carries it exactly as typed.
 */
export const reportingNumberLimits = {
  integerMax: 2_147_483_647,
  hourValueBelow: 1_000_000_000,
  hourValueDecimals: 6,
} as const;

/**
 * The idea id (§2.8, §2.9) is an "integer" with no stated range. It identifies a record of the
 * analytics product, whose ids are not negative: a minus sign is a typing slip, so a negative idea id
 * is refused with a message (never dropped, as the old number input did). 0 is accepted.
 */
export const ideaIdAcceptsNegative = false as const;

/**
 * A robot's document count is read at its `documentsFrom` path (catalog-rules.ts) in the execution's
 * return value, whose shape is not shown (§2.6). Some robots return their result serialised: a return
 * value that is text holding JSON is read as that JSON. A missing value, or one that is not a whole number
 * from 0 up, counts as unknown: shown beside the period's figures, never guessed.
 */
export const returnValueTextIsJson: boolean = true;

/** Unit of the execution-time fields of the RPA record (§2.8): whole seconds. */
export const executionTimeUnit = 'seconds' as const;

/**
 * Whether the run call (endpoints 4 and 5) can be repeated safely: the spec shows no idempotency key and
 * no call that finds an execution whose id was never received. It cannot: a scheduled fire whose instance
 * stopped during the call is recorded `unknown` and never called again (docs/schedules.md).
 */
export const runCallRepeatable: boolean = false;

/**
 * Whether a reporting record (endpoints 8 and 9) can be sent again safely: the spec shows no idempotency
 * key and no call that reads what the analytics product kept. It cannot: a plan's send whose answer never
 * came is `unknown`, shown, and never sent again, not even by an approval (issue 36); only a refused one
 * (`failed`, nothing kept there) may be sent again.
 */
export const reportingCallRepeatable: boolean = false;

/**
 * What the analytics product does with a second record of the same idea and `processedAt` (endpoints 8
 * and 9): the spec shows no update call and does not say. We assume it keeps both and sums an idea's
 * records (true), so a correction of a period's late ends (issue 36) sends only the DIFFERENCE, as a record
 * of its own with the period's `processedAt`. Were it to replace the record of that (idea, processedAt)
 * instead (false), a correction would send the full figures now: restatement-figures.ts reads this.
 */
export const reportingRecordsAdd: boolean = true;

/**
 * Currency of the hourly values of suppliers and job positions (spec §2.10, §2.11 say "hourly value"
 * only): Brazilian reais, the analytics product's own. The time saved's value is written in it in the
 * operator's language ("R$ 40,00" in pt-BR, "R$40.00" in English), never converted.
 */
export const hourValueCurrency = 'BRL' as const;
