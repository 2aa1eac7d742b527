/**
 * The records of the ideas' periods and what became of each (src/api/workspace/reporting-plans.ts,
 * `sendStates`). Every change of state is one conditional update, so two instances (or two admins) never
 * both move the same send: the one whose update matched goes on, the other is told what it is now.
 */
import type { Selectable } from 'kysely';
import {
  reportingRecordKinds,
  restatementSchema,
  restatementStates,
  sendStates,
  type ReportingRecordKind,
  type ReportingSend,
  type Restatement,
  type SendState,
} from '../../src/api/workspace/reporting-plans';
import { z } from '../../src/api/zod';
import type { Db } from './database';
import type { IdeaFiguresQuery } from './idea-figures-repository';
import type { PlanSendsTable } from './schema';

const figuresSchema = z.record(z.string(), z.union([z.number(), z.string()]));
const robotsSchema = z.array(z.string()).catch([]);

/** What the `restatement` column keeps; its state, who decided and why are columns of their own. */
export const storedRestatementSchema = restatementSchema.pick({
  figures: true,
  difference: true,
  executions: true,
  lateExecutions: true,
});

function toRestatement(row: Selectable<PlanSendsTable>): Restatement | null {
  const stored = storedRestatementSchema.nullable().catch(null).parse(row.restatement);
  const state = z.enum(restatementStates).nullable().catch(null).parse(row.restatement_state);
  if (stored === null || state === null) return null;
  return { ...stored, state, decidedBy: row.restatement_by, note: row.restatement_note };
}

export function toSend(row: Selectable<PlanSendsTable>): ReportingSend {
  return {
    id: row.id,
    planId: row.plan_id,
    ideaId: row.idea_id,
    kind: z.enum(reportingRecordKinds).parse(row.kind),
    periodStart: row.period_start.toISOString(),
    periodEnd: row.period_end.toISOString(),
    state: z.enum(sendStates).parse(row.state),
    figures: figuresSchema.catch({}).parse(row.figures),
    executions: row.executions,
    documentsUnknown: row.documents_unknown,
    sentAt: row.sent_at?.getTime() ?? null,
    requestedBy: row.requested_by,
    approvedBy: row.approved_by,
    note: row.note,
    error: row.error,
    restatement: toRestatement(row),
    correctionOf: row.correction_of,
  };
}

/** One record of a period, ready to be kept. */
export interface NewSend {
  readonly planId: string;
  readonly ideaId: number;
  readonly kind: ReportingRecordKind;
  readonly periodStart: number;
  readonly periodEnd: number;
  readonly state: 'waiting' | 'sending';
  readonly figures: Readonly<Record<string, number | string>>;
  readonly executions: number;
  readonly documentsUnknown: number;
  readonly requestedBy: string;
  readonly at: number;
  /** When its figures were counted (`at` if not said): an end learned after is late (a restatement). */
  readonly countedAt?: number;
}

