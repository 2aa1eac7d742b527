import { describe, expect, it } from 'vitest';
import { createMemorySessionStore, newSessionId } from './session-store';

describe('memory session store', () => {
  it('returns live sessions and forgets expired ones', async () => {
    let now = 1000;
    const store = createMemorySessionStore({ now: () => now });
    await store.set('a', { username: 'a', token: 't', expiresAt: 2000 });
    await store.set('b', { username: 'b', token: 't', expiresAt: 5000 });
    expect(await store.get('a')).toMatchObject({ username: 'a' });
    now = 2000;
    expect(await store.get('a')).toBeUndefined();
    await store.set('c', { username: 'c', token: 't', expiresAt: 9000 });
    now = 6000;
    await store.set('d', { username: 'd', token: 't', expiresAt: 9000 });
    // Pruned on sign-in: only c and d are left.
    expect(store.size()).toBe(2);
    await store.delete('c');
    expect(await store.get('c')).toBeUndefined();
  });

  it('drops the oldest session past maxSessions', async () => {
    const store = createMemorySessionStore({ now: () => 0, maxSessions: 2 });
    for (const id of ['a', 'b', 'c']) await store.set(id, { username: id, token: 't', expiresAt: 10 });
    expect(await store.get('a')).toBeUndefined();
    expect(store.size()).toBe(2);
  });

  it('makes ids of 32 random bytes in base64url', () => {
    const ids = new Set(Array.from({ length: 50 }, () => newSessionId()));
    expect(ids.size).toBe(50);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(32);
    for (const id of ids) expect(id).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});
