/**
 * The mock mode's server: the real server's own app (server/app.ts, which is Web-standard), running in
 * the page on a PGlite database, with the simulator as both upstream services. Nothing of the server is
 * written again here: sign-in, sessions, the proxy's rules, CSRF, error wording, the team workspace and
 * its live side (the follower reading active executions from the simulator, the change hub, the live
 * streams) are the server's code. This module only connects the pieces a browser lacks: a cookie jar,
 * and the simulator's persisted state.
 */
import type { Hono } from 'hono';
import { silentLogger, type Logger } from '../../../server/logger';
import { assembleServer, type RobotConsoleServer } from '../../../server/server';
import { migrateToLatest, type WorkspaceDatabase } from '../../../server/storage/database';
import { openWorkspace, type Workspace } from '../../../server/workspace';
import type { CookieJar } from './cookie-jar';
import { mockServerConfig } from './mock-server-config';
import type { MockStore } from './mock-store';
import { createUpstreamHandler } from '../simulator/upstream';

/** The demo's session secret: the mock mode has nothing to hide, its tokens come from the simulator. */
const demoSessionSecret = 'robot-console-mock-mode-session-secret';

interface MockServerOptions {
  readonly database: WorkspaceDatabase;
  /** Where the simulator's state is kept between requests (localStorage in the page, memory in tests). */
  readonly simulator: MockStore;
  readonly cookies: CookieJar;
  /** Whether the server holds a reporting key (true by default); without one, as the real server does. */
  readonly reportingConfigured?: boolean;
  readonly now?: () => number;
  readonly logger?: Logger;
  /**
   * Whether the server follows the journal and pushes its changes, as the real one does (true by
   * default). Off, executions change only when someone reads them through the proxy.
   */
  readonly live?: boolean;
}

export interface MockServer {
  readonly app: Hono;
  readonly workspace: Workspace;
  /** Answers a request of the page as the server would (its session cookie kept in the jar). */
  handle(request: Request): Promise<Response>;
  /** Stops following and ends the live streams (a later server on the same database does it too). */
  stop(): Promise<void>;
}

// One live server per database in this page: a new one (the next test's rendering, a re-render as the
// same browser) stops the previous one, whose simulator would otherwise go on reading this database.
const liveOn = new WeakMap<WorkspaceDatabase, Promise<RobotConsoleServer | undefined>>();

// Each database is migrated once in this page: a later server on it (a test's next rendering) finds it
// up to date, and asking again costs Kysely's look at the whole schema.
const migrated = new WeakMap<WorkspaceDatabase, Promise<void>>();

function migrateOnce(database: WorkspaceDatabase): Promise<void> {
  let migration = migrated.get(database);
  if (migration === undefined) {
    migration = migrateToLatest(database.db);
    migrated.set(database, migration);
  }
  return migration;
}

export async function createMockServer(options: MockServerOptions): Promise<MockServer> {
  const now = options.now ?? Date.now;
  await migrateOnce(options.database);
  const workspace = await openWorkspace(options.database, demoSessionSecret, now);
  const reportingApiKey = options.reportingConfigured === false ? undefined : options.simulator.load().apiKey;
  const logger = options.logger ?? silentLogger;
  const config = mockServerConfig({ reportingApiKey });
  // The upstream calls go to the simulator, whose latest state is loaded first and saved after, one
  // call at a time across the tabs sharing it.
  const simulatorFetch: typeof fetch = (input, init) =>
    options.simulator.exclusive(async () => {
      const sim = options.simulator.load();
      const answer = await createUpstreamHandler(sim)(new Request(input, init));
      options.simulator.save(sim);
      return answer;
    });
  const server = assembleServer({
    config,
    workspace,
    now,
    logger,
    clientAddress: () => 'this browser',
    // A page can neither send itself a Cookie header nor receive a Set-Cookie: the jar stands in.
    cookieJar: options.cookies,
    fetch: simulatorFetch,
    // No webhook in the mock mode (none is given): nothing leaves the page.
    instance: `page-${crypto.randomUUID()}`,
  });

  const previous = liveOn.get(options.database);
  const started = (async () => {
    await (await previous)?.stop();
    if (options.live === false) return undefined;
    await server.startLive();
    return server;
  })();
  liveOn.set(options.database, started);
  await started;
  return {
    app: server.app,
    workspace,
    handle: (request) => Promise.resolve(server.app.fetch(request)),
    stop: () => server.stop(),
  };
}
