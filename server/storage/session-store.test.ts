import { sql } from 'kysely';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { emptyTestDatabase, testStoreKind } from '../testing/test-databases';
import type { WorkspaceDatabase } from './database';
import { databaseSessionStore, newSessionId, type Session, type SessionStore } from './session-store';
import { createTokenSeal } from './token-seal';

const secret = 'a-session-secret-of-at-least-32-characters';
const session = (username: string, expiresAt: number, createdAt = 0): Session => ({
  username,
  token: `token-of-${username}-${createdAt}`,
  createdAt,
  expiresAt,
});

/** A session as read: nobody here signed in through the team, so each person only reads. */
const found = (username: string, expiresAt: number, createdAt = 0) => ({
  ...session(username, expiresAt, createdAt),
  role: 'viewer',
});

describe(`session store (${testStoreKind})`, () => {
  let database: WorkspaceDatabase;
  let now = 0;
  let store: SessionStore;
  beforeAll(async () => {
    // The worker's shared database, emptied: opening one of its own costs seconds on PGlite.
    database = await emptyTestDatabase();
    store = databaseSessionStore(database.db, await createTokenSeal(secret), () => now);
  });
  beforeEach(async () => {
    now = 1000;
    await database.db.deleteFrom('sessions').execute();
  });

  it('gives back live sessions with their token, and forgets expired ones', async () => {
    await store.set('a', session('a', 2000));
    await store.set('b', session('b', 5000));
    expect(await store.get('a')).toEqual(found('a', 2000));
    now = 2000;
    expect(await store.get('a')).toBeUndefined();
    await store.set('c', session('c', 9000));
    now = 6000;
    expect(await store.count()).toBe(1);
    expect(await store.purgeExpired()).toBe(2);
    await store.delete('c');
    expect(await store.get('c')).toBeUndefined();
  });

  it('reads the sessions of calls that arrive together in one query, each its own', async () => {
    let reads = 0;
    // Counts the statements written out by hand: the live-session read is one of them.
    const counted = database.db.withPlugin({
      transformQuery: (args) => {
        if (args.node.kind === 'RawNode') reads += 1;
        return args.node;
      },
      transformResult: (args) => Promise.resolve(args.result),
    });
    const batched = databaseSessionStore(counted, await createTokenSeal(secret), () => now);
    await store.set('a', session('a', 5000));
    await store.set('b', session('b', 5000));
    await store.set('old', session('old', 1000));
    const ids = ['a', 'b', 'a', 'old', 'nobody'];
    // Each id's first call hashes it off the main thread (the hash is then remembered): as a browser's
    // later calls do, these arrive with their hash known.
    for (const id of ids) await batched.get(id);
    reads = 0;
    const together = await Promise.all(ids.map((id) => batched.get(id)));
    expect(together).toEqual([found('a', 5000), found('b', 5000), found('a', 5000), undefined, undefined]);
    expect(reads).toBe(1);
    // Nothing is kept from one read to the next: a session ended since is gone.
    await store.delete('a');
    expect(await batched.get('a')).toBeUndefined();
    expect(await batched.get('b')).toEqual(found('b', 5000));
    expect(reads).toBe(3);
  });

  it('opens a token once while its session lives, and forgets it when the session ends', async () => {
    const seal = await createTokenSeal(secret);
    let opens = 0;
    const counted = databaseSessionStore(
      database.db,
      {
        seal: (token, context) => seal.seal(token, context),
        open: (sealed, context) => {
          opens += 1;
          return seal.open(sealed, context);
        },
        stale: (sealed) => seal.stale(sealed),
      },
      () => now,
    );
    await counted.set('a', session('a', 5000));
    expect(await counted.get('a')).toEqual(found('a', 5000));
    expect(await counted.get('a')).toEqual(found('a', 5000));
    expect(opens).toBe(1);
    const row = await database.db
      .selectFrom('sessions')
      .select(['id_hash', 'username', 'token_sealed', 'created_at', 'expires_at'])
      .executeTakeFirstOrThrow();
    await counted.delete('a');
    expect(await counted.get('a')).toBeUndefined();
    // The very same row back, sealed text and all: the token is opened again, not taken from memory.
    await database.db.insertInto('sessions').values(row).execute();
    expect(await counted.get('a')).toEqual(found('a', 5000));
    expect(opens).toBe(2);
  });

  it('keeps neither the cookie value nor the token in the clear', async () => {
    const id = newSessionId();
    await store.set(id, session('ana@example.com', 9000));
    const rows = await sql<Record<string, unknown>>`select * from sessions`.execute(database.db);
    const text = JSON.stringify(rows.rows);
    expect(text).not.toContain(id);
    expect(text).not.toContain('token-of-');
    const otherSecret = databaseSessionStore(database.db, await createTokenSeal(`${secret}!`), () => now);
    expect(await otherSecret.get(id)).toBeUndefined();
  });

  it("lists one user's live sessions oldest first, whatever the case of the name", async () => {
    await store.set('late', session('Ana@Example.com', 5000, 20));
    await store.set('early', session('ana@example.com', 5000, 10));
    await store.set('gone', session('ana@example.com', 1500, 5));
    await store.set('other', session('bo@example.com', 5000, 1));
    now = 2000;
    const listed = await store.listByUser('ANA@example.com');
    expect(listed.map((entry) => entry.session.createdAt)).toEqual([10, 20]);
    await store.deleteByKey(listed[0]?.key ?? '');
    expect((await store.listByUser('ana@example.com')).map((entry) => entry.session.createdAt)).toEqual([20]);
    expect(await store.count()).toBe(2);
  });

  it('runs one sign-in at a time, across every instance of the store', async () => {
    const other = databaseSessionStore(database.db, await createTokenSeal(secret), () => now);
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const first = store.exclusively(async () => {
      order.push('first in');
      await firstHolds;
      order.push('first out');
    });
    await expect.poll(() => order).toEqual(['first in']);
    const second = other.exclusively(() => {
      order.push('second');
      return Promise.resolve();
    });
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first in', 'first out', 'second']);
  });

  it('makes ids of 32 random bytes in base64url', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
