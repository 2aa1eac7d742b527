/**
 * Where sessions are kept: the browser holds only a random id; the user's JWT stays in the workspace
 * database, sealed (token-seal.ts), under a hash of that id. Every instance reads the same rows, so any
 * instance serves any session, a restart signs nobody out, and a sign-out on one instance is seen by
 * all at once (nothing is cached). The store only keeps; the rules (how many, whose go) are the session
 * service's.
 */
import DataLoader from 'dataloader';
import { sql, type Selectable } from 'kysely';
import type { Role } from '../../src/api/roles';
import type { Db } from './database';
import type { SessionsTable } from './schema';
import { boundedMemo } from './bounded-memo';
import { sessionIdHash, type TokenSeal } from './token-seal';

export interface Session {
  readonly username: string;
  /** The upstream's JWT, sent as `Authorization: Bearer` on orchestration calls. */
  readonly token: string;
  /** Epoch milliseconds at which the session began; a user's oldest session is the first to go. */
  readonly createdAt: number;
  /** Epoch milliseconds after which the session no longer exists. */
  readonly expiresAt: number;
}

/** A session as a request finds it: with the role its person has in the team right now. */
export interface LiveSession extends Session {
  /** Read with the session on every call: a role changed a moment ago already counts. */
  readonly role: Role;
}

/** A session as listed: its row key (the id's hash), never the cookie's id itself. */
export interface StoredSession {
  readonly key: string;
  readonly session: Omit<Session, 'token'>;
}

export interface SessionStore {
  /** The session, or `undefined` when it does not exist, has expired or cannot be opened. */
  get(id: string): Promise<LiveSession | undefined>;
  set(id: string, session: Session): Promise<void>;
  delete(id: string): Promise<void>;
  /** Removes a session listed by `listByUser`. */
  deleteByKey(key: string): Promise<void>;
  /** Removes every session of one user (the username compared without case); how many were live. */
  deleteByUser(username: string): Promise<number>;
  /** The live sessions of one user (the username compared without case), oldest first. */
  listByUser(username: string): Promise<StoredSession[]>;
  /** How many live sessions there are, all users together. */
  count(): Promise<number>;
  /**
   * Runs `work` while no other sign-in runs, on any instance (a database lock), so that two sign-ins
   * cannot both take the last free place.
   */
  exclusively<T>(work: (store: SessionStore) => Promise<T>): Promise<T>;
  /** Forgets expired sessions; returns how many. */
  purgeExpired(): Promise<number>;
  /**
   * Runs a change of roles (the team's), after which every session is read afresh: a store that keeps
   * sessions in memory forgets them (session-cache.ts).
   */
  changingRoles<T>(change: () => Promise<T>): Promise<T>;
  /**
   * A live session's token to call the service with on someone's behalf: that user's newest session that
   * opens, never anyone else's. `key` names the session, to end it if the service refuses it.
   */
  tokenFor(username: string): Promise<{ key: string; token: string } | undefined>;
}

/** 32 random bytes, base64url: unguessable and safe in a cookie without quoting. */
export function newSessionId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

type SessionRow = Pick<
  Selectable<SessionsTable>,
  'id_hash' | 'username' | 'token_sealed' | 'created_at' | 'expires_at'
> & { readonly role: Role | null };

/**
 * A live session's row with its person's role. Someone with a session is in the team (their sign-in put
 * them there, or the start did for older sessions: team-repository.ts); were they not, they could only read.
 */
const liveSessionColumns = sql`s.id_hash, s.username, s.token_sealed, s.created_at, s.expires_at, m.role
  from sessions s left join team_members m on m.person = lower(s.username)`;

/**
 * The next turn of the event loop, after the input already waiting has been read: Node's
 * `setImmediate` runs once every socket that was ready has had its turn; a browser (the mock mode) has
 * none, and a timer does the same there.
 */
function nextTurn(run: () => void): void {
  if (typeof setImmediate === 'function') setImmediate(run);
  else setTimeout(run, 0);
}

/**
 * The live sessions behind the given id hashes, read in one query: every proxied call reads its
 * session, and the calls that arrive together (one turn of the event loop) share one round trip to
 * the database instead of one each. Each call still gets its session as the database has it after
 * the call arrived.
 */
function liveSessionReader(db: Db, now: () => number): DataLoader<string, SessionRow | undefined> {
  return new DataLoader(
    async (keys) => {
      const { rows } = await sql<SessionRow>`select ${liveSessionColumns}
        where s.id_hash = any(${keys}) and s.expires_at > ${new Date(now())}`.execute(db);
      const byKey = new Map(rows.map((row) => [row.id_hash, row]));
      return keys.map((key) => byKey.get(key));
    },
    // Nothing is remembered between batches: a session ended a moment ago is gone for the next call.
    { cache: false, batchScheduleFn: nextTurn, maxBatchSize: 200 },
  );
}

/** An arbitrary constant naming the sign-in lock among PostgreSQL's advisory locks. */
const signInLockKey = 482_731_906;

