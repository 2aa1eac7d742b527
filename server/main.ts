/**
 * `npm run serve`: reads the settings, serves the built app and the API on HOST:PORT. A bad setting
 * ends the process with one line naming it and exit code 1.
 */
import { createServer } from 'node:http';
import { createApp } from './app';
import { ConfigError, parseConfig, publicOriginWarning, type ServerConfig } from './config';
import { consoleLogger } from './logger';
import { createNodeListener } from './node-listener';

function loadConfig(): ServerConfig {
  try {
    return parseConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`robot-console: configuration error: ${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

const config = loadConfig();
const warning = publicOriginWarning(config);
if (warning !== undefined) process.stderr.write(`${warning}\n`);
const listener = createNodeListener(createApp({ config, logger: consoleLogger }));
const server = createServer((req, res) => {
  listener(req, res).catch((error: unknown) => {
    consoleLogger.error(
      `robot-console: request failed: ${error instanceof Error ? error.message : String(error)}`,
    );
    if (!res.headersSent) res.writeHead(500, { 'Content-Type': 'application/json' });
    res.end('{"error":"internal-error","message":"The server failed to handle the request."}');
  });
});

server.on('error', (error) => {
  process.stderr.write(`robot-console: cannot listen on ${config.HOST}:${config.PORT}: ${error.message}\n`);
  process.exit(1);
});

server.listen(config.PORT, config.HOST, () => {
  const address = server.address();
  const port = typeof address === 'object' && address !== null ? address.port : config.PORT;
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const reporting = config.REPORTING_API_KEY === undefined ? 'reporting off (no key)' : 'reporting on';
  process.stdout.write(`Robot Console on http://${host}:${port} (login ${config.LOGIN_API}, ${reporting})\n`);
});

// Finish the requests in flight on a normal stop, then exit.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => server.close(() => process.exit(0)));
}
