/**
 * The server's API as Connect middleware for Vite's dev server. Loaded through Vite's own module
 * loader (see vite-plugin.ts), so the config file does not have to bundle the whole server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseConfig } from '../config';
import type { Logger } from '../logger';
import { isApiPath } from '../security';
import { assembleServer } from '../server';
import { migrateToLatest } from '../storage/database';
import { openWorkspace } from '../workspace';
import { nodeServerOptions } from './node-server-options';
import { createNodeListener } from './node-listener';
import { openConfiguredDatabase } from './open-database';
import { createUpstreamPool } from './upstream-pool';

export type DevMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/**
 * Throws a ConfigError for a bad setting, like the production entry point. The workspace database is
 * the one the settings name (the embedded one under DATA_DIR by default), its schema brought up to date.
 * The journal is followed and streamed as in production; `stop` ends that when the dev server closes.
 */
export async function createDevMiddleware(
  env: Record<string, string>,
  logger: Logger,
): Promise<{ middleware: DevMiddleware; stop: () => Promise<void> }> {
  const config = parseConfig(env);
  const { database, sessionSecret } = await openConfiguredDatabase(config, logger);
  await migrateToLatest(database.db);
  const workspace = await openWorkspace(
    database,
    sessionSecret,
    Date.now,
    logger,
    config.SESSION_SECRET_PREVIOUS,
  );
  // As in production: the upstreams over kept-alive pools.
  const upstream = createUpstreamPool();
  const server = assembleServer({
    config,
    workspace,
    ...nodeServerOptions(config, upstream, 'dev'),
    logger,
  });
  const listener = createNodeListener(server.app);
  await server.startLive();
  logger.info(`robot-console: API proxy on, orchestrator ${config.ORCHESTRATOR_URL}`);
  return {
    middleware: (req, res, next) => {
      if (!isApiPath(req.url ?? '')) {
        next();
        return;
      }
      listener(req, res).catch((error: unknown) => next(error));
    },
    stop: async () => {
      await server.stop();
      await upstream.close();
    },
  };
}
