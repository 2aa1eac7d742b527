/**
 * `npm run bench:overview [-- --sizes 100000,1000000 --store both --rounds 30 --index
 * --indexes a,b --explain --longest --no-vacuum --minutes 60]`: how fast the server answers the overview
 * (GET /api/overview) with a journal of 100,000 and 1,000,000 executions, on the embedded store (PGlite)
 * and on PostgreSQL (a throwaway cluster from the installed binaries, server/testing/throwaway-postgres.ts,
 * reached through a pool of 10 as the server's). Goal (p95, 1,000,000 executions): under 300 ms on
 * PostgreSQL, under 800 ms on the embedded store.
 *
 * The journal (overview-journal.ts): executions over the 365 days before a fixed "now" (Monday
 * 2030-06-03 15:00 UTC), 20 robots on 5 Runtimes, mostly SUCCESS, durations from seconds to most of an
 * hour, 300 not ended, a few deleted; 40 schedules with about 0.3 fires per execution; VACUUM ANALYZE.
 *
 * Requests go through the workspace routes as the browser's would (`app.request`, the JSON included),
 * in the zone America/Sao_Paulo: last 24 h (by the hour), last 7 and 30 days (by the day), each for all
 * Runtimes, and 30 days for one robot (robot-03, about 6% of the journal); `--longest` adds the longest
 * period asked at once (92 days). Each warmed up once, then `rounds` requests one after the other;
 * p50/p95/max of the wall time.
 *
 * - Without `--index`: the schema as the migrations leave it.
 * - `--index`: the overview's indexes (`overviewIndexes` below) dropped first, then added back one at a
 *   time, measuring after each: what each one is worth. `--indexes a,b` takes only those, in that order.
 * - `--explain`: where the time goes, for each configuration: every query of the overview alone (median
 *   of 5) for each period; and EXPLAIN (ANALYZE, BUFFERS) of the 30-day ones for the first and the last.
 * - `--no-vacuum`: no VACUUM ANALYZE after seeding (nor after adding an index), as an embedded store in
 *   use is: PGlite runs no autovacuum, so its journal is never analyzed and its visibility map never set.
 *
 * Bounded: stops after `--minutes` (default 60) whatever happens; the data directories and the
 * PostgreSQL cluster are removed at the end. One run's figures, on a shared machine: noisy.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CompiledQuery, Kysely, PostgresDialect, sql, type PostgresPool } from 'kysely';
import pg from 'pg';
import { overviewQuerySchema, type Overview, type OverviewQuery } from '../../src/api/workspace/overview';
import { silentLogger } from '../../server/logger';
import { workspaceRoutesAlone } from '../../server/testing/workspace-routes-alone';
import {
  databaseOverPglite,
  databaseOverPool,
  migrateToLatest,
  type Db,
} from '../../server/storage/database';
import { overviewRepository } from '../../server/storage/overview-repository';
import { createPglite } from '../../server/storage/pglite';
import { pglitePool } from '../../server/storage/pglite-pool';
import type { Database } from '../../server/storage/schema';
import { startThrowawayPostgres, type ThrowawayPostgres } from '../../server/testing/throwaway-postgres';
import { openWorkspace, type Workspace } from '../../server/workspace';
import { day, now, seedJournal, zone } from './overview-journal';

const { values: flags } = parseArgs({
  options: {
    sizes: { type: 'string', default: '100000,1000000' },
    /** `embedded`, `postgres` or `both`. */
    store: { type: 'string', default: 'both' },
    rounds: { type: 'string', default: '30' },
    index: { type: 'boolean', default: false },
    /** Some of the overview's indexes only (names, comma-separated, in order); implies `--index`. */
    indexes: { type: 'string' },
    explain: { type: 'boolean', default: false },
    longest: { type: 'boolean', default: false },
    'no-vacuum': { type: 'boolean', default: false },
    minutes: { type: 'string', default: '60' },
  },
});

