/**
 * The documents posted to the webhook (webhook-deliverer.ts; docs/features.md, "Hearing about ends"):
 * small, JSON, ids and times and words of ours; never a token, key or variable value.
 */
import type { Alert, AlertKind, AlertSubject } from '../../src/api/workspace/alerts';
import type { JournalEntry } from '../../src/api/workspace/journal';
import type { DescribedFire } from '../storage/schedule-fires-repository';
import type { AlertEvent } from '../storage/schema';

/** The document posted for an ended execution. */
export interface EndedDocument {
  readonly event: 'execution.ended';
  readonly executionId: string;
  readonly status: string | null;
  readonly robotId: string | null;
  readonly runtimeId: string;
  readonly startedBy: string;
  readonly startedAt: string;
  readonly endedAt: string | null;
  readonly consoleUrl?: string;
}

/**
 * The document posted for a schedule's fire that went wrong: `schedule.missed` (it did not run: the
 * server was down, nobody to run it as), `schedule.failed` (the service refused the run, could not be
 * reached, or the instance calling it stopped before its answer, `state: unknown`).
 */
export interface FireDocument {
  readonly event: 'schedule.failed' | 'schedule.missed';
  readonly scheduleId: string;
  readonly scheduleName: string;
  readonly owner: string;
  readonly dueAt: string;
  readonly state: string;
  readonly reason: string | null;
  /** For a refused run: the error code of our words for the service's answer. */
  readonly detail: string | null;
  readonly consoleUrl?: string;
}

export function fireDocument(fire: DescribedFire, publicOrigin: string | undefined): FireDocument {
  return {
    event: fire.state === 'missed' ? 'schedule.missed' : 'schedule.failed',
    scheduleId: fire.scheduleId,
    scheduleName: fire.scheduleName,
    owner: fire.owner,
    dueAt: new Date(fire.dueAt).toISOString(),
    state: fire.state,
    reason: fire.reason,
    detail: fire.detail,
    ...(publicOrigin === undefined
      ? {}
      : { consoleUrl: `${publicOrigin}/schedules/${encodeURIComponent(fire.scheduleId)}` }),
  };
}

/**
 * The document posted when a watchdog raised an alert (`alert.raised`) and when its cause went away
 * (`alert.resolved`): the alert as it is when posted, so a late post of a raise may already say it resolved.
 */
export interface AlertDocument {
  readonly event: AlertEvent;
  readonly alertId: number;
  readonly kind: AlertKind;
  readonly subject: AlertSubject;
  readonly facts: Alert['facts'];
  readonly raisedAt: string;
  readonly resolvedAt: string | null;
  /** Who acknowledged it, when, and their note, once someone did. */
  readonly acknowledgement: { readonly by: string; readonly at: string; readonly note: string | null } | null;
  readonly consoleUrl?: string;
}

export function alertDocument(
  alert: Alert,
  event: AlertEvent,
  publicOrigin: string | undefined,
): AlertDocument {
  const iso = (at: number) => new Date(at).toISOString();
  return {
    event,
    alertId: alert.id,
    kind: alert.kind,
    subject: alert.subject,
    facts: alert.facts,
    raisedAt: iso(alert.raisedAt),
    resolvedAt: alert.resolvedAt === null ? null : iso(alert.resolvedAt),
    acknowledgement:
      alert.acknowledgedAt === null || alert.acknowledgedBy === null
        ? null
        : { by: alert.acknowledgedBy, at: iso(alert.acknowledgedAt), note: alert.note },
    // The overview lists the open alerts.
    ...(publicOrigin === undefined ? {} : { consoleUrl: `${publicOrigin}/overview` }),
  };
}

export function endedDocument(entry: JournalEntry, publicOrigin: string | undefined): EndedDocument {
  const path = `/executions/${encodeURIComponent(entry.computerId)}/${encodeURIComponent(entry.executionId)}`;
  return {
    event: 'execution.ended',
    executionId: entry.executionId,
    status: entry.status,
    robotId: entry.robotId,
    runtimeId: entry.computerId,
    startedBy: entry.startedBy,
    startedAt: new Date(entry.init ?? entry.startedAt).toISOString(),
    endedAt: entry.end === null ? null : new Date(entry.end).toISOString(),
    ...(publicOrigin === undefined ? {} : { consoleUrl: `${publicOrigin}${path}` }),
  };
}
