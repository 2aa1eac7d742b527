/**
 * `npm run bench:journal`: how fast the server answers the queue with 100,000 executions in the journal,
 * on the embedded store and on PostgreSQL (a throwaway server from the installed binaries). Requests go
 * through the workspace routes as the browser's would; the figures are the handler's time on the
 * server, p50/p95/max over repeated requests. Goals: first page p95 < 50 ms, filtered search p95 < 100 ms.
 * Then the database's cost on the request path of every proxied call: the session read, and the
 * journal's bookkeeping of a result read.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { openEmbeddedDatabase } from '../../server/node/embedded-database';
import {
  databaseOverPool,
  migrateToLatest,
  type Db,
  type WorkspaceDatabase,
} from '../../server/storage/database';
import { openWorkspace } from '../../server/workspace';
import { newSessionId } from '../../server/storage/session-store';
import { workspaceRoutesAlone } from '../../server/testing/workspace-routes-alone';
import { startThrowawayPostgres } from '../../server/testing/throwaway-postgres';

const rows = Number(process.env.BENCH_ROWS ?? 100_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 200);

/** 100,000 plausible executions: 20 robots, 5 Runtimes, 10 operators, 90 days, a mix of outcomes. */
async function seed(db: Db): Promise<void> {
  await sql`
    insert into executions (computer_id, execution_id, robot_id, api_version, variables, source, started_by,
      started_at, status, progress, init_at, end_at, ended, return_value, logs, updated_at, search_text)
    select 'RUNTIME-0' || (n % 5), lpad(to_hex(n), 24, '0'), 'robot-' || lpad((n % 20)::text, 2, '0'), 'v2',
      jsonb_build_array(jsonb_build_object('name', 'batch', 'type', 'text', 'value', 'batch-' || n)),
      'run', 'operator' || (n % 10) || '@example.test',
      timestamptz '2030-01-01' + (n * interval '77 seconds'),
      (array['SUCCESS', 'SUCCESS', 'SUCCESS', 'ERROR', 'ALERT', 'RUNNING', 'PENDENT'])[1 + n % 7],
      case when n % 7 < 5 then 1 else 0.5 end,
      timestamptz '2030-01-01' + (n * interval '77 seconds'),
      case when n % 7 < 5 then timestamptz '2030-01-01' + (n * interval '77 seconds') + interval '3 minutes' end,
      n % 7 < 5, null, '[]'::jsonb, now(),
      lower(lpad(to_hex(n), 24, '0') || chr(10) || 'RUNTIME-0' || (n % 5) || chr(10) || 'robot-' || lpad((n % 20)::text, 2, '0') || chr(10) || 'batch-' || n)
    from generate_series(1, ${rows}) as n`.execute(db);
  await sql`analyze executions`.execute(db);
}

function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(database: WorkspaceDatabase, label: string): Promise<void> {
  const workspace = await openWorkspace(database, 'a-bench-session-secret-of-32-characters', () =>
    Date.UTC(2030, 3, 1),
  );
  const app = workspaceRoutesAlone(workspace, { now: Date.now, user: () => 'operator1@example.test' });
  const cases = [
    ['first page', '/executions'],
    ['filtered search', '/executions?status=ERROR&robot=robot-03&q=batch-1'],
    ['search by id', '/executions?q=00000000000000000001a2b'],
    ['mine, by duration', '/executions?mine=1&sort=duration&dir=desc'],
  ] as const;
  const report = (name: string, times: number[]) => {
    times.sort((a, b) => a - b);
    const fmt = (ms: number) => `${ms.toFixed(2)} ms`.padStart(10);
    console.log(
      `${label.padEnd(10)} ${name.padEnd(30)} p50 ${fmt(percentile(times, 50))}  p95 ${fmt(percentile(times, 95))}  max ${fmt(times.at(-1) ?? 0)}`,
    );
  };
  const timed = async (work: () => Promise<unknown>) => {
    const times: number[] = [];
    for (let round = 0; round < rounds; round += 1) {
      const start = performance.now();
      await work();
      times.push(performance.now() - start);
    }
    return times;
  };
  for (const [name, url] of cases) {
    const times = await timed(async () => {
      const answer = await app.request(url);
      await answer.arrayBuffer();
      if (answer.status !== 200) throw new Error(`${url} answered ${answer.status}`);
    });
    report(name, times);
  }

  // The database on the request path of every proxied call: reading the session behind the cookie
  // (and opening its sealed token), and recording a result read that changed nothing.
  const id = newSessionId();
  await workspace.sessions.set(id, {
    username: 'operator1@example.test',
    token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJvcGVyYXRvcjEifQ.c2ln',
    createdAt: Date.UTC(2030, 3, 1),
    expiresAt: Date.UTC(2031, 0, 1),
  });
  report('session read (every call)', await timed(() => workspace.sessions.get(id)));
  const result = new TextEncoder().encode(
    JSON.stringify({
      _id: '000000000000000000000007',
      logs: [],
      init: 0,
      end: null,
      returnValue: null,
      status: 'RUNNING',
      progress: 0.5,
    }),
  );
  const relayed = {
    endpoint: 'executionResult' as const,
    params: { computerId: 'RUNTIME-02', executionId: lpadHex(7) },
    requestBody: undefined,
    status: 200,
    answerBody: result,
    username: 'operator1@example.test',
    at: Date.UTC(2030, 3, 1),
  };
  report('result recorded (result reads)', await timed(() => workspace.recorder.record(relayed)));
}

function lpadHex(n: number): string {
  return n.toString(16).padStart(24, '0');
}

console.log(
  `Journal with ${rows.toLocaleString('en')} executions, ${rounds} requests per case (server handler time).`,
);

const dataDir = mkdtempSync(path.join(tmpdir(), 'robot-console-bench-'));
try {
  const embedded = await openEmbeddedDatabase(dataDir);
  await migrateToLatest(embedded.db);
  await seed(embedded.db);
  await measure(embedded, 'embedded');
  await embedded.close();
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}

const server = await startThrowawayPostgres();
try {
  const pool = new pg.Pool({ connectionString: server.url, max: 4 });
  const db = databaseOverPool(pool);
  await migrateToLatest(db);
  await seed(db);
  await measure({ db, kind: 'postgres', close: () => db.destroy() }, 'postgres');
  await db.destroy();
} finally {
  await server.stop();
}