export function planSendsRepository(db: Db) {
  return {
    /**
     * Keeps the period's records; a (idea, kind, period) kept before is left as it is and not answered:
     * the sends answered are the ones this call made.
     */
    async create(sends: readonly NewSend[]): Promise<ReportingSend[]> {
      if (sends.length === 0) return [];
      const rows = await db
        .insertInto('plan_sends')
        .values(
          sends.map((send) => ({
            plan_id: send.planId,
            idea_id: send.ideaId,
            kind: send.kind,
            period_start: new Date(send.periodStart),
            period_end: new Date(send.periodEnd),
            state: send.state,
            figures: JSON.stringify(send.figures),
            executions: send.executions,
            documents_unknown: send.documentsUnknown,
            requested_by: send.requestedBy,
            created_at: new Date(send.at),
            sending_since: send.state === 'sending' ? new Date(send.at) : null,
            late_after: new Date(send.countedAt ?? send.at),
          })),
        )
        .onConflict((oc) => oc.constraint('plan_sends_once').doNothing())
        .returningAll()
        .execute();
      return rows.map(toSend);
    },

    async find(id: number): Promise<ReportingSend | undefined> {
      const row = await db.selectFrom('plan_sends').selectAll().where('id', '=', id).executeTakeFirst();
      return row === undefined ? undefined : toSend(row);
    },

    /**
     * What send `id`'s figures count, as a query of idea-figures-repository.ts (the queue's filter to
     * them): its idea's period with its plan's filters as they are, none once the plan was deleted.
     * Undefined when there is no such send. A correction counted only the period's late ends; its query
     * is the whole period (the ends learned late are not told apart here), which the queue accepts.
     */
    async countedBy(id: number): Promise<IdeaFiguresQuery | undefined> {
      const row = await db
        .selectFrom('plan_sends as s')
        .leftJoin('reporting_plans as p', 'p.id', 's.plan_id')
        .select(['s.idea_id', 's.period_start', 's.period_end', 'p.exclude_manual', 'p.excluded_robots'])
        .where('s.id', '=', id)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        from: row.period_start.getTime(),
        to: row.period_end.getTime(),
        ideaIds: [row.idea_id],
        excludeManual: row.exclude_manual === true,
        excludedRobots: robotsSchema.parse(row.excluded_robots ?? []),
      };
    },

    /** The period's own sends already kept for an idea (not their corrections), whatever their state. */
    async ofPeriod(ideaId: number, periodStart: number, periodEnd: number): Promise<ReportingSend[]> {
      const rows = await db
        .selectFrom('plan_sends')
        .selectAll()
        .where('idea_id', '=', ideaId)
        .where('correction', '=', 0)
        .where('period_start', '=', new Date(periodStart))
        .where('period_end', '=', new Date(periodEnd))
        .orderBy('kind')
        .execute();
      return rows.map(toSend);
    },

    async list(query: {
      ideaId?: number | undefined;
      state?: SendState | undefined;
    }): Promise<ReportingSend[]> {
      let select = db.selectFrom('plan_sends').selectAll();
      if (query.ideaId !== undefined) select = select.where('idea_id', '=', query.ideaId);
      if (query.state !== undefined) select = select.where('state', '=', query.state);
      const rows = await select.orderBy('period_start', 'desc').orderBy('id', 'desc').limit(500).execute();
      return rows.map(toSend);
    },

    /**
     * Moves a send from one of `from` to `sending`, with what changes on the way (an approval, corrected
     * figures, a note); undefined when it was not in one of `from` any more.
     */
    async startSending(
      id: number,
      from: readonly SendState[],
      at: number,
      change: {
        approvedBy?: string;
        figures?: Readonly<Record<string, number | string>>;
        note?: string | null;
      },
    ): Promise<ReportingSend | undefined> {
      const row = await db
        .updateTable('plan_sends')
        .set({
          state: 'sending',
          sending_since: new Date(at),
          error: null,
          ...(change.approvedBy === undefined ? {} : { approved_by: change.approvedBy }),
          ...(change.figures === undefined ? {} : { figures: JSON.stringify(change.figures) }),
          ...(change.note === undefined ? {} : { note: change.note }),
        })
        .where('id', '=', id)
        .where('state', 'in', [...from])
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toSend(row);
    },

    /** A send still `sending`, its call about to go out at `at`; undefined when it was given up on. */
    async restartSending(id: number, at: number): Promise<ReportingSend | undefined> {
      const row = await db
        .updateTable('plan_sends')
        .set({ sending_since: new Date(at) })
        .where('id', '=', id)
        .where('state', '=', 'sending')
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toSend(row);
    },

    /** What the call came to: `sent`, `failed` (with why) or `unknown`. */
    async settle(
      id: number,
      state: 'sent' | 'failed' | 'unknown',
      at: number,
      error: string | null,
    ): Promise<ReportingSend> {
      const row = await db
        .updateTable('plan_sends')
        .set({ state, error, sent_at: state === 'sent' ? new Date(at) : null })
        .where('id', '=', id)
        .where('state', '=', 'sending')
        .returningAll()
        .executeTakeFirstOrThrow();
      return toSend(row);
    },

    async reject(id: number, by: string, note: string): Promise<ReportingSend | undefined> {
      const row = await db
        .updateTable('plan_sends')
        .set({ state: 'rejected', approved_by: by, note })
        .where('id', '=', id)
        .where('state', '=', 'waiting')
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : toSend(row);
    },

    /** Sends still `sending` since before `before` (their instance stopped mid-call): now `unknown`. */
    async giveUpSending(before: number): Promise<ReportingSend[]> {
      const rows = await db
        .updateTable('plan_sends')
        .set({ state: 'unknown', error: 'No answer came: the server stopped while sending.' })
        .where('state', '=', 'sending')
        .where('sending_since', '<', new Date(before))
        .returningAll()
        .execute();
      return rows.map(toSend);
    },
  };
}

export type PlanSendsRepository = ReturnType<typeof planSendsRepository>;
