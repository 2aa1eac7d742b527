/**
 * LISTEN on a PostgreSQL server: a connection of its own (a pooled one would be handed to queries and
 * back, losing the LISTEN), kept open for as long as it is wanted. When it drops (the server restarts,
 * a network cut, an administrator ends it) it reconnects with backoff; notifications sent meanwhile are
 * lost, so `onListening` tells the listener each time it is back, to read what it missed.
 */
import pg from 'pg';
import type { Logger } from '../logger';
import type { ListenOptions, Unlisten } from '../storage/database';

export interface PostgresListenerOptions {
  readonly url: string;
  readonly logger: Logger;
  /** The first wait before reconnecting; it doubles up to `maxDelayMs`. */
  readonly firstDelayMs?: number;
  readonly maxDelayMs?: number;
}

/** `"name"`: a channel name as an SQL identifier, whatever it holds. */
function quoteIdentifier(name: string): string {
  return `"${name.replaceAll('"', '""')}"`;
}

export function postgresListen(options: PostgresListenerOptions) {
  const firstDelayMs = options.firstDelayMs ?? 500;
  const maxDelayMs = options.maxDelayMs ?? 30_000;

  return async (
    channel: string,
    onPayload: (payload: string) => void,
    listenOptions: ListenOptions = {},
  ): Promise<Unlisten> => {
    let stopped = false;
    let client: pg.Client | undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let delayMs = firstDelayMs;
    let warned = false;

    const retry = () => {
      if (stopped || timer !== undefined) return;
      timer = setTimeout(() => {
        timer = undefined;
        void connect();
      }, delayMs);
      delayMs = Math.min(delayMs * 2, maxDelayMs);
    };

    const drop = (dropped: pg.Client, why: string) => {
      if (client !== dropped) return;
      client = undefined;
      dropped.removeAllListeners('notification');
      // An `error` after this one must not go unhandled and end the process.
      dropped.on('error', () => undefined);
      dropped.end().catch(() => undefined);
      if (stopped) return;
      if (!warned) {
        options.logger.warn(`database: listening for ${channel} stopped (${why}); reconnecting`);
        warned = true;
      }
      retry();
    };

    async function connect(): Promise<void> {
      const candidate = new pg.Client({
        connectionString: options.url,
        connectionTimeoutMillis: 5_000,
        keepAlive: true,
      });
      client = candidate;
      candidate.on('error', (error) => drop(candidate, error.message));
      candidate.on('end', () => drop(candidate, 'the connection ended'));
      candidate.on('notification', (message) => {
        if (message.channel === channel) onPayload(message.payload ?? '');
      });
      try {
        await candidate.connect();
        await candidate.query(`LISTEN ${quoteIdentifier(channel)}`);
      } catch (error) {
        drop(candidate, error instanceof Error ? error.message : String(error));
        return;
      }
      if (stopped || client !== candidate) return;
      if (warned) options.logger.info(`database: listening for ${channel} again`);
      warned = false;
      delayMs = firstDelayMs;
      listenOptions.onListening?.();
    }

    await connect();
    return async () => {
      stopped = true;
      if (timer !== undefined) clearTimeout(timer);
      const current = client;
      client = undefined;
      if (current !== undefined) {
        current.removeAllListeners('notification');
        current.on('error', () => undefined);
        await current.end().catch(() => undefined);
      }
    };
  };
}