/**
 * Opened tokens this process remembers, by session (the id's hash): opening one (Web Crypto's
 * decryption, a job and a few promises) costs more than the rest of a proxied call. Only used against
 * the row just read: the sealed text must be the row's (each sealing has its own random IV), so a
 * token is never newer than the database. Forgotten when this process sees its session end.
 */
const openedTokensKept = 4096;

export function databaseSessionStore(db: Db, seal: TokenSeal, now: () => number): SessionStore {
  const liveSessions = liveSessionReader(db, now);
  const openedTokens = boundedMemo<{ readonly sealed: string; readonly token: string }>(openedTokensKept);
  async function openToken(key: string, sealed: string): Promise<string | undefined> {
    const kept = openedTokens.get(key);
    if (kept?.sealed === sealed) return kept.token;
    const token = await seal.open(sealed, key);
    if (token !== undefined) openedTokens.set(key, { sealed, token });
    return token;
  }
  function over(handle: Db): SessionStore {
    // Inside a transaction (a sign-in) the read is the transaction's own, on its connection.
    const readLive = async (key: string): Promise<SessionRow | undefined> => {
      if (handle === db) return liveSessions.load(key);
      const { rows } = await sql<SessionRow>`select ${liveSessionColumns}
        where s.id_hash = ${key} and s.expires_at > ${new Date(now())}`.execute(handle);
      return rows[0];
    };
    const store: SessionStore = {
      async get(id) {
        const key = await sessionIdHash(id);
        // The one query every proxied call makes: written out, it spares the query builder's work.
        const row = await readLive(key);
        if (row === undefined) {
          // Ended (here or on another instance) or expired: its token has no more use here.
          openedTokens.delete(key);
          return undefined;
        }
        const token = await openToken(key, row.token_sealed);
        // Sealed with another SESSION_SECRET (it was changed): the session cannot be used any more.
        if (token === undefined) return undefined;
        return {
          username: row.username,
          token,
          createdAt: row.created_at.getTime(),
          expiresAt: row.expires_at.getTime(),
          role: row.role ?? 'viewer',
        };
      },
      async set(id, session) {
        const key = await sessionIdHash(id);
        const values = {
          username: session.username,
          token_sealed: await seal.seal(session.token, key),
          created_at: new Date(session.createdAt),
          expires_at: new Date(session.expiresAt),
        };
        await handle
          .insertInto('sessions')
          .values({ id_hash: key, ...values })
          .onConflict((oc) => oc.column('id_hash').doUpdateSet(values))
          .execute();
      },
      async delete(id) {
        await store.deleteByKey(await sessionIdHash(id));
      },
      async deleteByKey(key) {
        openedTokens.delete(key);
        await handle.deleteFrom('sessions').where('id_hash', '=', key).execute();
      },
      async deleteByUser(username) {
        const ended = await handle
          .deleteFrom('sessions')
          .where(sql`lower(username)`, '=', username.toLowerCase())
          .returning(['id_hash', 'expires_at'])
          .execute();
        for (const { id_hash } of ended) openedTokens.delete(id_hash);
        // Expired rows go too (they would be purged anyway), but only live sessions were ended.
        const instant = now();
        return ended.filter((row) => row.expires_at.getTime() > instant).length;
      },
      async listByUser(username) {
        const rows = await handle
          .selectFrom('sessions')
          .select(['id_hash', 'username', 'created_at', 'expires_at'])
          .where(sql`lower(username)`, '=', username.toLowerCase())
          .where('expires_at', '>', new Date(now()))
          .orderBy('created_at')
          .orderBy('seq')
          .execute();
        return rows.map((row) => ({
          key: row.id_hash,
          session: {
            username: row.username,
            createdAt: row.created_at.getTime(),
            expiresAt: row.expires_at.getTime(),
          },
        }));
      },
      async count() {
        const row = await handle
          .selectFrom('sessions')
          .select(sql<number>`count(*)::int`.as('live'))
          .where('expires_at', '>', new Date(now()))
          .executeTakeFirstOrThrow();
        return row.live;
      },
      exclusively(work) {
        return db.transaction().execute(async (tx) => {
          await sql`select pg_advisory_xact_lock(${signInLockKey})`.execute(tx);
          return work(over(tx));
        });
      },
      async tokenFor(username) {
        const rows = await handle
          .selectFrom('sessions')
          .select(['id_hash', 'token_sealed'])
          .where('expires_at', '>', new Date(now()))
          .where(sql`lower(username)`, '=', username.toLowerCase())
          .orderBy('expires_at', 'desc')
          .limit(5)
          .execute();
        for (const row of rows) {
          const token = await seal.open(row.token_sealed, row.id_hash);
          if (token !== undefined) return { key: row.id_hash, token };
        }
        return undefined;
      },
      changingRoles: (change) => change(),
      async purgeExpired() {
        const purged = await handle
          .deleteFrom('sessions')
          .where('expires_at', '<=', new Date(now()))
          .returning('id_hash')
          .execute();
        for (const { id_hash } of purged) openedTokens.delete(id_hash);
        return purged.length;
      },
    };
    return store;
  }
  return over(db);
}
