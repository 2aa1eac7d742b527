/**
 * One Robot Console server: serves the built app and the API on HOST:PORT, and once the database is
 * ready follows the journal's active executions, pushes their changes to the browsers' live streams and
 * posts ended ones to the webhook (live-services.ts). It is the whole server when WORKERS is 1, and
 * each worker's when there are more (workers.ts); main.ts decides which.
 */
import { createServer } from 'node:http';
import { hostname } from 'node:os';
import type { ServerConfig } from '../config';
import { consoleLogger } from '../logger';
import { prepareDatabase } from '../services/database-readiness';
import { assembleServer, type LiveServices } from '../server';
import { migrateToLatest } from '../storage/database';
import { openWorkspace } from '../workspace';
import { nodeServerOptions } from './node-server-options';
import { DataDirInUseError } from './embedded-database';
import { makeGraceful } from './graceful-shutdown';
import { createNodeListener, listenerOptions } from './node-listener';
import { openConfiguredDatabase } from './open-database';
import { staticHandler } from './static';
import { createUpstreamPool } from './upstream-pool';
import { fail, serverBanner } from './startup';

export interface InstanceControl {
  /**
   * Stops accepting, answers what is in flight (up to SHUTDOWN_GRACE_MS), then exits: 0, or 1 when some
   * requests had to be cut off. Once; a second call changes nothing.
   */
  drain(reason: string): void;
  /** Cuts off what is still in flight at once (the drain then exits 1). */
  cutOff(): void;
  /** What a stop still waits for, in words: "3 request(s)". */
  waitingFor(): string;
}

/**
 * One server: alone (`announce` prints the address once it listens), or one of several workers, whose
 * supervisor announces them all (workers.ts). Resolves once it has been told where to listen.
 */
export async function startInstance(
  config: ServerConfig,
  options: { readonly announce: boolean },
): Promise<InstanceControl> {
  const opened = await openConfiguredDatabase(config, consoleLogger).catch((error: unknown) => {
    if (error instanceof DataDirInUseError) fail(error.message);
    throw error;
  });
  const workspace = await openWorkspace(
    opened.database,
    opened.sessionSecret,
    Date.now,
    consoleLogger,
    config.SESSION_SECRET_PREVIOUS,
  );
  // The upstreams over kept-alive pools, for the proxy, the sign-in and the follower alike.
  const upstream = createUpstreamPool();
  const readiness = prepareDatabase(() => migrateToLatest(workspace.database.db), consoleLogger);
  const robotConsole = assembleServer({
    config,
    workspace,
    ...nodeServerOptions(config, upstream, hostname()),
    logger: consoleLogger,
    databaseReady: readiness.ready,
    staticFiles: staticHandler(config.STATIC_DIR),
  });
  let liveServices: Promise<LiveServices> | undefined;
  readiness.done.then(
    () => {
      consoleLogger.info(`robot-console: database ready (${workspace.database.kind})`);
      // The server follows the journal and pushes its changes once the schema is there to follow.
      liveServices = robotConsole.startLive();
      liveServices.catch((error: unknown) =>
        consoleLogger.error(
          `robot-console: following the journal could not start: ${error instanceof Error ? error.message : String(error)}`,
        ),
      );
    },
    (error: unknown) =>
      fail(`the database could not be prepared: ${error instanceof Error ? error.message : String(error)}`),
  );

  // Expired sessions are forgotten every few minutes; a database that is down just skips a round.
  const purge = setInterval(() => {
    if (!readiness.ready()) return;
    workspace.sessions.purgeExpired().catch(() => undefined);
  }, 5 * 60_000);
  purge.unref();

  const listener = createNodeListener(robotConsole.app, { ownsProcess: true });
  const server = createServer(listenerOptions, (req, res) => {
    listener(req, res).catch((error: unknown) => {
      consoleLogger.error(
        `robot-console: request failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end('{"error":"internal-error","message":"The server failed to handle the request."}');
    });
  });
  const graceful = makeGraceful(server);

  server.on('error', (error) => {
    fail(`cannot listen on ${config.HOST}:${config.PORT}: ${error.message}`);
  });

  server.listen(config.PORT, config.HOST, () => {
    if (!options.announce) return;
    const address = server.address();
    const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
    process.stdout.write(`${serverBanner(config, port)}\n`);
  });

  let draining = false;
  function drain(reason: string): void {
    if (draining) return;
    draining = true;
    consoleLogger.info(
      `robot-console: ${reason}: stopping; ${graceful.inFlight()} request(s) in flight get up to ` +
        `${config.SHUTDOWN_GRACE_MS} ms`,
    );
    readiness.stop();
    clearInterval(purge);
    // The live streams end at once (saying so: the browsers reconnect to another instance), so they do
    // not hold the shutdown open; the follower hands its executions over and the hub stops listening.
    const stoppingLive = robotConsole.stop().catch(() => undefined);
    void graceful.stop(config.SHUTDOWN_GRACE_MS).then(async (outcome) => {
      await stoppingLive;
      await upstream.close().catch(() => undefined);
      // Closed after the last request: the embedded database writes its last pages and frees DATA_DIR.
      await workspace.database.close().catch(() => undefined);
      if (outcome.kind === 'drained') {
        consoleLogger.info('robot-console: stopped');
        process.exit(0);
      }
      consoleLogger.warn(`robot-console: stopped; ${outcome.dropped} request(s) were cut off`);
      process.exit(1);
    });
  }

  return {
    drain,
    cutOff: () => graceful.cutOff(),
    waitingFor: () => `${graceful.inFlight()} request(s)`,
  };
}
