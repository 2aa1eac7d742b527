/**
 * The overview's figures (src/api/workspace/overview.ts), counted by the database: a few grouped
 * queries over the period's executions and the schedules, each doing as little per execution as it can
 * (npm run bench:overview measures them): durations in float8, an execution's bar looked up in the bars'
 * starts, the outcome worked out per group of statuses, each robot's durations and trend in one scan.
 */
import { sql, type Expression, type SqlBool } from 'kysely';
import { statusesWithTone } from '../../src/api/spec-gaps';
import {
  overviewBucket,
  overviewOutcomes,
  type Overview,
  type OverviewOutcome,
  type OverviewQuery,
} from '../../src/api/workspace/overview';
import type { Db } from './database';
import { documentsOf } from './idea-figures-repository';
import { documentsPerExecution } from '../../src/api/catalog-rules';
import type { Eb } from './journal-rows';
import { timeSavedReferenceRepository } from './time-saved-reference-repository';
import { timeSavedValue, type ReferenceRates } from '../../src/api/workspace/time-saved-value';
import type {
  MonthlySummary,
  MonthlySummaryQuery,
  SummaryFigures,
} from '../../src/api/workspace/monthly-summary';

const start = sql<Date>`coalesce(init_at, started_at)`;
const normalised = sql`upper(trim(status))`;
const statusIn = (tone: Parameters<typeof statusesWithTone>[0]) =>
  sql`${normalised} in (${sql.join(statusesWithTone(tone))})`;

/**
 * An execution's outcome: how it ended, `active` while followed, `other` once given up on unended.
 * over the groups of (bar, ended, followed, status), `followed` being `lost_reason is null`.
 */
const outcome = sql<OverviewOutcome>`case
  when not ended then case when followed then 'active' else 'other' end
  when ${statusIn('success')} then 'success'
  when ${statusIn('alert')} then 'alert'
  when ${statusIn('error')} then 'error'
  else 'other' end`;

/**
 * From the service's start to its end, in ms, for an ended execution with both instants readable.
 * in float8, rounded to the microsecond (the same values as the numeric `extract`).
 */
const durationMs = sql<number>`round(date_part('epoch', end_at - init_at) * 1000000) / 1000`;

function inPeriod(query: OverviewQuery) {
  return (eb: Eb) => {
    const conditions: Expression<SqlBool>[] = [
      eb('deleted_at', 'is', null),
      eb(start, '>=', new Date(query.from)),
      eb(start, '<', new Date(query.to)),
    ];
    if (query.robot !== undefined) conditions.push(eb('robot_id', '=', query.robot));
    if (query.runtime !== undefined) conditions.push(eb('computer_id', '=', query.runtime));
    return eb.and(conditions);
  };
}

const emptyCounts = (): Record<OverviewOutcome, number> =>
  Object.fromEntries(overviewOutcomes.map((o) => [o, 0])) as Record<OverviewOutcome, number>;

/** How many of the next fires and of the period's troubled fires are listed. */
const firesListed = { next: 5, troubled: 10 };
/** The robots whose durations are shown, the busiest first. */
const robotsListed = 50;