function whole(name: string, raw: string, min: number, max: number): number {
  const value = Number(raw.replaceAll('_', ''));
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`bench:overview: --${name} takes whole numbers from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
}
const sizes = flags.sizes.split(',').map((size) => whole('sizes', size.trim(), 1_000, 5_000_000));
const rounds = whole('rounds', flags.rounds, 1, 1_000);
const minutes = whole('minutes', flags.minutes, 1, 600);
if (!['embedded', 'postgres', 'both'].includes(flags.store)) {
  console.error('bench:overview: --store is embedded, postgres or both');
  process.exit(2);
}
const stores = (['embedded', 'postgres'] as const).filter((s) => flags.store === 'both' || flags.store === s);
const vacuum = !flags['no-vacuum'];

/**
 * The indexes the overview relies on (migration 0011), which `--index` drops and adds back one at a time,
 * and a candidate:
 * - the period's troubled fires: without it both fire queries read every fire of every schedule (a year
 *   of hourly fires is hundreds of thousands of rows), whatever the period; with it, only the period's
 *   few troubled ones;
 * - one robot's executions by start: without it, one robot's period is the intersection of two bitmaps,
 *   all of the robot's executions ever and all of the period's;
 * - a candidate left out of the migration, measured last: the period's executions with every column
 *   the figures read (an index-only scan where the visibility map allows it: PostgreSQL's autovacuum
 *   sets it, PGlite never does). It gained nothing measurable through the route, doubled the one-robot
 *   period (the planner prefers it there) and costs about 95 MB at 1,000,000 executions.
 */
const overviewIndexes: readonly { readonly name: string; readonly sql: string }[] = [
  {
    name: 'schedule_fires_troubled',
    sql: `create index if not exists schedule_fires_troubled on schedule_fires (due_at)
      where state in ('missed', 'failed', 'unknown')`,
  },
  {
    name: 'executions_by_robot_start',
    sql: `create index if not exists executions_by_robot_start on executions
      (robot_id, (coalesce(init_at, started_at)))`,
  },
  {
    name: 'executions_overview',
    sql: `create index if not exists executions_overview on executions ((coalesce(init_at, started_at)))
      include (ended, lost_reason, status, robot_id, computer_id, init_at, started_at, end_at)
      where deleted_at is null`,
  },
];
const chosenIndexes =
  flags.indexes === undefined
    ? overviewIndexes
    : flags.indexes.split(',').map((name) => {
        const index = overviewIndexes.find((candidate) => candidate.name === name.trim());
        if (index === undefined) {
          console.error(
            `bench:overview: --indexes names some of ${overviewIndexes.map((i) => i.name).join(', ')}`,
          );
          process.exit(2);
        }
        return index;
      });
const byIndex = flags.index || flags.indexes !== undefined;

const began = performance.now();
const progress = (message: string) =>
  console.log(`[${((performance.now() - began) / 1000).toFixed(0).padStart(5)} s] ${message}`);

// --- measuring --------------------------------------------------------------------------------------

interface Period {
  readonly name: string;
  readonly query: string;
}
const periods: readonly Period[] = [
  { name: 'last 24 h', query: `from=${now - day}&to=${now}` },
  { name: 'last 7 days', query: `from=${now - 7 * day}&to=${now}` },
  { name: 'last 30 days', query: `from=${now - 30 * day}&to=${now}` },
  { name: '30 days, one robot', query: `from=${now - 30 * day}&to=${now}&robot=robot-03` },
  ...(flags.longest ? [{ name: 'last 92 days', query: `from=${now - 92 * day}&to=${now}` }] : []),
].map((p) => ({ ...p, query: `${p.query}&zone=${encodeURIComponent(zone)}` }));
const periodQuery = (period: Period): OverviewQuery =>
  overviewQuerySchema.parse(Object.fromEntries(new URLSearchParams(period.query)));

interface Configuration {
  readonly size: number;
  readonly store: 'embedded' | 'postgres';
  /** `as migrated`, `none`, or the last index added (after the ones before it). */
  readonly indexes: string;
}
interface Result extends Configuration {
  readonly period: string;
  readonly executions: number;
  readonly p50: number;
  readonly p95: number;
  readonly max: number;
}
const results: Result[] = [];

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

async function measure(workspace: Workspace, configuration: Configuration): Promise<void> {
  const app = workspaceRoutesAlone(workspace, { now: () => now, user: () => 'operator1@example.test' });
  for (const period of periods) {
    const ask = async () => {
      const answer = await app.request(`/overview?${period.query}`);
      const body = await answer.text();
      if (answer.status !== 200)
        throw new Error(`/overview?${period.query} answered ${answer.status}: ${body}`);
      return JSON.parse(body) as Overview;
    };
    const figures = await ask();
    const executions = figures.bars.reduce(
      (sum, bar) => sum + Object.values(bar.counts).reduce((a, b) => a + b, 0),
      0,
    );
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      await ask();
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const result: Result = {
      ...configuration,
      period: period.name,
      executions,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? Number.NaN,
    };
    results.push(result);
    progress(
      `  indexes ${configuration.indexes}, ${period.name}: ${executions.toLocaleString('en')} executions, ` +
        `p50 ${result.p50.toFixed(0)} ms, p95 ${result.p95.toFixed(0)} ms`,
    );
  }
}

/** The overview's queries for `query`, as the repository sends them, each with a name. */
async function capture(
  pool: PostgresPool,
  query: OverviewQuery,
): Promise<{ name: string; query: CompiledQuery }[]> {
  const captured: CompiledQuery[] = [];
  const logged = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    log: (event) => {
      if (event.level === 'query') captured.push(event.query);
    },
  });
  await overviewRepository(logged).overview(query);
  // Not destroyed: the pool belongs to the store.
  return captured
    .map((compiled) => ({ query: compiled, name: queryName(compiled.sql) }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

function queryName(text: string): string {
  if (!text.includes('executions') && text.includes('generate_series')) return '1 bar starts';
  if (text.includes('rollup')) return '3 durations and trends by robot';
  if (text.includes('percentile_cont(0.95)')) return '3 durations by robot';
  if (text.includes('percentile_cont(0.5)')) return '4 trends by robot and bar';
  if (text.includes('count(*) filter')) return '5 queued and running now';
  if (text.includes('"schedule_fires"'))
    return text.includes('limit') ? '7 troubled fires' : '8 troubled fires count';
  if (text.includes('"schedules"')) return '6 next fires';
  return '2 counts by bar and outcome';
}

/**
 * Where a request's time goes: each query of the overview alone (one after the other, not side by side
 * as the repository sends them), median of 5 after one warm-up, for every period; then the plans
 * (EXPLAIN ANALYZE, BUFFERS) of the 30-day ones. PGlite's EXPLAIN ANALYZE reads the clock around
 * every row, which inflates its node times: its medians are the truer figures.
 */
async function explain(pool: PostgresPool, configuration: Configuration, plans: boolean): Promise<void> {
  const title =
    `${configuration.store}, ${configuration.size.toLocaleString('en')} executions, ` +
    `indexes ${configuration.indexes}`;
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  const times = new Map<string, string[]>();
  const planned: { period: string; name: string; query: CompiledQuery }[] = [];
  for (const period of periods) {
    const queries = await capture(pool, periodQuery(period));
    if (period.name.startsWith('last 30') || period.name.startsWith('30 days'))
      planned.push(...queries.map((q) => ({ ...q, period: period.name })));
    for (const { name, query } of queries) {
      const runs: number[] = [];
      for (let run = 0; run < 6; run += 1) {
        const start = performance.now();
        await db.executeQuery(query);
        if (run > 0) runs.push(performance.now() - start);
      }
      runs.sort((x, y) => x - y);
      times.set(name, [...(times.get(name) ?? []), `${percentile(runs, 50).toFixed(1)} ms`]);
    }
  }
  console.log(`\n=== Each query alone (median of 5), ${title} ===\n`);
  printTable(
    ['query', ...periods.map((period) => period.name)],
    [...times].map(([name, cells]) => [name, ...cells]),
    1,
  );
  if (!plans) return;
  console.log(`\n=== EXPLAIN (ANALYZE, BUFFERS), ${title} ===`);
  for (const { period, name, query } of planned) {
    // The robot's period differs from the others' only in the executions' queries.
    if (period.includes('robot') && !/^[234]/.test(name)) continue;
    const plan = await db.executeQuery<Record<string, string>>(
      CompiledQuery.raw(`explain (analyze, buffers) ${query.sql}`, [...query.parameters]),
    );
    console.log(`\n--- ${period}: ${name}`);
    for (const row of plan.rows) console.log(Object.values(row).join(' '));
  }
}

async function dropIndexes(db: Db): Promise<void> {
  for (const index of chosenIndexes) await sql`drop index if exists ${sql.id(index.name)}`.execute(db);
}

async function addIndex(db: Db, index: (typeof overviewIndexes)[number]): Promise<void> {
  const started = performance.now();
  await sql.raw(index.sql).execute(db);
  progress(`  created ${index.name} in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  if (vacuum) await sql`vacuum analyze`.execute(db);
}

