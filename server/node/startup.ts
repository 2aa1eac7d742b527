/** What the server says when it starts, alone or as several workers, and how it gives up. */
import type { ServerConfig } from '../config';

/** One line on stderr naming the problem, then exit code 1. */
export function fail(message: string): never {
  process.stderr.write(`robot-console: ${message}\n`);
  process.exit(1);
}

/** The line an operator (and the tests) read to know where the server listens, and how it is set up. */
export function serverBanner(config: ServerConfig, port: number): string {
  const host = config.HOST.includes(':') ? `[${config.HOST}]` : config.HOST;
  const reporting = config.REPORTING_API_KEY === undefined ? 'reporting off (no key)' : 'reporting on';
  const database =
    config.DATABASE_URL === undefined ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL';
  const workers = config.WORKERS > 1 ? `, ${config.WORKERS} workers` : '';
  return `Robot Console on http://${host}:${port} (login ${config.LOGIN_API}, ${reporting}, ${database}${workers})`;
}
