/**
 * `npm run bench:reporting [-- --size 1000000 --store both --rounds 10 --minutes 30]`: how long the server
 * takes to count one period's records for every idea (issue 36: idea-figures-repository.ts, then the
 * records from the team's mapping) with a journal of 1,000,000 executions and 200 ideas. Goal: one day's
 * records for every idea under 2 s on PostgreSQL and under 5 s on the embedded store.
 *
 * The journal is bench:overview's (overview-journal.ts: a year of executions before Monday 2030-06-03
 * 15:00 UTC, VACUUM ANALYZE), its executions spread over 400 catalog robots, two per idea: a quarter count
 * one document per execution, half read `items` from the return value, the rest count none. Periods, in
 * America/Sao_Paulo: the last whole day, and the last whole hour. Each warmed up once, then `rounds`
 * counts one after the other; p50 and max of the wall time.
 *
 * Bounded: stops after `--minutes` whatever happens; the data directory and the cluster are removed.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import pg from 'pg';
import { ideaRecords } from '../../src/api/workspace/reporting-figures';
import {
  databaseOverPglite,
  databaseOverPool,
  migrateToLatest,
  type Db,
} from '../../server/storage/database';
import { ideaFiguresRepository } from '../../server/storage/idea-figures-repository';
import { createPglite } from '../../server/storage/pglite';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../server/testing/throwaway-postgres';
import { hour, now, seedJournal } from './overview-journal';

const { values: flags } = parseArgs({
  options: {
    size: { type: 'string', default: '1000000' },
    store: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '10' },
    minutes: { type: 'string', default: '30' },
  },
});
const size = Number(flags.size.replaceAll('_', ''));
const rounds = Number(flags.rounds);
const minutes = Number(flags.minutes);
if (![size, rounds, minutes].every((n) => Number.isInteger(n) && n > 0) || size < 1_000) {
  console.error('bench:reporting: --size (at least 1000), --rounds and --minutes take whole numbers');
  process.exit(2);
}
if (!['embedded', 'postgres', 'both'].includes(flags.store)) {
  console.error('bench:reporting: --store is embedded, postgres or both');
  process.exit(2);
}
const stores = (['embedded', 'postgres'] as const).filter((s) => flags.store === 'both' || flags.store === s);

const ideas = 200;
const robots = 2 * ideas;
/** São Paulo is UTC−3 all year: its day before "now" (Monday 12:00 local) is Sunday 2 June. */
const periods = [
  { name: 'last whole day', from: Date.UTC(2030, 5, 2, 3), to: Date.UTC(2030, 5, 3, 3) },
  { name: 'last whole hour', from: now - hour, to: now },
];

const began = performance.now();
const progress = (message: string) =>
  console.log(`[${((performance.now() - began) / 1000).toFixed(0).padStart(5)} s] ${message}`);

/** 400 catalog robots, two per idea, and the journal's executions spread over them. */
async function spreadOverIdeas(db: Db): Promise<void> {
  await sql`
    insert into catalog_robots (id, name, description, variables, idea_id, documents_from, manual_minutes,
      version, updated_by, updated_at)
    select 'bot-' || lpad(i::text, 3, '0'), 'Bot ' || i, '', '[]'::jsonb, 1000 + i / 2,
      case i % 4 when 0 then 'execution' when 3 then null else 'items' end, 5, 1, 'bench', now()
    from generate_series(0, ${sql.lit(robots - 1)}) as i`.execute(db);
  await sql`alter table executions disable trigger user`.execute(db);
  await sql`update executions set robot_id = 'bot-' || lpad((id % ${sql.lit(robots)})::text, 3, '0')`.execute(
    db,
  );
  await sql`alter table executions enable trigger user`.execute(db);
  await sql`vacuum analyze`.execute(db);
}

async function measure(db: Db, store: string): Promise<string[][]> {
  const rows: string[][] = [];
  for (const period of periods) {
    const count = async () => {
      const counted = await ideaFiguresRepository(db).count(period);
      return ideaRecords(counted, {}, period.to);
    };
    const records = await count();
    const executions = [...records.values()].reduce(
      (sum, r) => sum + r.stats.success.executions + r.stats.alert.executions + r.stats.error.executions,
      0,
    );
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      await count();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const p50 = times[Math.floor((times.length - 1) / 2)] ?? Number.NaN;
    const max = times.at(-1) ?? Number.NaN;
    progress(`  ${period.name}: ${records.size} ideas, ${executions} executions, p50 ${p50.toFixed(0)} ms`);
    rows.push([
      store,
      period.name,
      String(records.size),
      executions.toLocaleString('en'),
      `${p50.toFixed(0)} ms`,
      `${max.toFixed(0)} ms`,
    ]);
  }
  return rows;
}

let postgres: ThrowawayPostgres | undefined;
let dataDir: string | undefined;
async function cleanUp(): Promise<void> {
  await postgres?.stop().catch(() => undefined);
  if (dataDir !== undefined) rmSync(dataDir, { recursive: true, force: true });
}
const deadline = setTimeout(() => {
  console.error(`bench:reporting: still running after ${minutes} minutes; stopping`);
  void cleanUp().finally(() => process.exit(1));
}, minutes * 60_000);
deadline.unref();

async function openStore(kind: 'embedded' | 'postgres'): Promise<{ db: Db; close: () => Promise<void> }> {
  if (kind === 'embedded') {
    dataDir = mkdtempSync(path.join(tmpdir(), 'robot-console-bench-reporting-'));
    const database = databaseOverPglite(await createPglite(path.join(dataDir, 'pgdata')));
    return { db: database.db, close: () => database.close() };
  }
  postgres = await startThrowawayPostgres();
  const db = databaseOverPool(new pg.Pool({ connectionString: postgres.url, max: 10 }));
  return { db, close: () => db.destroy() };
}

const table: string[][] = [];
try {
  for (const kind of stores) {
    progress(`${kind}: seeding ${size.toLocaleString('en')} executions`);
    const store = await openStore(kind);
    try {
      await migrateToLatest(store.db);
      await seedJournal(store.db, size, progress);
      await spreadOverIdeas(store.db);
      progress(`${kind}: ${ideas} ideas on ${robots} robots`);
      table.push(...(await measure(store.db, kind)));
    } finally {
      await store.close();
    }
  }
  console.log('\n| store | period | ideas | executions | p50 | max |\n|:--|:--|--:|--:|--:|--:|');
  for (const row of table) console.log(`| ${row.join(' | ')} |`);
} finally {
  clearTimeout(deadline);
  await cleanUp();
}
