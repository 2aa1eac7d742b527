/**
 * The journal of `npm run bench:overview` (overview.ts): `size` executions over the 365 days before a
 * fixed "now", in the order they started, 20 robots on 5 Runtimes, a realistic mix of outcomes and
 * durations, 300 not ended in the last hour, a few deleted or given up on; 40 schedules and their fires.
 * Written with `insert … select from generate_series`, repeatable (the "random" draws are hashes of the
 * row number), then VACUUM ANALYZE.
 */
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../server/storage/database';

export const hour = 3_600_000;
export const day = 24 * hour;
/** "Now" for the journal and the periods: Monday 3 June 2030, 15:00 UTC. */
export const now = Date.UTC(2030, 5, 3, 15);
/** The schedules' zone, and the operator's in the benchmark's requests. */
export const zone = 'America/Sao_Paulo';
const robots = 20;
const runtimes = 5;
const active = 300;
const schedules = 40;

// --- the journal ------------------------------------------------------------------------------------

/** A uniform number in [0, 1) for row `n`, one independent stream per `seed` (repeatable runs). */
const uniform = (seed: number) =>
  sql`((hashint4extended(n, ${sql.lit(seed)}) & 4294967295)::float8 / 4294967296)`;
const at = (ms: RawBuilder<unknown>) => sql`to_timestamp((${ms}) / 1000.0)`;

/** Rows `from`..`to` of a journal of `size` executions. */
async function seedExecutions(db: Db, size: number, from: number, to: number): Promise<void> {
  const ended = size - active;
  const yearStart = now - 365 * day;
  const span = 365 * day - hour;
  await sql`
    insert into executions (computer_id, execution_id, robot_id, api_version, variables, source, started_by,
      started_at, status, progress, init_at, end_at, ended, return_value, logs, deleted_at, deleted_by,
      lost_reason, updated_at, search_text, next_read_at, change_seq)
    select runtime, execution_id, robot, 'v2',
      jsonb_build_array(jsonb_build_object('name', 'batch', 'type', 'text', 'value', 'batch-' || n)),
      'run', 'operator' || (n % 10) || '@example.test',
      ${at(sql`start_ms - wait_ms`)}, status,
      case when kind = 'ended' then 1 when status = 'RUNNING' then 0.5 else 0 end,
      case when kind in ('ended', 'lost', 'running') and not (status = 'CANCELED' and u_end < 0.5)
        then ${at(sql`start_ms`)} end,
      case when kind = 'ended' and not (status = 'CANCELED' and u_end < 0.5)
        then ${at(sql`start_ms + duration_ms`)} end,
      kind = 'ended',
      case when kind = 'ended' and status = 'SUCCESS' then jsonb_build_object('items', n % 500) end,
      case when kind = 'ended' then jsonb_build_array('Started', 'Processed ' || (n % 500) || ' items', 'Done') else '[]'::jsonb end,
      case when kind = 'deleted' then ${at(sql`start_ms + 120000`)} end,
      case when kind = 'deleted' then 'operator' || (n % 10) || '@example.test' end,
      case when kind = 'lost' then 'not-found' end,
      ${at(sql`start_ms + case when kind = 'ended' then duration_ms else 0 end`)},
      lower(execution_id || chr(10) || runtime || chr(10) || robot || chr(10) || 'batch-' || n),
      case when kind in ('queued', 'running') then ${at(sql.lit(now))} end,
      n
    from (
      select n, u_end, kind, execution_id, robot, runtime, start_ms, wait_ms,
        -- A robot's typical run: 8 s for the first, about 20 min for the last; each run 0.37–2.7 times it.
        least(3600000, 8000 * power(1.3, robot_index) * exp((u_duration - 0.5) * 2)) as duration_ms,
        case kind
          when 'queued' then 'PENDENT' when 'running' then 'RUNNING' when 'lost' then 'RUNNING'
          when 'deleted' then 'PENDENT'
          else case when u_status < 0.85 then 'SUCCESS' when u_status < 0.90 then 'ALERT'
            when u_status < 0.94 then 'FAILED' when u_status < 0.97 then 'ERROR' else 'CANCELED' end
        end as status
      from (
        select n, u_status, u_duration, u_end, kind, robot_index,
          lpad(to_hex(n), 24, '0') as execution_id,
          'robot-' || lpad(robot_index::text, 2, '0') as robot,
          -- A robot runs on its Runtime, now and then on the next one.
          'RUNTIME-0' || ((robot_index + case when u_runtime < 0.05 then 1 else 0 end) % ${sql.lit(runtimes)}) as runtime,
          case when n > ${sql.lit(ended)}
            then ${sql.lit(now)} - (${sql.lit(size)} - n + 1) * 10000.0
            else ${sql.lit(yearStart)} + (n - 1) * ${sql.lit(span / ended)} + u_jitter * 30000
          end as start_ms,
          1000 + u_wait * 30000 as wait_ms
        from (
          select n, ${uniform(3)} as u_status, ${uniform(4)} as u_duration, ${uniform(5)} as u_end,
            ${uniform(2)} as u_runtime, ${uniform(7)} as u_jitter, ${uniform(8)} as u_wait,
            -- Some robots run far more often than others.
            least(${sql.lit(robots - 1)}, floor(${sql.lit(robots)} * power(${uniform(1)}, 2)))::int as robot_index,
            case
              when n > ${sql.lit(size - 60)} then 'queued'
              when n > ${sql.lit(ended)} then 'running'
              when ${uniform(6)} < 0.001 then 'deleted'
              when ${uniform(6)} < 0.0015 then 'lost'
              else 'ended'
            end as kind
          from generate_series(${sql.lit(from)}, ${sql.lit(to)}) as n
        ) as drawn
      ) as placed
    ) as rows`.execute(db);
}

