/**
 * The mock mode's server: the real server's own app (server/app.ts, which is Web-standard), running in
 * the page on a PGlite database, with the simulator as both upstream services. Nothing of the server is
 * written again here: sign-in, sessions, the proxy's rules, CSRF, error wording and the team workspace
 * are the server's code. This module only connects the pieces a browser lacks: a cookie jar, and the
 * simulator's persisted state.
 */
import type { Hono } from 'hono';
import { createApp } from '../../server/app';
import { silentLogger, type Logger } from '../../server/logger';
import { migrateToLatest, type WorkspaceDatabase } from '../../server/storage/database';
import { openWorkspace, type Workspace } from '../../server/workspace';
import type { CookieJar } from './cookie-jar';
import { mockServerConfig } from './mock-server-config';
import type { MockStore } from './mock-store';
import { createUpstreamHandler } from './upstream';

/** The demo's session secret: the mock mode has nothing to hide, its tokens come from the simulator. */
const demoSessionSecret = 'robot-console-mock-mode-session-secret';

export interface MockServerOptions {
  readonly database: WorkspaceDatabase;
  /** Where the simulator's state is kept between requests (localStorage in the page, memory in tests). */
  readonly simulator: MockStore;
  readonly cookies: CookieJar;
  /** Whether the server holds a reporting key (true by default); without one, as the real server does. */
  readonly reportingConfigured?: boolean;
  readonly now?: () => number;
  readonly logger?: Logger;
}

export interface MockServer {
  readonly app: Hono;
  readonly workspace: Workspace;
  /** Answers a request of the page as the server would (its session cookie kept in the jar). */
  handle(request: Request): Promise<Response>;
}

export async function createMockServer(options: MockServerOptions): Promise<MockServer> {
  const now = options.now ?? Date.now;
  await migrateToLatest(options.database.db);
  const workspace = await openWorkspace(options.database, demoSessionSecret, now);
  const reportingApiKey = options.reportingConfigured === false ? undefined : options.simulator.load().apiKey;
  const app = createApp({
    config: mockServerConfig({ reportingApiKey }),
    workspace,
    now,
    logger: options.logger ?? silentLogger,
    clientAddress: () => 'this browser',
    // A page can neither send itself a Cookie header nor receive a Set-Cookie: the jar stands in.
    cookieJar: options.cookies,
    // The upstream calls go to the simulator, whose latest state is loaded first and saved after.
    fetch: async (input, init) => {
      const sim = options.simulator.load();
      const answer = await createUpstreamHandler(sim)(new Request(input, init));
      options.simulator.save(sim);
      return answer;
    },
  });
  return {
    app,
    workspace,
    handle: (request) => Promise.resolve(app.fetch(request)),
  };
}