export function overviewRepository(db: Db) {
  const reference = timeSavedReferenceRepository(db);
  /** The bars' first instants in the operator's zone (hours, or days with their DST lengths), clipped. */
  async function barStarts(query: OverviewQuery, unit: 'hour' | 'day'): Promise<number[]> {
    const hours = Math.ceil((query.to - query.from) / 3_600_000);
    const rows = await sql<{ start: Date }>`
      select distinct date_trunc(${unit}, ${new Date(query.from)}::timestamptz + i * interval '1 hour', ${query.zone}) as start
      from generate_series(0, ${hours}) as i order by 1`.execute(db);
    return rows.rows.map((row) => row.start.getTime()).filter((at) => at < query.to);
  }

  return {
    async overview(query: OverviewQuery): Promise<Overview> {
      const unit = overviewBucket(query.from, query.to);
      // the bar's start looked up in the bars' starts (one array per query, as barStarts
      // computes them) rather than date_trunc in the operator's zone for every execution.
      const hours = Math.ceil((query.to - query.from) / 3_600_000);
      const barStartsSql = sql<Date[]>`(select array_agg(s order by s) from (
        select distinct date_trunc(${unit}, ${new Date(query.from)}::timestamptz + i * interval '1 hour', ${query.zone}) as s
        from generate_series(0, ${hours}) as i) as bar_starts)`;
      const bucket = sql<Date>`(${barStartsSql})[width_bucket(${start}, ${barStartsSql})]`;
      const robotFilter = (eb: Eb) =>
        eb.and([
          ...(query.robot === undefined ? [] : [eb('robot_id', '=', query.robot)]),
          ...(query.runtime === undefined ? [] : [eb('computer_id', '=', query.runtime)]),
        ]);
      const timed = (eb: Eb) =>
        eb.and([
          inPeriod(query)(eb),
          eb('ended', '=', true),
          eb('init_at', 'is not', null),
          eb('end_at', 'is not', null),
          eb('end_at', '>=', eb.ref('init_at')),
        ]);

      const [starts, counted, robotRows, active, next, troubled, troubledCount, saved, rates] =
        await Promise.all([
          barStarts(query, unit),
          // grouped by the raw status, the outcome worked out per group.
          db
            .selectFrom(
              db
                .selectFrom('executions')
                .select([
                  bucket.as('bucket'),
                  'ended',
                  sql<boolean>`lost_reason is null`.as('followed'),
                  'status',
                  sql<number>`count(*)`.as('n'),
                ])
                .where(inPeriod(query))
                .groupBy([sql`1`, sql`2`, sql`3`, sql`4`])
                .as('groups'),
            )
            .select(['bucket', outcome.as('outcome'), 'ended', sql<number>`sum(n)::int`.as('executions')])
            .groupBy([sql`1`, sql`2`, sql`3`])
            .execute(),
          // each robot's durations and its trend in one query (one scan and one sort of the
          // period's timed executions instead of two): ROLLUP adds each robot's row (bucket null) to its
          // bars' rows. The robots' rows come first, busiest first, as the query for them alone sorted them.
          db
            .selectFrom('executions')
            .select([
              sql<string>`robot_id`.as('robotId'),
              sql<Date | null>`${bucket}`.as('bucket'),
              sql<number>`count(*)::int`.as('executions'),
              sql<number>`percentile_cont(0.5) within group (order by ${durationMs})::float8`.as('p50Ms'),
              sql<number>`percentile_cont(0.95) within group (order by ${durationMs})::float8`.as('p95Ms'),
            ])
            .where(timed)
            .where('robot_id', 'is not', null)
            .groupBy(sql`robot_id, rollup(2)`)
            .orderBy(sql`2 nulls first`)
            .orderBy(sql`3`, 'desc')
            .orderBy(sql`1`)
            .execute(),
          db
            .selectFrom('executions')
            .select([
              sql<number>`count(*) filter (where status is null or ${statusIn('queued')})::int`.as('queued'),
              sql<number>`count(*) filter (where status is not null and not ${statusIn('queued')})::int`.as(
                'running',
              ),
            ])
            .where('ended', '=', false)
            .where('deleted_at', 'is', null)
            .where('lost_reason', 'is', null)
            .where(robotFilter)
            .executeTakeFirstOrThrow(),
          db
            .selectFrom('schedules')
            .select(['id', 'name', 'robot_id', 'next_due_at'])
            .where('deleted_at', 'is', null)
            .where('paused', '=', false)
            .where('next_due_at', 'is not', null)
            .$if(query.robot !== undefined, (q) => q.where('robot_id', '=', query.robot ?? ''))
            .$if(query.runtime !== undefined, (q) => q.where('runtime_id', '=', query.runtime ?? ''))
            .orderBy('next_due_at')
            .limit(firesListed.next)
            .execute(),
          troubledFires(db, query)
            .orderBy('f.due_at', 'desc')
            .orderBy('f.id', 'desc')
            .select(['s.id as scheduleId', 's.name', 'f.due_at', 'f.state'])
            .limit(firesListed.troubled)
            .execute(),
          troubledFires(db, query)
            .select(sql<number>`count(*)::int`.as('total'))
            .executeTakeFirstOrThrow(),
          timeSaved(db, query),
          reference.rates(),
        ]);

      const totals = savedTotals(saved);
      const bars = starts.map((barStart, index) => ({
        from: Math.max(barStart, query.from),
        to: Math.min(starts[index + 1] ?? query.to, query.to),
        counts: emptyCounts(),
      }));
      const barOf = new Map(starts.map((barStart, index) => [barStart, bars[index]]));
      let ended = 0;
      let succeeded = 0;
      for (const row of counted) {
        const bar = barOf.get(row.bucket.getTime());
        if (bar !== undefined) bar.counts[row.outcome] += row.executions;
        if (row.ended) ended += row.executions;
        if (row.ended && row.outcome === 'success') succeeded += row.executions;
      }
      const durations = robotRows
        .filter((row) => row.bucket === null)
        .slice(0, robotsListed)
        .map(({ robotId, executions, p50Ms, p95Ms }) => ({ robotId, executions, p50Ms, p95Ms }));
      const trendOf = new Map<string, { from: number; p50Ms: number }[]>();
      for (const row of robotRows) {
        if (row.bucket === null) continue;
        const from = Math.max(row.bucket.getTime(), query.from);
        trendOf.set(row.robotId, [...(trendOf.get(row.robotId) ?? []), { from, p50Ms: row.p50Ms }]);
      }
      return {
        bucket: unit,
        bars,
        ended,
        succeeded,
        robots: durations.map((row) => ({ ...row, trend: trendOf.get(row.robotId) ?? [] })),
        now: active,
        nextFires: next.map((row) => ({
          scheduleId: row.id,
          name: row.name,
          robotId: row.robot_id,
          dueAt: row.next_due_at?.getTime() ?? 0,
        })),
        troubledFires: troubled.map((row) => ({
          scheduleId: row.scheduleId,
          name: row.name,
          dueAt: row.due_at.getTime(),
          state: troubledStates.find((state) => state === row.state) ?? 'unknown',
        })),
        troubledFireCount: troubledCount.total,
        timeSaved: {
          robots: saved.map(overviewRobot),
          ...totals,
          value: timeSavedValue(totals.hours, totals.robotHours, rates),
        },
      };
    },

    /** A month of the figures per idea (src/api/workspace/monthly-summary.ts), in the query's zone. */
    async monthlySummary(query: MonthlySummaryQuery): Promise<MonthlySummary> {
      const first = `${query.month}-01`;
      const bounds = await sql<{ from: Date; to: Date }>`
        select (${first}::timestamp at time zone ${query.zone}) as "from",
          ((${first}::timestamp + interval '1 month') at time zone ${query.zone}) as "to"`.execute(db);
      const { from, to } = bounds.rows[0] ?? { from: new Date(0), to: new Date(0) };
      const period = { from: from.getTime(), to: to.getTime() };
      const [counts, saved, rates] = await Promise.all([
        robotCounts(db, period),
        timeSaved(db, period),
        reference.rates(),
      ]);
      return { month: query.month, zone: query.zone, ...period, ...summaryOf(counts, saved, rates) };
    },
  };
}

