/**
 * What each watchdog rule finds wrong at an instant (docs/watchdogs.md), asked of the database: one row
 * per cause, with its key (the kind and the ids, as JSON text: unambiguous whatever an id holds), its
 * subject and its facts. Beside it, what keeps an open alert's cause alive. An execution's alert lasts
 * while the execution is still queued (or still running), not merely while it is past the limit: a limit
 * that moves (the robot's p95, the team's settings) never resolves it only to raise it again. The other
 * rules' causes last exactly while they hold.
 */
import { sql, type RawBuilder } from 'kysely';
import { statusesWithTone } from '../../src/api/spec-gaps';
import type { AlertKind, WatchdogRules } from '../../src/api/workspace/alerts';
import { fireCounts } from './schedule-fires-repository';

export interface AlertCauses {
  /** Rows of `cause_key`, `subject` and `facts`: an alert is raised for each that has none open. */
  readonly raise: RawBuilder<unknown>;
  /** Rows of `cause_key`: an open alert of the kind whose cause is not among them has resolved. */
  readonly lasting: RawBuilder<unknown>;
}

const minuteMs = 60_000;
/** How far back a robot's usual duration and its failures in a row are read. */
const lookBackMs = 30 * 24 * 60 * minuteMs;
/** A robot's p95 is trusted from this many timed ends on; with fewer, only a fixed limit applies. */
const fewestTimedEnds = 5;

const instant = (at: number) => sql`${new Date(at)}::timestamptz`;
const statusIn = (tone: Parameters<typeof statusesWithTone>[0]) =>
  sql`upper(trim(status)) in (${sql.join(statusesWithTone(tone))})`;

/** Not ended, not deleted, not given up on: still in the queue or on its Runtime. */
const active = sql`(not ended and deleted_at is null and lost_reason is null)`;
/** A status not read yet counts as queued: the service had not started it when last asked. */
const queued = sql`(status is null or ${statusIn('queued')})`;
const running = sql`(status is not null and not ${statusIn('queued')})`;
/** Queued since it entered the journal (`started_at`): the service says nothing of its own queue. */
const queuedSince = sql`started_at`;
/**
 * Running since the service's `init`: the only start it tells, which is when it took the run (the
 * simulator says so too), queue included. A robot's usual durations are measured from it as well
 * (`end - init`, like the overview's). Before the first read, since it entered the journal.
 */
const runningSince = sql`coalesce(init_at, started_at)`;
/** Started in the last 30 days, written as the `executions_by_start` index's expression so it is used. */
const lookingBack = (at: number) => sql`coalesce(init_at, started_at) >= ${instant(at - lookBackMs)}`;
const wholeMinutesSince = (at: number, since: RawBuilder<unknown>) =>
  sql`floor(extract(epoch from (${instant(at)} - ${since})) / 60)::int`;

const causeKey = (kind: AlertKind, ...ids: RawBuilder<unknown>[]) =>
  sql`jsonb_build_array(${sql.lit(kind)}, ${sql.join(ids)})::text`;
const executionKey = (kind: AlertKind) => causeKey(kind, sql`computer_id`, sql`execution_id`);
const executionSubject = sql`jsonb_strip_nulls(jsonb_build_object('computerId', computer_id,
  'executionId', execution_id, 'robotId', robot_id))`;

/** The causes that last exactly while the rule holds. */
const holding = (raise: RawBuilder<unknown>): AlertCauses => ({
  raise,
  lasting: sql`select cause_key from (${raise}) as holding`,
});

function queuedTooLong(rule: WatchdogRules['queued'], at: number): AlertCauses {
  const key = executionKey('queued-too-long');
  return {
    raise: sql`select ${key} as cause_key, ${executionSubject} as subject,
        jsonb_build_object('minutes', ${wholeMinutesSince(at, queuedSince)}) as facts
      from executions
      where ${active} and ${queued} and ${queuedSince} <= ${instant(at - rule.minutes * minuteMs)}`,
    lasting: sql`select ${key} as cause_key from executions where ${active} and ${queued}`,
  };
}

/**
 * Past the fixed limit when one is set; else past the robot's p95 over the last 30 days (its ends with
 * both instants readable, at least `fewestTimedEnds` of them) times the factor, and never under a minute
 * (a robot that takes seconds would otherwise be "too long" at every look).
 */
function runningTooLong(rule: WatchdogRules['running'], at: number): AlertCauses {
  const key = executionKey('running-too-long');
  const usual = sql`(
      select robot_id, greatest(p95_ms * ${rule.p95Factor}, ${minuteMs}) as limit_ms
      from (
        select robot_id,
          percentile_cont(0.95) within group (order by extract(epoch from (end_at - init_at)) * 1000)::float8
            as p95_ms
        from executions
        where ended and deleted_at is null and init_at is not null and end_at is not null
          and end_at >= init_at and ${lookingBack(at)}
          and robot_id in (select robot_id from executions where ${active} and ${running})
        group by robot_id
        having count(*) >= ${fewestTimedEnds}
      ) as timed
    ) as usual`;
  const [from, limitMs] =
    rule.limitMinutes === null
      ? [sql`executions join ${usual} using (robot_id)`, sql`usual.limit_ms`]
      : [sql`executions`, sql`${rule.limitMinutes * minuteMs}::float8`];
  return {
    raise: sql`select ${key} as cause_key, ${executionSubject} as subject,
        jsonb_build_object('minutes', ${wholeMinutesSince(at, runningSince)},
          'limitMinutes', ceil(${limitMs} / ${minuteMs})::int) as facts
      from ${from}
      where ${active} and ${running}
        and ${runningSince} <= ${instant(at)} - ${limitMs} * interval '1 millisecond'`,
    lasting: sql`select ${key} as cause_key from executions where ${active} and ${running}`,
  };
}

