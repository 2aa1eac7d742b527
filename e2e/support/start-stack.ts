/**
 * The end-to-end stack behind the `server` project, as production runs it (`node dist/server/main.js`,
 * built by `npm run build`, settings in the environment), in front of the fake upstream services:
 * - three instances (A, B and C) sharing one PostgreSQL server, a throwaway one from the installed
 *   binaries; A is the `server` project's base URL, B and C are the group the restart test restarts, so
 *   that no other test (they run in parallel) finds its server gone;
 * - one instance on the embedded store, in a DATA_DIR of its own;
 * - a control API (`POST /restart/postgres`, `POST /restart/embedded`) that stops a group gracefully and
 *   starts it again, answering once it serves, for the tests that restart the servers; and that starts a
 *   server of a test's own on a database of its own on the same PostgreSQL (`POST /workspaces`,
 *   `DELETE /workspaces/<port>`), for the flows that need a team workspace no other test writes to
 *   (e2e/support/own-workspace.ts), with settings of its own and executions already in its journal when
 *   the test asks;
 * - webhook receivers for those servers (`POST /webhooks/<name>` keeps the post, `GET /webhooks/<name>`
 *   answers what came, oldest first).
 * Stops everything, the throwaway PostgreSQL included, when Playwright stops it (SIGTERM).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type IncomingMessage, type ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFakeUpstream } from '../../src/mocks/node/fake-upstream-server';
import { openPostgresDatabase } from '../../server/node/postgres-database';
import { silentLogger } from '../../server/logger';
import { seedJournal } from '../../server/testing/journal-seed';
import { startServerProcess, type ServerProcess } from '../../server/testing/server-process';
import {
  copyOfWorkspaceTemplate,
  createWorkspaceTemplate,
  dropDatabase,
} from '../../server/testing/postgres-template';
import { startThrowawayPostgres } from '../../server/testing/throwaway-postgres';
import type { ReceivedWebhook, WorkspaceSetup } from './own-workspace';
import { demoAccount } from '../../src/mocks/simulator/demo';
import { e2ePorts, e2eReportingKey } from './ports';

// Every test of the suite shares the upstream, and the server reads the executions they leave running
// every few seconds: the log keeps enough for a test to find its own requests however slowly it runs.
const upstream = await startFakeUpstream({
  port: e2ePorts.fakeUpstream,
  apiKey: e2eReportingKey,
  requestLogSize: 20_000,
  // A run is queued half a second and runs two (the demo's 1.5 and 6 are for a person to watch): the
  // tests that wait for an end wait that long. queued-bot still waits long enough to be deleted.
  queueMs: 500,
  runMs: 2_000,
});
const postgres = await startThrowawayPostgres();
const dataDir = mkdtempSync(path.join(tmpdir(), 'robot-console-e2e-data-'));
// Each test's own workspace starts as a copy of this migrated embedded DATA_DIR.
// The migrated database each test's own server gets a copy of.
await createWorkspaceTemplate(postgres.url);

/** What every server of the stack is set to, the per-test ones included. */
const serverSettings = {
  REPORTING_API_KEY: e2eReportingKey,
  LOGIN_API: 'v2',
  UPSTREAM_TIMEOUT_MS: '5000',
  STATIC_DIR: path.resolve('dist/app'),
  // Each worker, each sign-in test and each test's own server sign the demo account in, and a local run
  // reuses this stack across runs.
  SIGN_INS_PER_USER: '100000',
  SHUTDOWN_GRACE_MS: '2000',
  // The demo account signs in to every test and edits the catalog, schedules and reporting: an admin. Anyone
  // else signing in for the first time is an operator (DEFAULT_ROLE's default).
  ADMINS: demoAccount.username,
};

const common = {
  ...process.env,
  ...serverSettings,
  ORCHESTRATOR_URL: upstream.url,
  REPORTING_URL: upstream.url,
  HOST: '127.0.0.1',
};

interface Instance {
  /** The restart group; A, never restarted, has none. */
  readonly group?: 'postgres' | 'embedded';
  readonly env: NodeJS.ProcessEnv;
  child?: ChildProcess;
}

/** An instance on the shared PostgreSQL, listening on `port`. */
function onPostgres(port: number, group?: 'postgres'): Instance {
  return {
    group,
    env: {
      ...common,
      PORT: String(port),
      DATABASE_URL: postgres.url,
      SESSION_SECRET: 'e2e-session-secret-shared-by-the-instances',
    },
  };
}

const instances: Instance[] = [
  onPostgres(e2ePorts.server),
  onPostgres(e2ePorts.serverB, 'postgres'),
  onPostgres(e2ePorts.serverC, 'postgres'),
  { group: 'embedded', env: { ...common, PORT: String(e2ePorts.serverEmbedded), DATA_DIR: dataDir } },
];

let stopping = false;

/** Starts an instance; resolves once it listens with its database ready. */
function start(instance: Instance): Promise<void> {
  const child = spawn(process.execPath, ['dist/server/main.js'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: instance.env,
  });
  instance.child = child;
  child.stdout.pipe(process.stdout);
  child.once('exit', (code) => {
    if (!stopping && instance.child === child) {
      process.stderr.write(`e2e stack: a server exited unexpectedly (${code}); stopping the stack\n`);
      void shutdown(1);
    }
  });
  return new Promise((resolve) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('database ready') && output.includes('Robot Console on')) resolve();
    });
  });
}

