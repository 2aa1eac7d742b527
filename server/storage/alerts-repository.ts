/**
 * The watchdogs' alerts (docs/watchdogs.md). An evaluation asks every rule in one transaction that one
 * instance at a time holds (`pg_try_advisory_xact_lock`: another instance finds it taken and skips its
 * tick; the lock goes with the transaction, whatever becomes of its instance). Each rule's causes are
 * raised and resolved in one statement, and the unique index on an unresolved alert's cause is the last
 * word should two evaluations ever overlap: a cause is raised once while it lasts. Each raise and
 * resolve gets its webhook post in the same transaction, so it is posted once.
 */
import { sql, type ExpressionBuilder, type Selectable } from 'kysely';
import {
  alertKinds,
  alertSchema,
  type Alert,
  type AlertKind,
  type AlertsPage,
  type WatchdogRules,
} from '../../src/api/workspace/alerts';
import { alertCauses, type AlertCauses } from './alert-causes';
import type { Db } from './database';
import type { AlertsTable, Database } from './schema';

/** An arbitrary constant naming the lock that one evaluation at a time holds. */
export const watchdogLockKey = 731_904_226;

export interface AlertChange {
  readonly change: 'raised' | 'resolved';
  readonly alert: Alert;
}

/** What an acknowledgement came to: the first one is kept, a later one answers the alert as it is. */
export type AcknowledgeOutcome =
  | { readonly kind: 'acknowledged'; readonly alert: Alert }
  | { readonly kind: 'already'; readonly alert: Alert }
  | { readonly kind: 'not-found' };

type AlertRow = Selectable<AlertsTable>;

const rowSchema = alertSchema.pick({ kind: true, subject: true, facts: true });

/** A row as the contract says it; one that no longer reads (written by a later version) is left out. */
function toAlert(row: AlertRow): Alert | undefined {
  const read = rowSchema.safeParse({ kind: row.kind, subject: row.subject, facts: row.facts });
  if (!read.success) return undefined;
  return {
    id: row.id,
    ...read.data,
    raisedAt: row.raised_at.getTime(),
    resolvedAt: row.resolved_at?.getTime() ?? null,
    acknowledgedAt: row.acknowledged_at?.getTime() ?? null,
    acknowledgedBy: row.acknowledged_by,
    note: row.note,
  };
}

const open = (eb: ExpressionBuilder<Database, 'alerts'>) =>
  eb.and([eb('resolved_at', 'is', null), eb('acknowledged_at', 'is', null)]);

const nothing = sql`select null::text as cause_key, null::jsonb as subject, null::jsonb as facts where false`;

/**
 * Raises an alert for each cause of `kind` that has none unresolved, and resolves those whose cause no
 * longer lasts, in one statement (the insert does not see the update's rows, nor the update the
 * insert's: a cause raised is among those lasting). A kind turned off resolves all its alerts. The
 * changes come raised first, then resolved, each by number.
 */
async function evaluateKind(
  db: Db,
  kind: AlertKind,
  causes: AlertCauses | undefined,
  at: number,
): Promise<AlertChange[]> {
  const now = sql`${new Date(at)}::timestamptz`;
  const { rows } = await sql<AlertRow & { change: AlertChange['change'] }>`
    with causes as (${causes?.raise ?? nothing}),
    lasting as (${causes?.lasting ?? nothing}),
    raised as (
      insert into alerts (kind, cause_key, subject, facts, raised_at)
      select ${kind}::text, cause_key, subject, facts, ${now} from causes
      -- Passed over before the insert, not by it: an insert that does nothing still takes a number.
      where not exists (select 1 from alerts where alerts.cause_key = causes.cause_key and resolved_at is null)
      order by cause_key
      on conflict (cause_key) where resolved_at is null do nothing
      returning *
    ),
    -- A set difference, hashed or sorted whatever the planner guesses of the tables' sizes (an anti-join
    -- it took for a few rows ran the rule's query once per open alert).
    gone as (
      select cause_key from alerts where kind = ${kind} and resolved_at is null
      except
      select cause_key from lasting
    ),
    resolved as (
      update alerts set resolved_at = ${now}
      where resolved_at is null and cause_key in (select cause_key from gone)
      returning *
    )
    select 'raised' as change, * from raised
    union all
    select 'resolved' as change, * from resolved
    order by change, id`.execute(db);
  return rows.flatMap((row) => {
    const alert = toAlert(row);
    return alert === undefined ? [] : [{ change: row.change, alert }];
  });
}

export function alertsRepository(db: Db) {
  async function find(id: number): Promise<Alert | undefined> {
    const row = await db.selectFrom('alerts').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : toAlert(row);
  }

  return {
    /**
     * Every rule at `at`, raised and resolved, with their webhook posts: what changed, or `undefined` when
     * another instance is evaluating right now (this tick is its).
     */
    async evaluate(rules: WatchdogRules, at: number): Promise<AlertChange[] | undefined> {
      const causes = alertCauses(rules, at);
      return db.transaction().execute(async (tx) => {
        const lock = await sql<{ locked: boolean }>`
          select pg_try_advisory_xact_lock(${sql.lit(watchdogLockKey)}) as locked`.execute(tx);
        if (lock.rows[0]?.locked !== true) return undefined;
        const changes: AlertChange[] = [];
        for (const kind of alertKinds) changes.push(...(await evaluateKind(tx, kind, causes[kind], at)));
        if (changes.length > 0) {
          await tx
            .insertInto('webhook_outbox')
            .values(
              changes.map(({ change, alert }) => ({
                alert_id: alert.id,
                event: `alert.${change}` as const,
                created_at: new Date(at),
                next_attempt_at: new Date(at),
              })),
            )
            .onConflict((oc) => oc.columns(['alert_id', 'event']).doNothing())
            .execute();
        }
        return changes;
      });
    },

    /** The open alerts (neither resolved nor acknowledged) or the latest of all, newest first. */
    async list(query: { readonly state: 'open' | 'all'; readonly limit: number }): Promise<AlertsPage> {
      const [rows, count] = await Promise.all([
        db
          .selectFrom('alerts')
          .selectAll()
          .$if(query.state === 'open', (q) => q.where(open))
          .orderBy('raised_at', 'desc')
          .orderBy('id', 'desc')
          .limit(query.limit)
          .execute(),
        db
          .selectFrom('alerts')
          .select(sql<number>`count(*)::int`.as('open'))
          .where(open)
          .executeTakeFirstOrThrow(),
      ]);
      return { items: rows.flatMap((row) => toAlert(row) ?? []), open: count.open };
    },

    find,

    /** Acknowledges an alert, resolved or not, unless someone did already (theirs is kept). */
    async acknowledge(id: number, by: string, note: string, at: number): Promise<AcknowledgeOutcome> {
      const row = await db
        .updateTable('alerts')
        .set({ acknowledged_at: new Date(at), acknowledged_by: by, note: note === '' ? null : note })
        .where('id', '=', id)
        .where('acknowledged_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      const acknowledged = row === undefined ? undefined : toAlert(row);
      if (acknowledged !== undefined) return { kind: 'acknowledged', alert: acknowledged };
      const alert = await find(id);
      return alert === undefined ? { kind: 'not-found' } : { kind: 'already', alert };
    },
  };
}

export type AlertsRepository = ReturnType<typeof alertsRepository>;