/**
 * A Runtime with something queued for the rule's minutes, where in those minutes nothing ended and
 * nothing runs now (what started running in them either runs still or has ended). An end the service
 * gave no readable instant for counts when it was recorded.
 */
function runtimeDown(rule: WatchdogRules['runtimeDown'], at: number): AlertCauses {
  const since = instant(at - rule.minutes * minuteMs);
  return holding(sql`select ${causeKey('runtime-down', sql`waiting.computer_id`)} as cause_key,
      jsonb_build_object('computerId', waiting.computer_id) as subject,
      jsonb_build_object('minutes', ${wholeMinutesSince(at, sql`min(waiting.started_at)`)}) as facts
    from executions as waiting
    where ${active} and ${queued}
    group by waiting.computer_id
    having min(waiting.started_at) <= ${since}
      and not exists (
        select 1 from executions
        where computer_id = waiting.computer_id
          and ((ended and coalesce(end_at, updated_at) > ${since}) or (${active} and ${running})))`);
}

/**
 * A schedule whose latest fire that counts (`fireCounts`: not skipped, nor caught up by a later one) was
 * missed, failed or is unknown: until a later one starts a run.
 */
function scheduleFire(at: number): AlertCauses {
  return holding(sql`select ${causeKey('schedule-fire', sql`s.id`)} as cause_key,
      jsonb_build_object('scheduleId', s.id, 'scheduleName', s.name, 'computerId', s.runtime_id,
        'robotId', s.robot_id) as subject,
      jsonb_build_object('state', f.state, 'dueAt', (extract(epoch from f.due_at) * 1000)::bigint) as facts
    from schedules as s
    cross join lateral (
      select state, due_at from schedule_fires
      where schedule_id = s.id and due_at <= ${instant(at)} and ${fireCounts('schedule_fires')}
      order by due_at desc
      limit 1
    ) as f
    where s.deleted_at is null and f.state <> 'started'`);
}

/**
 * A robot whose latest ends of the last 30 days, newest first, are the rule's number of failures in a
 * row (an error status; anything else that ended breaks the row). `failures` is the whole row's length.
 */
function robotFailing(rule: WatchdogRules['failures'], at: number): AlertCauses {
  return holding(sql`select ${causeKey('robot-failing', sql`robot_id`)} as cause_key,
      jsonb_build_object('robotId', robot_id) as subject,
      jsonb_build_object('failures', in_a_row) as facts
    from (
      select robot_id, coalesce(min(newest) filter (where not failed) - 1, count(*))::int as in_a_row
      from (
        select robot_id, coalesce(${statusIn('error')}, false) as failed,
          row_number() over (partition by robot_id order by coalesce(end_at, updated_at) desc, id desc) as newest
        from executions
        where ended and deleted_at is null and robot_id is not null
          and ${lookingBack(at)}
      ) as ends
      group by robot_id
    ) as rows_of_failures
    where in_a_row >= ${rule.inARow}`);
}

/**
 * A reporting plan's send (plan-sends-repository.ts) refused by the service or never answered, until an
 * admin sends it again (an unknown one stays: only an acknowledgement ends its alert), or waiting for
 * approval longer than the rule's hours, until it is decided.
 */
function reportingSend(rule: WatchdogRules['reportingSends'], at: number): AlertCauses {
  return holding(sql`select ${causeKey('reporting-send', sql`id::text`)} as cause_key,
      jsonb_build_object('sendId', id, 'ideaId', idea_id) as subject,
      jsonb_build_object('state', state, 'kind', kind,
        'periodStart', (extract(epoch from period_start) * 1000)::bigint) as facts
    from plan_sends
    where state in ('failed', 'unknown')
      or (state = 'waiting' and created_at <= ${instant(at - rule.waitingHours * 60 * minuteMs)})`);
}

/** Each kind's causes under the rules at `at`; a rule turned off finds none (its alerts resolve). */
export function alertCauses(rules: WatchdogRules, at: number): Record<AlertKind, AlertCauses | undefined> {
  return {
    'queued-too-long': rules.queued.enabled ? queuedTooLong(rules.queued, at) : undefined,
    'running-too-long': rules.running.enabled ? runningTooLong(rules.running, at) : undefined,
    'runtime-down': rules.runtimeDown.enabled ? runtimeDown(rules.runtimeDown, at) : undefined,
    'schedule-fire': rules.scheduleFires.enabled ? scheduleFire(at) : undefined,
    'robot-failing': rules.failures.enabled ? robotFailing(rules.failures, at) : undefined,
    'reporting-send': rules.reportingSends.enabled ? reportingSend(rules.reportingSends, at) : undefined,
  };
}
