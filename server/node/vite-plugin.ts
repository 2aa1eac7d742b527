/**
 * In `vite` development the same server handles /session, /orchestrator and /reporting/api as
 * middleware, so the browser code talks to one origin exactly as in production; Vite serves the static
 * files. Without ORCHESTRATOR_URL the plugin does nothing (the mock mode needs no server).
 *
 * The server is loaded with Vite's module loader when the dev server starts, not imported here: the
 * config file then stays small, and `vite build` never loads the server at all.
 */
import { loadEnv, type Plugin } from 'vite';
import type * as DevMiddlewareModule from './dev-middleware.ts';

export function robotConsoleServer(): Plugin {
  return {
    name: 'robot-console-server',
    apply: 'serve',
    async configureServer(server) {
      // Read at this point, not at import time, so .env files and the shell's environment both count.
      const env = loadEnv(server.config.mode, server.config.envDir || server.config.root, '');
      if ((env.ORCHESTRATOR_URL ?? '').trim() === '') {
        server.config.logger.info(
          'robot-console: ORCHESTRATOR_URL is not set; /session and the API proxy are off.',
        );
        return;
      }
      const logger = {
        info: (message: string) => server.config.logger.info(message),
        warn: (message: string) => server.config.logger.warn(message),
        error: (message: string) => server.config.logger.error(message),
      };
      const { createDevMiddleware } = (await server.ssrLoadModule(
        '/server/node/dev-middleware.ts',
      )) as typeof DevMiddlewareModule;
      const dev = await createDevMiddleware(env, logger);
      server.middlewares.use(dev.middleware);
      // The follower and the live streams stop with the dev server (their leases go to no one else).
      server.httpServer?.once('close', () => void dev.stop());
    },
  };
}