/** A robot's ended executions of a period by outcome, and the documents they processed. */
interface CountRow {
  readonly robotId: string | null;
  readonly ideaId: number | null;
  readonly success: number;
  readonly alert: number;
  readonly error: number;
  readonly other: number;
  readonly documents: number;
  readonly documentsUnknown: number;
}

/** Each robot's ended executions of the period (placed by their start, as in the overview). */
async function robotCounts(db: Db, period: { from: number; to: number }): Promise<CountRow[]> {
  const tone = (name: 'success' | 'alert' | 'error') =>
    sql`upper(trim(e.status)) in (${sql.join(statusesWithTone(name))})`;
  const rows = await sql<CountRow>`
    select e.robot_id as "robotId", r.idea_id as "ideaId",
      count(*) filter (where ${tone('success')})::int as success,
      count(*) filter (where ${tone('alert')})::int as alert,
      count(*) filter (where ${tone('error')})::int as error,
      count(*) filter (where e.status is null
        or not (${tone('success')} or ${tone('alert')} or ${tone('error')}))::int as other,
      coalesce(sum(${documentsOf}), 0)::float8 as documents,
      count(*) filter (where r.documents_from is not null and ${documentsOf} is null)::int as "documentsUnknown"
    from executions e left join catalog_robots r on r.id = e.robot_id
    where e.deleted_at is null and e.ended
      and coalesce(e.init_at, e.started_at) >= ${new Date(period.from)}
      and coalesce(e.init_at, e.started_at) < ${new Date(period.to)}
    group by 1, 2
    order by 1`.execute(db);
  return rows.rows;
}

/** The counts and the time saved gathered per idea (robots that name none under `null`), and the month's. */
function summaryOf(
  counts: readonly CountRow[],
  saved: readonly SavedRow[],
  rates: ReferenceRates,
): Pick<MonthlySummary, 'ideas' | 'total'> {
  const figures = (rows: readonly CountRow[], savedRows: readonly SavedRow[]): SummaryFigures => {
    const add = (field: keyof Omit<CountRow, 'robotId' | 'ideaId'>) =>
      rows.reduce((sum, row) => sum + row[field], 0);
    const totals = savedTotals(savedRows);
    return {
      executions: { success: add('success'), alert: add('alert'), error: add('error'), other: add('other') },
      robotHours: totals.robotHours,
      hoursSaved: totals.hours,
      value: timeSavedValue(totals.hours, totals.robotHours, rates),
      documents: add('documents'),
      documentsUnknown: add('documentsUnknown'),
    };
  };
  const ideaIds = [...new Set(counts.map((row) => row.ideaId))].sort(
    (a, b) => (a ?? Infinity) - (b ?? Infinity),
  );
  return {
    ideas: ideaIds.map((ideaId) => {
      const rows = counts.filter((row) => row.ideaId === ideaId);
      return {
        ideaId,
        robots: rows.flatMap((row) => (row.robotId === null ? [] : [row.robotId])),
        ...figures(
          rows,
          saved.filter((row) => row.ideaId === ideaId),
        ),
      };
    }),
    total: figures(counts, saved),
  };
}

