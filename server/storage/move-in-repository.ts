/**
 * Adding what one browser kept before the team workspace existed: its queue, its catalog and its
 * reporting history, in one transaction, never replacing what the team already has. Running it twice
 * adds nothing the second time.
 */
import { sql } from 'kysely';
import type { CatalogFile } from '../../src/api/workspace/catalog-input';
import type { JournalVariable } from '../../src/api/workspace/journal';
import type { MovedExecution, MovedSend } from '../../src/api/workspace/move-in';
import type { MoveInResult } from '../../src/api/workspace/move-in-result';
import type { Db } from './database';
import { searchText } from './journal-repository';

export interface MoveIn {
  readonly executions: readonly (MovedExecution & { readonly variables: JournalVariable[] | null })[];
  readonly catalog: Pick<CatalogFile, 'runtimes' | 'robots'>;
  /** Sends already checked against their form's schema. */
  readonly history: readonly MovedSend[];
  readonly by: string;
  readonly at: number;
}

const date = (ms: number | undefined) => (ms === undefined ? null : new Date(ms));

export function moveInRepository(db: Db) {
  return {
    async add(move: MoveIn): Promise<Omit<MoveInResult, 'unreadableSends'>> {
      return db.transaction().execute(async (tx) => {
        const added = { executions: 0, runtimes: 0, robots: 0, sends: 0 };
        const alreadyThere = { executions: 0, runtimes: 0, robots: 0, sends: 0 };
        const at = new Date(move.at);
        for (const e of move.executions) {
          const row = await tx
            .insertInto('executions')
            .values({
              computer_id: e.computerId,
              execution_id: e.executionId,
              robot_id: e.robotId ?? null,
              api_version: e.run?.apiVersion ?? null,
              variables: e.variables === null ? null : JSON.stringify(e.variables),
              source: e.source,
              started_by: move.by,
              started_at: new Date(e.addedAt),
              status: e.status ?? null,
              progress: e.progress ?? null,
              init_at: date(e.init),
              end_at: date(e.endedAt),
              ended: e.ended,
              deleted_at: date(e.deletedAt),
              deleted_by: e.deletedAt === undefined ? null : move.by,
              lost_reason: e.lostReason ?? null,
              updated_at: at,
              search_text: searchText({ ...e, robotId: e.robotId ?? null }),
            })
            .onConflict((oc) => oc.columns(['computer_id', 'execution_id']).doNothing())
            .returning('id')
            .executeTakeFirst();
          if (row === undefined) alreadyThere.executions += 1;
          else added.executions += 1;
        }
        for (const runtime of move.catalog.runtimes) {
          const row = await tx
            .insertInto('catalog_runtimes')
            .values({
              id: runtime.computerId,
              name: runtime.name,
              description: runtime.description,
              version: 1,
              updated_by: move.by,
              updated_at: at,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (row === undefined) alreadyThere.runtimes += 1;
          else added.runtimes += 1;
        }
        for (const robot of move.catalog.robots) {
          const row = await tx
            .insertInto('catalog_robots')
            .values({
              id: robot.robotId,
              name: robot.name,
              description: robot.description,
              variables: JSON.stringify(robot.variables),
              version: 1,
              updated_by: move.by,
              updated_at: at,
            })
            .onConflict((oc) => oc.column('id').doNothing())
            .returning('id')
            .executeTakeFirst();
          if (row === undefined) alreadyThere.robots += 1;
          else added.robots += 1;
        }
        for (const send of move.history) {
          // The same operator's send of the same form at the same instant is the same send.
          const existing = await tx
            .selectFrom('reporting_sends')
            .select(sql<number>`1`.as('one'))
            .where('form', '=', send.form)
            .where('sent_by', '=', move.by)
            .where('sent_at', '=', new Date(send.sentAt))
            .executeTakeFirst();
          if (existing !== undefined) {
            alreadyThere.sends += 1;
            continue;
          }
          await tx
            .insertInto('reporting_sends')
            .values({
              form: send.form,
              payload: JSON.stringify(send.payload),
              outcome: send.outcome,
              answer: send.response === undefined ? null : JSON.stringify(send.response),
              error: send.error ?? null,
              sent_by: move.by,
              sent_at: new Date(send.sentAt),
            })
            .execute();
          added.sends += 1;
        }
        return { added, alreadyThere };
      });
    },
  };
}

export type MoveInRepository = ReturnType<typeof moveInRepository>;
