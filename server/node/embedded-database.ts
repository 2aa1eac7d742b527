/**
 * The embedded workspace database: PGlite keeping its files under DATA_DIR, for a single server
 * instance that needs nothing else installed. A lock file stops a second server from opening the same
 * files (two PostgreSQL processes on one data directory would corrupt it); a lock left by a process
 * that no longer runs (a crash, kill -9) is taken over.
 */
import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { databaseOverPglite, type WorkspaceDatabase } from '../storage/database';
import { createPglite } from '../storage/pglite';

export class DataDirInUseError extends Error {
  override readonly name = 'DataDirInUseError';
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return error instanceof Error && 'code' in error && error.code === 'EPERM';
  }
}

function acquireLock(lockFile: string, dataDir: string): () => void {
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      writeFileSync(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      return () => {
        try {
          unlinkSync(lockFile);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if (!(error instanceof Error && 'code' in error && error.code === 'EEXIST')) throw error;
      const holder = Number(readFileSync(lockFile, 'utf8').trim());
      // Our own pid is a lock left by an earlier life of this process id (a container restart).
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isRunning(holder)) {
        throw new DataDirInUseError(
          `Another Robot Console server (process ${holder}) is using DATA_DIR ${dataDir}. The embedded ` +
            'database serves one server instance: stop the other one, give this one another DATA_DIR, or set ' +
            'DATABASE_URL to share a PostgreSQL server between instances.',
        );
      }
      unlinkSync(lockFile);
    }
  }
  throw new DataDirInUseError(`Could not lock DATA_DIR ${dataDir}.`);
}

/** Opens (creating if needed) the database under `dataDir`; throws DataDirInUseError when it is taken. */
export async function openEmbeddedDatabase(dataDir: string): Promise<WorkspaceDatabase> {
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const release = acquireLock(path.join(dataDir, 'server.lock'), dataDir);
  try {
    const pglite = await createPglite(path.join(dataDir, 'pgdata'));
    // Requests, timers and answers get their turn between two clients of the one connection.
    const database = databaseOverPglite(pglite, { handOver: () => nextTurn() });
    return {
      ...database,
      close: async () => {
        try {
          await database.close();
        } finally {
          release();
        }
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}