/** Stops an instance as a deployment does (SIGTERM: it finishes what it is doing) and waits for its exit. */
function stop(instance: Instance): Promise<void> {
  const child = instance.child;
  if (child === undefined || child.exitCode !== null) return Promise.resolve();
  instance.child = undefined;
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function shutdown(code: number): Promise<void> {
  if (stopping) return;
  stopping = true;
  await Promise.all(instances.map(stop));
  for (const own of ownWorkspaces.values()) own.server.cleanup();
  await postgres.stop();
  rmSync(dataDir, { recursive: true, force: true });
  await upstream.close();
  process.exit(code);
}

await Promise.all(instances.map(start));

/** Servers of one test each, by port, and their databases: a workspace no other test writes to. */
const ownWorkspaces = new Map<string, { server: ServerProcess; database: string }>();
let ownWorkspaceCount = 0;

/** A request's body, as sent. */
async function bodyOf(req: IncomingMessage): Promise<string> {
  let body = '';
  req.setEncoding('utf8');
  for await (const chunk of req) body += chunk as string;
  return body;
}

/**
 * Starts a server of a test's own with its settings on top of the stack's, on a copy of the migrated
 * template on the stack's PostgreSQL (a second to start, where an embedded store took three and more of
 * the machine's CPU). `journal` is put in it as if the server had started those runs: followed from its
 * first tick (due now), so the server reads each from the fake upstream as it reads its own, and gives
 * up on one the fake upstream does not know.
 */
async function startOwnWorkspace(
  setup: WorkspaceSetup,
): Promise<{ server: ServerProcess; database: string }> {
  ownWorkspaceCount += 1;
  const database = `own_workspace_${String(ownWorkspaceCount)}`;
  const url = await copyOfWorkspaceTemplate(postgres.url, database);
  if (setup.journal !== undefined) {
    const seeded = openPostgresDatabase({ url, logger: silentLogger, maxConnections: 1 });
    try {
      await seedJournal(seeded.db, setup.journal);
      await seeded.db
        .updateTable('executions')
        .set({ next_read_at: new Date() })
        .where('ended', '=', false)
        .execute();
    } finally {
      await seeded.close();
    }
  }
  const server = await startServerProcess({
    upstreamUrl: upstream.url,
    builtEntry: 'dist/server/main.js',
    env: {
      ...serverSettings,
      DATABASE_URL: url,
      SESSION_SECRET: `e2e-session-secret-of-${database}`,
      ...setup.env,
    },
  });
  return { server, database };
}

/**
 * `POST /workspaces` (its body, optional, a WorkspaceSetup) starts one and answers its base URL;
 * `DELETE /workspaces/<port>` stops it.
 */
function ownWorkspace(req: IncomingMessage, url: string, res: ServerResponse): boolean {
  if (req.method === 'POST' && url === '/workspaces') {
    void bodyOf(req)
      .then((body) => startOwnWorkspace(body === '' ? {} : (JSON.parse(body) as WorkspaceSetup)))
      .then(
        (own) => {
          ownWorkspaces.set(new URL(own.server.base).port, own);
          res
            .writeHead(200, { 'Content-Type': 'application/json' })
            .end(JSON.stringify({ url: own.server.base }));
        },
        (error: unknown) => res.writeHead(500).end(String(error)),
      );
    return true;
  }
  const port = /^\/workspaces\/(\d+)$/.exec(url)?.[1];
  if (req.method === 'DELETE' && port !== undefined) {
    const own = ownWorkspaces.get(port);
    ownWorkspaces.delete(port);
    own?.server.cleanup();
    void (own === undefined ? Promise.resolve() : dropDatabase(postgres.url, own.database)).then(
      () => res.writeHead(204).end(),
      (error: unknown) => res.writeHead(500).end(String(error)),
    );
    return true;
  }
  return false;
}

/** What each webhook receiver was posted, by its name: a handful of posts a test, kept for the stack's life. */
const webhooks = new Map<string, ReceivedWebhook[]>();

/** `POST /webhooks/<name>` keeps the post's headers and exact body; `GET /webhooks/<name>` lists them. */
function webhookReceiver(req: IncomingMessage, url: string, res: ServerResponse): boolean {
  const name = /^\/webhooks\/([\w-]+)$/.exec(url)?.[1];
  if (name === undefined) return false;
  if (req.method === 'POST') {
    const headers: IncomingHttpHeaders = req.headers;
    void bodyOf(req).then((body) => {
      webhooks.set(name, [...(webhooks.get(name) ?? []), { headers, body }]);
      res.writeHead(204).end();
    });
    return true;
  }
  if (req.method === 'GET') {
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(webhooks.get(name) ?? []));
    return true;
  }
  return false;
}

// Listens once everything above is up: `GET /ready` is what Playwright waits for.
const control = createServer((req, res) => {
  if (req.method === 'GET' && req.url === '/ready') {
    res.writeHead(204).end();
    return;
  }
  if (ownWorkspace(req, req.url ?? '', res) || webhookReceiver(req, req.url ?? '', res)) return;
  const group = /^\/restart\/(postgres|embedded)$/.exec(req.url ?? '')?.[1];
  if (req.method !== 'POST' || group === undefined) {
    res.writeHead(404).end();
    return;
  }
  const members = instances.filter((instance) => instance.group === group);
  void Promise.all(members.map(stop))
    .then(() => Promise.all(members.map(start)))
    .then(() => res.writeHead(204).end());
});
control.listen(e2ePorts.stackControl, '127.0.0.1');

// Every process of the group gets Playwright's signal, and tsx passes it on once more: a second signal
// must not end this process (the default) before it has stopped the throwaway PostgreSQL.
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void shutdown(0));
