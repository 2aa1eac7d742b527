/**
 * The restatements of sent periods (issue 36, plan-restatements.ts): which sends have late ends, what
 * the loop counted of them, and an admin's correction or dismissal. Each change is one conditional
 * update, so the loop and two admins never both move the same restatement.
 */
import { sql } from 'kysely';
import type { ReportingSend, Restatement, RestatementState } from '../../src/api/workspace/reporting-plans';
import { z } from '../../src/api/zod';
import type { Db } from './database';
import { placed } from './idea-figures-repository';
import { toSend } from './plan-sends-repository';

/** A sent period's own send with late ends, and what the count of them needs. */
export interface LateSend {
  readonly send: ReportingSend;
  /** Executions whose end was learned after this instant are late. */
  readonly lateAfter: number;
  /** What the analytics product holds for the period: the figures sent, or as corrected since. */
  readonly held: Readonly<Record<string, number | string>>;
  /** The plan's filters as they are; none once the plan was deleted (the idea's every robot counts). */
  readonly excludeManual: boolean;
  readonly excludedRobots: readonly string[];
}

/** What the loop counted of a send's late ends (the state, who decided and why are the repository's). */
export type CountedRestatement = Pick<
  Restatement,
  'figures' | 'difference' | 'executions' | 'lateExecutions'
>;

const figuresSchema = z.record(z.string(), z.union([z.number(), z.string()]));
const robotsSchema = z.array(z.string()).catch([]);

/** A period's own send that was sent and whose period ended after `periodsEndedAfter`. */
const sentPeriod = (s: string, periodsEndedAfter: number) =>
  sql`${sql.ref(`${s}.state`)} = 'sent' and ${sql.ref(`${s}.correction`)} = 0
    and ${sql.ref(`${s}.period_end`)} >= ${new Date(periodsEndedAfter)}`;

/** Execution `e` (of robot `r`) ended in send `s`'s period, its end learned after `s` was counted. */
const lateFor = (s: string) =>
  sql`e.ended and e.deleted_at is null and r.idea_id = ${sql.ref(`${s}.idea_id`)}
    and ${placed} >= ${sql.ref(`${s}.period_start`)} and ${placed} < ${sql.ref(`${s}.period_end`)}
    and e.ended_learned_at > ${sql.ref(`${s}.late_after`)}`;

export function planRestatementsRepository(db: Db) {
  return {
    /**
     * The sent periods (ended after `periodsEndedAfter`) with late ends that may be new: an end learned
     * since `learnedSince` (few: most ends are learned before their period is counted), or a send that
     * went since `sentSince` (an approval given after some of its period's ends were learned).
     */
    async withLateEnds(query: {
      periodsEndedAfter: number;
      learnedSince: number;
      sentSince?: number | undefined;
    }): Promise<LateSend[]> {
      const { periodsEndedAfter, learnedSince, sentSince } = query;
      const rows = await sql<Record<string, unknown>>`
        select s.*, p.exclude_manual as plan_exclude_manual, p.excluded_robots as plan_excluded_robots
        from plan_sends s left join reporting_plans p on p.id = s.plan_id
        where s.id in (
          select learned.id from executions e join catalog_robots r on r.id = e.robot_id
            join plan_sends learned on ${lateFor('learned')}
          where e.ended and e.deleted_at is null and e.ended_learned_at > ${new Date(learnedSince)}
            and ${sentPeriod('learned', periodsEndedAfter)}
          ${
            sentSince === undefined
              ? sql``
              : sql`union
          select went.id from plan_sends went
          where ${sentPeriod('went', periodsEndedAfter)} and went.sent_at > ${new Date(sentSince)}
            and exists (select 1 from executions e join catalog_robots r on r.id = e.robot_id
              where ${lateFor('went')})`
          })
        order by s.id`.execute(db);
      return rows.rows.map((row) => {
        const send = toSend(row as Parameters<typeof toSend>[0]);
        const restated = figuresSchema.nullable().catch(null).parse(row.restated_figures);
        return {
          send,
          lateAfter: (row.late_after as Date).getTime(),
          held: restated ?? send.figures,
          excludeManual: row.plan_exclude_manual === true,
          excludedRobots: robotsSchema.parse(row.plan_excluded_robots ?? []),
        };
      });
    },

    /**
     * Keeps what the loop counted up to `through` as an open restatement, unless the send moved since it
     * was read (corrected, dismissed or counted from another instant meanwhile): false then.
     */
    async open(late: LateSend, counted: CountedRestatement, through: number): Promise<boolean> {
      const seen: RestatementState | null = late.send.restatement?.state ?? null;
      const row = await db
        .updateTable('plan_sends')
        .set({
          restatement: JSON.stringify(counted),
          restatement_state: 'open',
          restated_through: new Date(through),
          restatement_by: null,
          restatement_note: null,
        })
        .where('id', '=', late.send.id)
        .where('late_after', '=', new Date(late.lateAfter))
        .where(sql<boolean>`restatement_state is not distinct from ${seen}`)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /**
     * An admin corrects a send's open restatement: in one transaction the restatement is marked
     * corrected (what the product holds becomes its figures; later late ends count from the instant it
     * was counted up to) and its correction is kept as a send of its own, `sending`, numbered after the
     * period's earlier ones. Undefined when there was no open restatement (decided meanwhile).
     */
    async correct(
      id: number,
      decision: { by: string; note: string; at: number },
      record: (restatement: Restatement) => Readonly<Record<string, number | string>>,
    ): Promise<ReportingSend | undefined> {
      return db.transaction().execute(async (tx) => {
        const row = await tx
          .updateTable('plan_sends')
          .set({
            restatement_state: 'corrected',
            restatement_by: decision.by,
            restatement_note: decision.note,
            late_after: sql`restated_through`,
            restated_figures: sql`restatement -> 'figures'`,
          })
          .where('id', '=', id)
          .where('restatement_state', '=', 'open')
          .returningAll()
          .executeTakeFirst();
        const corrected = row === undefined ? undefined : toSend(row);
        if (row === undefined || corrected?.restatement == null) return undefined;
        const at = new Date(decision.at);
        const made = await tx
          .insertInto('plan_sends')
          .values({
            plan_id: row.plan_id,
            idea_id: row.idea_id,
            kind: row.kind,
            period_start: row.period_start,
            period_end: row.period_end,
            correction: sql`(select max(correction) + 1 from plan_sends
              where idea_id = ${row.idea_id} and kind = ${row.kind}
                and period_start = ${row.period_start} and period_end = ${row.period_end})`,
            correction_of: row.id,
            state: 'sending',
            figures: JSON.stringify(record(corrected.restatement)),
            executions: corrected.restatement.executions,
            documents_unknown: 0,
            requested_by: decision.by,
            approved_by: decision.by,
            note: decision.note,
            created_at: at,
            sending_since: at,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return toSend(made);
      });
    },

    /** An admin dismisses a send's open restatement; undefined when there was none open. */
    async dismiss(id: number, by: string, note: string): Promise<ReportingSend | undefined> {
      const row = await db
        .updateTable('plan_sends')
        .set({ restatement_state: 'dismissed', restatement_by: by, restatement_note: note })
        .where('id', '=', id)
        .where('restatement_state', '=', 'open')
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toSend(row);
    },
  };
}

export type PlanRestatementsRepository = ReturnType<typeof planRestatementsRepository>;
