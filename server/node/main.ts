/**
 * `npm run serve` (the built copy, dist/server/main.js): reads the settings, serves the built app and
 * the API on HOST:PORT. A bad setting ends the process with one line naming it and exit code 1. SIGTERM
 * or SIGINT stops it gracefully: exit 0 once the requests in flight are answered, or 1 when some had to
 * be cut off after SHUTDOWN_GRACE_MS. A second signal cuts them off at once.
 */
import { createServer } from 'node:http';
import { createApp } from '../app';
import { ConfigError, parseConfig, publicOriginWarning, type ServerConfig } from '../config';
import { makeGraceful } from './graceful-shutdown';
import { consoleLogger } from '../logger';
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
const graceful = makeGraceful(server);

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

function stop(signal: NodeJS.Signals): void {
  consoleLogger.info(
    `robot-console: ${signal}: stopping; ${graceful.inFlight()} request(s) in flight get up to ` +
      `${config.SHUTDOWN_GRACE_MS} ms`,
  );
  void graceful.stop(config.SHUTDOWN_GRACE_MS).then((outcome) => {
    if (outcome.kind === 'drained') {
      consoleLogger.info('robot-console: stopped');
      process.exit(0);
    }
    consoleLogger.warn(`robot-console: stopped; ${outcome.dropped} request(s) were cut off`);
    process.exit(1);
  });
  // Asked again (a second Ctrl-C): no more waiting.
  for (const again of ['SIGINT', 'SIGTERM'] as const) {
    process.removeAllListeners(again);
    process.once(again, () => graceful.cutOff());
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(signal));
