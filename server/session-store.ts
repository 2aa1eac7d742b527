/**
 * Server-side sessions: the browser holds only a random id, the user's JWT stays here. The store is a
 * small async interface so a shared store (Redis, a database) can replace the in-memory one when the
 * server runs as several replicas.
 */
import { randomBytes } from 'node:crypto';

export interface Session {
  readonly username: string;
  /** The upstream's JWT, sent as `Authorization: Bearer` on orchestration calls. */
  readonly token: string;
  /** Epoch milliseconds after which the session no longer exists. */
  readonly expiresAt: number;
}

export interface SessionStore {
  /** The session, or `undefined` when it does not exist or has expired. */
  get(id: string): Promise<Session | undefined>;
  set(id: string, session: Session): Promise<void>;
  delete(id: string): Promise<void>;
}

/** 32 random bytes, base64url: unguessable and safe in a cookie without quoting. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

export interface MemoryStoreOptions {
  readonly now?: () => number;
  /** Upper bound on live sessions; the oldest is dropped first, so memory cannot grow without end. */
  readonly maxSessions?: number;
}

export function createMemorySessionStore(
  options: MemoryStoreOptions = {},
): SessionStore & { size(): number } {
  const now = options.now ?? Date.now;
  const maxSessions = options.maxSessions ?? 10_000;
  const sessions = new Map<string, Session>();

  function prune(): void {
    const instant = now();
    for (const [id, session] of sessions) {
      if (session.expiresAt <= instant) sessions.delete(id);
    }
  }

  return {
    get(id) {
      const session = sessions.get(id);
      if (session === undefined) return Promise.resolve(undefined);
      if (session.expiresAt <= now()) {
        sessions.delete(id);
        return Promise.resolve(undefined);
      }
      return Promise.resolve(session);
    },
    set(id, session) {
      // Pruning on every sign-in keeps the map at the number of live sessions without a timer.
      prune();
      sessions.delete(id);
      sessions.set(id, session);
      // Map iteration follows insertion order, so the first keys are the oldest sessions.
      for (const oldest of sessions.keys()) {
        if (sessions.size <= maxSessions) break;
        sessions.delete(oldest);
      }
      return Promise.resolve();
    },
    delete(id) {
      sessions.delete(id);
      return Promise.resolve();
    },
    size: () => sessions.size,
  };
}