/** 40 schedules (every fourth paused), and their fires over the year: about 0.3 per execution. */
async function seedSchedules(db: Db, size: number): Promise<void> {
  await sql`
    insert into schedules (name, runtime_id, robot_id, api_version, variables, cron, time_zone, owner,
      created_at, updated_by, updated_at, paused, next_due_at)
    select 'Schedule ' || lpad(i::text, 2, '0'), 'RUNTIME-0' || (i % ${sql.lit(robots)} % ${sql.lit(runtimes)}),
      'robot-' || lpad((i % ${sql.lit(robots)})::text, 2, '0'), 'v2', '[]'::jsonb, '0 * * * *', ${zone},
      'operator1@example.test', ${at(sql.lit(now - 400 * day))}, 'operator1@example.test',
      ${at(sql.lit(now - 400 * day))}, i % 4 = 3, ${at(sql`${sql.lit(now)} + i * 60000`)}
    from generate_series(0, ${sql.lit(schedules - 1)}) as i`.execute(db);
  const perSchedule = Math.ceil((0.3 * size) / schedules);
  const every = (365 * day) / perSchedule;
  await sql`
    insert into schedule_fires (schedule_id, due_at, state, called_at, recorded_at)
    select id, ${at(sql`due_ms`)}, state, case when state = 'started' then ${at(sql`due_ms + 1000`)} end,
      ${at(sql`due_ms + 5000`)}
    from (
      select s.id, ${sql.lit(now)} - k::float8 * ${sql.lit(every)} + s.offset_ms as due_ms,
        case when u < 0.01 then 'missed' when u < 0.015 then 'failed' when u < 0.017 then 'unknown'
          when u < 0.05 then 'skipped' else 'started' end as state
      from (select id, (row_number() over (order by name)) * 60000 as offset_ms from schedules) as s
      cross join lateral (
        select k, (hashint4extended(k * 100 + (s.offset_ms / 60000)::int, 9) & 4294967295)::float8 / 4294967296 as u
        from generate_series(1, ${sql.lit(perSchedule)}) as k
      ) as fires
    ) as fires`.execute(db);
}

/**
 * Seeds an empty, migrated workspace database with `size` executions; `progress` hears how far it got.
 * `vacuum: false` leaves out the VACUUM ANALYZE at the end.
 */
export async function seedJournal(
  db: Db,
  size: number,
  progress: (message: string) => void,
  { vacuum = true }: { readonly vacuum?: boolean } = {},
): Promise<void> {
  const started = performance.now();
  // The journal's own indexes are built once at the end (faster than row by row); its triggers (the
  // change numbers and their NOTIFY) are set aside: the rows get their change numbers here.
  const indexes = await sql<{ name: string; def: string }>`
    select i.relname as name, pg_get_indexdef(x.indexrelid) as def
    from pg_index x join pg_class i on i.oid = x.indexrelid
    where x.indrelid = 'executions'::regclass
      and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`.execute(db);
  for (const index of indexes.rows) await sql`drop index ${sql.id(index.name)}`.execute(db);
  await sql`alter table executions disable trigger user`.execute(db);
  const batch = 100_000;
  for (let from = 1; from <= size; from += batch) {
    const to = Math.min(size, from + batch - 1);
    await seedExecutions(db, size, from, to);
    progress(`  ${to.toLocaleString('en')} executions`);
  }
  await sql`alter table executions enable trigger user`.execute(db);
  await sql`select setval('execution_changes', ${sql.lit(size)})`.execute(db);
  await sql`alter table executions alter column id restart with ${sql.lit(size + 1)}`.execute(db);
  for (const index of indexes.rows) {
    await sql.raw(index.def).execute(db);
    progress(`  index ${index.name}`);
  }
  await seedSchedules(db, size);
  if (vacuum) await sql`vacuum analyze`.execute(db);
  const counts = await sql<{ executions: number; fires: number; bytes: string }>`
    select (select count(*)::int from executions) as executions, (select count(*)::int from schedule_fires) as fires,
      pg_size_pretty(pg_total_relation_size('executions')) as bytes`.execute(db);
  const row = counts.rows[0];
  progress(
    `  seeded ${row?.executions.toLocaleString('en')} executions (${row?.bytes} with indexes), ` +
      `${row?.fires.toLocaleString('en')} fires${vacuum ? ', vacuum analyze' : ''}: ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}
