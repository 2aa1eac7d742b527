/**
 * The server's API as Connect middleware for Vite's dev server. Loaded through Vite's own module
 * loader (see vite-plugin.ts), so the config file does not have to bundle the whole server.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createApp } from '../app';
import { parseConfig } from '../config';
import type { Logger } from '../logger';
import { createNodeListener } from './node-listener';
import { isApiPath } from '../security';

export type DevMiddleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void;

/** Throws a ConfigError for a bad setting, like the production entry point. */
export function createDevMiddleware(env: Record<string, string>, logger: Logger): DevMiddleware {
  const config = parseConfig(env);
  const listener = createNodeListener(createApp({ config, logger }));
  logger.info(`robot-console: API proxy on, orchestrator ${config.ORCHESTRATOR_URL}`);
  return (req, res, next) => {
    if (!isApiPath(req.url ?? '')) {
      next();
      return;
    }
    listener(req, res).catch((error: unknown) => next(error));
  };
}
