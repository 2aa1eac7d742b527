import { describe, expect, it } from 'vitest';
import { createMemorySessionStore, newSessionId, type Session } from './session-store';

const session = (username: string, expiresAt: number, createdAt = 0): Session => ({
  username,
  token: 't',
  createdAt,
  expiresAt,
});

describe('memory session store', () => {
  it('returns live sessions and forgets expired ones', async () => {
    let now = 1000;
    const store = createMemorySessionStore({ now: () => now });
    await store.set('a', session('a', 2000));
    await store.set('b', session('b', 5000));
    expect(await store.get('a')).toMatchObject({ username: 'a' });
    now = 2000;
    expect(await store.get('a')).toBeUndefined();
    await store.set('c', session('c', 9000));
    now = 6000;
    // Counting prunes: only c is left.
    expect(await store.count()).toBe(1);
    expect(store.size()).toBe(1);
    await store.delete('c');
    expect(await store.get('c')).toBeUndefined();
  });

  it("lists one user's live sessions oldest first, whatever the case of the name", async () => {
    let now = 0;
    const store = createMemorySessionStore({ now: () => now });
    await store.set('late', session('Ana@Example.com', 500, 20));
    await store.set('early', session('ana@example.com', 500, 10));
    await store.set('gone', session('ana@example.com', 100, 5));
    await store.set('other', session('bo@example.com', 500, 1));
    now = 200;
    expect((await store.listByUser('ANA@example.com')).map((entry) => entry.id)).toEqual(['early', 'late']);
    await store.delete('early');
    expect((await store.listByUser('ana@example.com')).map((entry) => entry.id)).toEqual(['late']);
    expect(await store.count()).toBe(2);
  });

  it('makes ids of 32 random bytes in base64url', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
