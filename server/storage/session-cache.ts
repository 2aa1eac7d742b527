/**
 * Sessions remembered in front of a store that only this process writes: the embedded database
 * (PGlite) serves exactly one instance, so every sign-in, sign-out and purge passes through here, and
 * the memory can be told at once. Every proxied call reads its session; without this, each read runs a
 * query in PGlite, in the server's own thread.
 *
 * A sign-out (one session, or every session of a person) or a role change takes effect at once:
 * `delete` forgets the session before the row goes, and a read that was already under way when anything
 * was written does not keep what it read (it could be the row just deleted). A session past its end is never handed out. PostgreSQL, shared by several instances,
 * is read on every call instead (session-store.ts).
 */
import { boundedMemo } from './bounded-memo';
import type { LiveSession, SessionStore } from './session-store';
import { sessionIdHash } from './token-seal';

export function cachedSessionStore(inner: SessionStore, now: () => number, capacity: number): SessionStore {
  // By the id's hash, the key `deleteByKey` and the store's rows use.
  const kept = boundedMemo<LiveSession>(capacity);
  // Counts the writes, as each begins and ends: a read that saw another count when it began keeps
  // nothing (a write was under way, and what it read may be the row just deleted).
  let writes = 0;
  /** `key` undefined: a write that may change any session as read (a role), so all are forgotten. */
  async function writing<T>(key: string | undefined, write: () => Promise<T>): Promise<T> {
    const forget = () => (key === undefined ? kept.clear() : kept.delete(key));
    writes += 1;
    forget();
    try {
      return await write();
    } finally {
      writes += 1;
      forget();
    }
  }

  function over(store: SessionStore): SessionStore {
    return {
      async get(id) {
        const key = await sessionIdHash(id);
        const known = kept.get(key);
        if (known !== undefined) {
          if (known.expiresAt > now()) return known;
          kept.delete(key);
        }
        const before = writes;
        const session = await store.get(id);
        if (session !== undefined && before === writes) kept.set(key, session);
        return session;
      },
      // Forgotten rather than kept: inside a sign-in's transaction the row is not there until it commits.
      set: async (id, session) => writing(await sessionIdHash(id), () => store.set(id, session)),
      delete: async (id) => writing(await sessionIdHash(id), () => store.delete(id)),
      deleteByKey: (key) => writing(key, () => store.deleteByKey(key)),
      // The memory is kept by id hash, not by person: all of it is forgotten (a read each for the others,
      // and the ending of someone's every session is rare).
      deleteByUser: (username) => writing(undefined, () => store.deleteByUser(username)),
      listByUser: (username) => store.listByUser(username),
      count: () => store.count(),
      exclusively: (work) => store.exclusively((admitting) => work(over(admitting))),
      // Expired sessions are never handed out (see `get`); what is kept of the others stays good.
      purgeExpired: () => writing(undefined, () => store.purgeExpired()),
      changingRoles: (change) => writing(undefined, () => store.changingRoles(change)),
      tokenFor: (username) => store.tokenFor(username),
    };
  }
  return over(inner);
}
