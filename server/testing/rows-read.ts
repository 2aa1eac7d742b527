/**
 * How much of a table a piece of code makes the database read: a measure of its work that depends on the
 * data, never on the machine's speed, for tests that a read stays bounded however large a table grows.
 */
import { CompiledQuery } from 'kysely';
import { z } from '../../src/api/zod';
import type { Db } from '../storage/database';

/** The part of a node of `EXPLAIN (ANALYZE, FORMAT JSON)` that says what it read. */
interface PlanNode {
  readonly 'Relation Name'?: string | undefined;
  /** Rows it gave, on average per loop. */
  readonly 'Actual Rows': number;
  readonly 'Actual Loops': number;
  readonly 'Rows Removed by Filter'?: number | undefined;
  readonly Plans?: readonly PlanNode[] | undefined;
}

const planNodeSchema: z.ZodType<PlanNode> = z.lazy(() =>
  z.object({
    'Relation Name': z.string().optional(),
    'Actual Rows': z.number(),
    'Actual Loops': z.number(),
    'Rows Removed by Filter': z.number().optional(),
    Plans: z.array(planNodeSchema).optional(),
  }),
);
const explainedSchema = z.array(z.object({ Plan: planNodeSchema }));

/** The rows the scans of `table` in this plan read: those they gave and those they filtered out, every loop. */
function rowsOf(node: PlanNode, table: string): number {
  const own =
    node['Relation Name'] === table
      ? (node['Actual Rows'] + (node['Rows Removed by Filter'] ?? 0)) * node['Actual Loops']
      : 0;
  return own + (node.Plans ?? []).reduce((sum, child) => sum + rowsOf(child, table), 0);
}

/**
 * The rows of `table` read by the statements `run` sends through the handle it is given: each is run
 * again under `EXPLAIN ANALYZE` once `run` is done, so only for code that reads.
 */
export async function rowsRead(db: Db, table: string, run: (db: Db) => Promise<unknown>): Promise<number> {
  const statements: CompiledQuery[] = [];
  const watched = db.withPlugin({
    transformQuery: ({ node, queryId }) => {
      statements.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: (args) => Promise.resolve(args.result),
  });
  await run(watched);
  let read = 0;
  for (const statement of statements) {
    const explained = await db.executeQuery<{ 'QUERY PLAN': unknown }>(
      CompiledQuery.raw(`explain (analyze, format json) ${statement.sql}`, [...statement.parameters]),
    );
    const plan: unknown = explained.rows[0]?.['QUERY PLAN'];
    for (const { Plan } of explainedSchema.parse(typeof plan === 'string' ? JSON.parse(plan) : plan)) {
      read += rowsOf(Plan, table);
    }
  }
  return read;
}
