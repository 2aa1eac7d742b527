/**
 * PGlite (PostgreSQL compiled to WebAssembly, in-process) behind the pool interface of Kysely's
 * PostgresDialect, so the embedded store and a real PostgreSQL server share one dialect, one query
 * compiler and one set of queries. PGlite has a single connection: a client is handed out to one
 * caller at a time, so a transaction owns the database until it releases it.
 *
 * Web-standard only (no node: imports): the mock mode runs the same server in the browser on PGlite.
 */
import type { PGliteInterface } from '@electric-sql/pglite';
import type { PostgresPool, PostgresPoolClient, PostgresQueryResult } from 'kysely';

const reportedCommands = new Set(['UPDATE', 'DELETE', 'INSERT', 'SELECT', 'MERGE']);

function commandOf(command: string | undefined): PostgresQueryResult<unknown>['command'] {
  const upper = (command ?? 'SELECT').toUpperCase();
  return reportedCommands.has(upper) ? (upper as PostgresQueryResult<unknown>['command']) : 'SELECT';
}

export interface PglitePool extends PostgresPool {
  /**
   * Runs `work` on PGlite directly while no client is handed out. PGlite runs whatever it is sent on its
   * one connection, so a statement sent beside the pool (LISTEN, say) in the middle of someone's
   * transaction would become part of it, and be undone with it.
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

export interface PglitePoolOptions {
  /**
   * Awaited by a client that had to wait, before it takes the connection: the Node server passes the
   * event loop's next turn (setImmediate). A released client otherwise hands the connection on in a
   * microtask, so a queue of waiting clients ran back to back (PGlite's work is synchronous) and new
   * requests, timers and answers waited for the whole queue: during a burst of runs the server's loop was
   * held 100–400 ms at a time and the queue page took seconds to open (issue 34, bench:queue-live). The
   * demo's in-page server has no such crowd and hands the connection on at once.
   */
  readonly handOver?: () => Promise<unknown>;
}

export function pglitePool(db: Pick<PGliteInterface, 'query'>, options: PglitePoolOptions = {}): PglitePool {
  // A promise chain as a mutex: each client waits for the previous one to be released.
  let tail: Promise<void> = Promise.resolve();
  /** Clients handed out or waiting. */
  let holders = 0;

  const pool: PglitePool = {
    async exclusively(work) {
      const client = await pool.connect();
      try {
        return await work();
      } finally {
        client.release();
      }
    },
    async connect(): Promise<PostgresPoolClient> {
      let release!: () => void;
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      const previous = tail;
      tail = tail.then(() => released);
      const waits = holders > 0;
      holders += 1;
      await previous;
      if (waits) await options.handOver?.();
      let done = false;
      const client = {
        async query<R>(sqlText: string, parameters: readonly unknown[]): Promise<PostgresQueryResult<R>> {
          const result = await db.query<R>(sqlText, [...parameters]);
          return {
            command: commandOf(result.command),
            rowCount: result.affectedRows ?? result.rows.length,
            rows: result.rows,
          };
        },
        release() {
          if (done) return;
          done = true;
          holders -= 1;
          release();
        },
      };
      // Kysely never streams from this pool (no cursor is configured), so the cursor overload is unused.
      return client as PostgresPoolClient;
    },
    async end() {
      await tail;
    },
  };
  return pool;
}
