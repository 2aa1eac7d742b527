/**
 * Where sessions are kept: the browser holds only a random id, the user's JWT stays here. A small async
 * interface, so a shared store (a database) can replace the in-memory one when the server runs as
 * several replicas. The store only keeps; the rules (how many, whose go) are the session service's.
 */
import { randomBytes } from 'node:crypto';

export interface Session {
  readonly username: string;
  /** The upstream's JWT, sent as `Authorization: Bearer` on orchestration calls. */
  readonly token: string;
  /** Epoch milliseconds at which the session began; a user's oldest session is the first to go. */
  readonly createdAt: number;
  /** Epoch milliseconds after which the session no longer exists. */
  readonly expiresAt: number;
}

export interface StoredSession {
  readonly id: string;
  readonly session: Session;
}

export interface SessionStore {
  /** The session, or `undefined` when it does not exist or has expired. */
  get(id: string): Promise<Session | undefined>;
  set(id: string, session: Session): Promise<void>;
  delete(id: string): Promise<void>;
  /** The live sessions of one user (the username compared without case), oldest first. */
  listByUser(username: string): Promise<StoredSession[]>;
  /** How many live sessions there are, all users together. */
  count(): Promise<number>;
}

/** 32 random bytes, base64url: unguessable and safe in a cookie without quoting. */
export function newSessionId(): string {
  return randomBytes(32).toString('base64url');
}

/** The key a user's sessions are counted under: e-mail addresses do not differ by case. */
export const userKey = (username: string) => username.toLowerCase();

export interface MemoryStoreOptions {
  readonly now?: () => number;
}

export function createMemorySessionStore(
  options: MemoryStoreOptions = {},
): SessionStore & { size(): number } {
  const now = options.now ?? Date.now;
  const sessions = new Map<string, Session>();
  const idsByUser = new Map<string, Set<string>>();

  function forget(id: string): void {
    const session = sessions.get(id);
    if (session === undefined) return;
    sessions.delete(id);
    const ids = idsByUser.get(userKey(session.username));
    ids?.delete(id);
    if (ids?.size === 0) idsByUser.delete(userKey(session.username));
  }

  function prune(): void {
    const instant = now();
    for (const [id, session] of sessions) {
      if (session.expiresAt <= instant) forget(id);
    }
  }

  return {
    get(id) {
      const session = sessions.get(id);
      if (session === undefined) return Promise.resolve(undefined);
      if (session.expiresAt <= now()) {
        forget(id);
        return Promise.resolve(undefined);
      }
      return Promise.resolve(session);
    },
    set(id, session) {
      forget(id);
      sessions.set(id, session);
      const key = userKey(session.username);
      const ids = idsByUser.get(key) ?? new Set<string>();
      ids.add(id);
      idsByUser.set(key, ids);
      return Promise.resolve();
    },
    delete(id) {
      forget(id);
      return Promise.resolve();
    },
    listByUser(username) {
      const instant = now();
      const live: StoredSession[] = [];
      for (const id of [...(idsByUser.get(userKey(username)) ?? [])]) {
        const session = sessions.get(id);
        if (session === undefined) continue;
        if (session.expiresAt <= instant) forget(id);
        else live.push({ id, session });
      }
      return Promise.resolve(live.sort((a, b) => a.session.createdAt - b.session.createdAt));
    },
    count() {
      // Pruning here, which every sign-in calls, keeps the map at the live sessions without a timer.
      prune();
      return Promise.resolve(sessions.size);
    },
    size: () => sessions.size,
  };
}