// --- the stores -------------------------------------------------------------------------------------

interface Store {
  readonly db: Db;
  /** A pool over the same database, for the EXPLAINs through a logging Kysely. */
  readonly pool: PostgresPool;
  close(): Promise<void>;
}

let postgres: ThrowawayPostgres | undefined;
const dataDirs: string[] = [];

async function openStore(kind: 'embedded' | 'postgres', size: number): Promise<Store> {
  if (kind === 'embedded') {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'robot-console-bench-overview-'));
    dataDirs.push(dataDir);
    const pglite = await createPglite(path.join(dataDir, 'pgdata'));
    const database = databaseOverPglite(pglite);
    return {
      db: database.db,
      pool: pglitePool(pglite),
      close: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  postgres ??= await startThrowawayPostgres();
  const admin = new pg.Client(postgres.url);
  await admin.connect();
  const name = `overview_${size}`;
  try {
    // Our own name (letters, digits, underscores), not input.
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(postgres.url);
  url.pathname = `/${name}`;
  // As the server's pool (server/node/postgres-database.ts).
  const pool = new pg.Pool({ connectionString: url.toString(), max: 10 });
  const db = databaseOverPool(pool);
  return { db, pool, close: () => db.destroy() };
}

async function cleanUp(): Promise<void> {
  await postgres?.stop().catch(() => undefined);
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
}

const deadline = setTimeout(() => {
  console.error(`bench:overview: still running after ${minutes} minutes; stopping`);
  void cleanUp().finally(() => process.exit(1));
}, minutes * 60_000);
deadline.unref();

/** A Markdown table; the first `left` columns aligned left, the others right. */
function printTable(header: readonly string[], rows: readonly (readonly string[])[], left: number): void {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((cell, i) => (i < left ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join(' | ')} |`;
  console.log(line(header));
  console.log(
    `|${widths.map((w, i) => (i < left ? `:${'-'.repeat(w + 1)}` : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
  );
  for (const row of rows) console.log(line(row));
}

console.log(
  `Overview with ${sizes.map((s) => s.toLocaleString('en')).join(' and ')} executions on ` +
    `${stores.join(' and ')}, ${rounds} requests per period after one warm-up, ` +
    (byIndex
      ? `without ${chosenIndexes.map((i) => i.name).join(', ')}, then adding them one at a time`
      : 'the schema as migrated') +
    `${vacuum ? '' : ', no VACUUM ANALYZE'}.`,
);
try {
  for (const kind of stores) {
    for (const size of sizes) {
      progress(`${kind}, ${size.toLocaleString('en')} executions: seeding`);
      const store = await openStore(kind, size);
      try {
        await migrateToLatest(store.db);
        if (byIndex) await dropIndexes(store.db);
        await seedJournal(store.db, size, progress, { vacuum });
        const workspace = await openWorkspace(
          { db: store.db, kind, close: () => Promise.resolve() },
          'a-bench-session-secret-of-32-characters',
          () => now,
          silentLogger,
        );
        const stages = byIndex ? ['none', ...chosenIndexes.map((i) => `+ ${i.name}`)] : ['as migrated'];
        for (const [stage, indexes] of stages.entries()) {
          const index = chosenIndexes[stage - 1];
          if (byIndex && index !== undefined) await addIndex(store.db, index);
          const configuration = { size, store: kind, indexes };
          await measure(workspace, configuration);
          if (flags.explain)
            await explain(store.pool, configuration, stage === 0 || stage === stages.length - 1);
        }
      } finally {
        await store.close();
      }
    }
  }
  console.log('');
  printTable(
    ['executions', 'store', 'indexes', 'period', 'in period', 'p50', 'p95', 'max'],
    results.map((r) => [
      r.size.toLocaleString('en'),
      r.store,
      r.indexes,
      r.period,
      r.executions.toLocaleString('en'),
      `${r.p50.toFixed(0)} ms`,
      `${r.p95.toFixed(0)} ms`,
      `${r.max.toFixed(0)} ms`,
    ]),
    4,
  );
} finally {
  clearTimeout(deadline);
  await cleanUp();
}
