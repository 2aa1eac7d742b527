/**
 * The team's reporting history: every record sent to the analytics product through the server, by whom,
 * when, and what the service answered. The known suppliers and job positions are read from it.
 */
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { HistoryEntry, HistoryPage, HistoryQuery, ReportForm } from '../../src/api/workspace/history';
import { reportFormSchema } from '../../src/api/workspace/history';
import type { Db } from './database';
import type { Selectable } from 'kysely';
import type { Database, ReportingSendsTable } from './schema';

export interface SendRecord {
  readonly form: ReportForm;
  readonly payload: unknown;
  readonly outcome: 'sent' | 'failed';
  readonly answer: unknown;
  readonly error: string | null;
  /** The failure as the server's error code and the HTTP status (the browser's words come from them). */
  readonly errorCode?: string | null;
  readonly errorStatus?: number | null;
  readonly sentBy: string;
  readonly at: number;
  /** Sent by a reporting plan, and who approved it (none: it needed no approval). */
  readonly byPlan?: { readonly approvedBy: string | null };
}

function toEntry(row: Selectable<ReportingSendsTable>): HistoryEntry | undefined {
  const form = reportFormSchema.safeParse(row.form);
  if (!form.success) return undefined;
  return {
    id: row.id,
    form: form.data,
    sentAt: row.sent_at.getTime(),
    sentBy: row.sent_by,
    payload: row.payload,
    outcome: row.outcome === 'sent' ? 'sent' : 'failed',
    answer: row.answer ?? null,
    error: row.error,
    errorCode: row.error_code,
    errorStatus: row.error_status,
    byPlan: row.by_plan,
    approvedBy: row.approved_by,
  };
}

export function historyRepository(db: Db) {
  return {
    async record(send: SendRecord): Promise<HistoryEntry> {
      const row = await db
        .insertInto('reporting_sends')
        .values({
          form: send.form,
          payload: JSON.stringify(send.payload),
          outcome: send.outcome,
          answer: send.answer === undefined || send.answer === null ? null : JSON.stringify(send.answer),
          error: send.error,
          error_code: send.errorCode ?? null,
          error_status: send.errorStatus ?? null,
          sent_by: send.sentBy,
          sent_at: new Date(send.at),
          by_plan: send.byPlan !== undefined,
          approved_by: send.byPlan?.approvedBy ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      const entry = toEntry(row);
      if (entry === undefined) throw new Error('a send was recorded under an unknown form');
      return entry;
    },

    async list(query: HistoryQuery): Promise<HistoryPage> {
      const where = (eb: ExpressionBuilder<Database, 'reporting_sends'>) => {
        const conditions: Expression<SqlBool>[] = [eb('form', '=', query.form)];
        if (query.outcome !== undefined) conditions.push(eb('outcome', '=', query.outcome));
        // jsonb equality: the same fields with the same values, in any order (1500 equals 1500.0).
        if (query.payload !== undefined) conditions.push(sql<SqlBool>`payload = ${query.payload}::jsonb`);
        return eb.and(conditions);
      };
      const [rows, count] = await Promise.all([
        db
          .selectFrom('reporting_sends')
          .selectAll()
          .where(where)
          .orderBy('sent_at', 'desc')
          .orderBy('id', 'desc')
          .offset(query.offset)
          .limit(query.limit)
          .execute(),
        db
          .selectFrom('reporting_sends')
          .select(sql<number>`count(*)::int`.as('total'))
          .where(where)
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.flatMap((row) => toEntry(row) ?? []), total: count.total };
    },

    /**
     * The last record the service accepted per identifying name (supplier `name`, position `title`,
     * compared without case: the create-or-edit rule in spec-gaps.ts), newest first.
     */
    async known(form: 'suppliers' | 'job-positions'): Promise<HistoryEntry[]> {
      const name = identifyingName(form);
      const rows = await db
        .selectFrom('reporting_sends')
        .selectAll()
        .distinctOn(name)
        .where('form', '=', form)
        .where('outcome', '=', 'sent')
        .orderBy(name)
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .execute();
      return rows.flatMap((row) => toEntry(row) ?? []).sort((a, b) => b.sentAt - a.sentAt);
    },

    /** The last send of this name the service accepted (as `known` compares names), if any. */
    async latestSent(form: 'suppliers' | 'job-positions', name: string): Promise<HistoryEntry | undefined> {
      const row = await db
        .selectFrom('reporting_sends')
        .selectAll()
        .where('form', '=', form)
        .where('outcome', '=', 'sent')
        .where(identifyingName(form), '=', sql<string>`lower(trim(${name}))`)
        .orderBy('sent_at', 'desc')
        .orderBy('id', 'desc')
        .limit(1)
        .executeTakeFirst();
      return row === undefined ? undefined : toEntry(row);
    },
  };
}

/** A supplier's or position's identifying name in a send, compared without case (spec-gaps.ts). */
function identifyingName(form: 'suppliers' | 'job-positions') {
  // One of two fixed field names, inlined so that DISTINCT ON and ORDER BY are the same expression.
  return sql<string>`lower(trim(payload->>${sql.lit(form === 'suppliers' ? 'name' : 'title')}))`;
}

export type HistoryRepository = ReturnType<typeof historyRepository>;
