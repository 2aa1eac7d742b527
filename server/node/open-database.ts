/**
 * The workspace database the settings name: a PostgreSQL server (DATABASE_URL, any number of instances)
 * or the embedded one under DATA_DIR (one instance). With the embedded one, a session secret is created
 * in DATA_DIR on first start when SESSION_SECRET is not set, readable by the server's user only.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../config';
import type { Logger } from '../logger';
import type { WorkspaceDatabase } from '../storage/database';
import { openEmbeddedDatabase } from './embedded-database';
import { openPostgresDatabase } from './postgres-database';

/** The embedded store's session secret in DATA_DIR: read, or made on a first start for the server's user only. */
export function embeddedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'session-secret');
  try {
    return readFileSync(file, 'utf8').trim();
  } catch (error) {
    if (!(error instanceof Error && 'code' in error && error.code === 'ENOENT')) throw error;
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(48).toString('base64url');
  // 'wx': if another process created it meanwhile, its secret wins and this one is not written.
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    return secret;
  } catch {
    return readFileSync(file, 'utf8').trim();
  }
}

export async function openConfiguredDatabase(
  config: ServerConfig,
  logger: Logger,
): Promise<{ database: WorkspaceDatabase; sessionSecret: string }> {
  if (config.DATABASE_URL !== undefined) {
    if (config.SESSION_SECRET === undefined) throw new Error('SESSION_SECRET is required with DATABASE_URL');
    return {
      database: openPostgresDatabase({ url: config.DATABASE_URL, logger }),
      sessionSecret: config.SESSION_SECRET,
    };
  }
  const sessionSecret = config.SESSION_SECRET ?? embeddedSecret(config.DATA_DIR);
  return { database: await openEmbeddedDatabase(config.DATA_DIR), sessionSecret };
}
