/**
 * In `vite` development the same server handles /session, /orchestrator and /reporting as middleware,
 * so the browser code talks to one origin exactly as in production. Vite serves the static files.
 * Without ORCHESTRATOR_URL the plugin does nothing (the mock mode needs no server).
 */
import { loadEnv, type Plugin } from 'vite';
import { createApp } from './app';
import { parseConfig } from './config';
import { createNodeListener } from './node-listener';
import { isApiPath } from './security';

export function robotConsoleServer(): Plugin {
  return {
    name: 'robot-console-server',
    apply: 'serve',
    configureServer(server) {
      // Read at this point, not at import time, so .env files and the shell's environment both count.
      const env = loadEnv(server.config.mode, server.config.envDir || server.config.root, '');
      if ((env.ORCHESTRATOR_URL ?? '').trim() === '') {
        server.config.logger.info(
          'robot-console: ORCHESTRATOR_URL is not set; /session and the API proxy are off.',
        );
        return;
      }
      const config = parseConfig(env);
      const logger = {
        info: (message: string) => server.config.logger.info(message),
        warn: (message: string) => server.config.logger.warn(message),
        error: (message: string) => server.config.logger.error(message),
      };
      const listener = createNodeListener(createApp({ config, logger }));
      server.middlewares.use((req, res, next) => {
        if (!isApiPath(req.url ?? '')) {
          next();
          return;
        }
        listener(req, res).catch((error: unknown) => next(error));
      });
      server.config.logger.info(`robot-console: API proxy on, orchestrator ${config.ORCHESTRATOR_URL}`);
    },
  };
}