const troubledStates = ['missed', 'failed', 'unknown'] as const;

/** Hours to the hundredth: minutes by hand are estimates, and a total of many robots stays readable. */
const roundHours = (hours: number) => Math.round(hours * 100) / 100;

/** A robot's time saved in a period, with its idea (for the monthly summary). */
interface SavedRow {
  readonly robotId: string;
  readonly ideaId: number | null;
  readonly unit: 'executions' | 'documents';
  readonly units: number;
  readonly unknown: number;
  readonly manualMinutes: number;
  readonly hours: number;
  readonly robotHours: number;
}

/**
 * Each catalog robot with minutes by hand: its successful executions of the period (placed by their
 * start, as every figure of the overview), or the documents they processed when it counts them, times
 * its minutes (issue 36); and its own hours, the durations of those executions (the ones timed).
 */
async function timeSaved(
  db: Db,
  query: { readonly from: number; readonly to: number; readonly robot?: string; readonly runtime?: string },
): Promise<SavedRow[]> {
  const perExecution = sql`(r.documents_from is null or r.documents_from = ${documentsPerExecution})`;
  const counted = sql`(${perExecution} or ${documentsOf} is not null)`;
  const rows = await sql<Omit<SavedRow, 'hours'>>`
    select e.robot_id as "robotId", r.idea_id as "ideaId",
      case when ${perExecution} then 'executions' else 'documents' end as unit,
      (case when ${perExecution} then count(*) else coalesce(sum(${documentsOf}), 0) end)::float8 as units,
      count(*) filter (where not ${perExecution} and ${documentsOf} is null)::int as unknown,
      r.manual_minutes as "manualMinutes",
      coalesce(sum(date_part('epoch', e.end_at - e.init_at))
        filter (where ${counted} and e.end_at >= e.init_at), 0)::float8 / 3600 as "robotHours"
    from executions e join catalog_robots r on r.id = e.robot_id
    where e.deleted_at is null and e.ended and r.manual_minutes is not null
      and coalesce(e.init_at, e.started_at) >= ${new Date(query.from)}
      and coalesce(e.init_at, e.started_at) < ${new Date(query.to)}
      and upper(trim(e.status)) in (${sql.join(statusesWithTone('success'))})
      ${query.robot === undefined ? sql`` : sql`and e.robot_id = ${query.robot}`}
      ${query.runtime === undefined ? sql`` : sql`and e.computer_id = ${query.runtime}`}
    group by e.robot_id, r.idea_id, r.documents_from, r.manual_minutes
    order by 1`.execute(db);
  return rows.rows.map((row) => ({
    ...row,
    hours: roundHours((row.units * row.manualMinutes) / 60),
    robotHours: roundHours(row.robotHours),
  }));
}

/** A robot's row as the overview answers it (its idea is the monthly summary's). */
function overviewRobot(row: SavedRow): Overview['timeSaved']['robots'][number] {
  const { robotId, unit, units, unknown, manualMinutes, hours, robotHours } = row;
  return { robotId, unit, units, unknown, manualMinutes, hours, robotHours };
}

/** The robots' hours saved and own hours, added up. */
function savedTotals(rows: readonly SavedRow[]): { hours: number; robotHours: number } {
  return {
    hours: roundHours(rows.reduce((sum, robot) => sum + robot.hours, 0)),
    robotHours: roundHours(rows.reduce((sum, robot) => sum + robot.robotHours, 0)),
  };
}

/** The period's fires that did not start a run as they should have, of the schedules in the filter. */
function troubledFires(db: Db, query: OverviewQuery) {
  return db
    .selectFrom('schedule_fires as f')
    .innerJoin('schedules as s', 's.id', 'f.schedule_id')
    .where('f.state', 'in', troubledStates)
    .where('f.due_at', '>=', new Date(query.from))
    .where('f.due_at', '<', new Date(query.to))
    .$if(query.robot !== undefined, (q) => q.where('s.robot_id', '=', query.robot ?? ''))
    .$if(query.runtime !== undefined, (q) => q.where('s.runtime_id', '=', query.runtime ?? ''));
}

export type OverviewRepository = ReturnType<typeof overviewRepository>;
