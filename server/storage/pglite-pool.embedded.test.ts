import type { PGliteInterface } from '@electric-sql/pglite';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import { pglitePool } from './pglite-pool';

/** PGlite answering at once, as it does for a short statement (its work is synchronous). */
function instantPglite(ran: string[]): Pick<PGliteInterface, 'query'> {
  const query: PGliteInterface['query'] = (text) => {
    ran.push(text);
    return Promise.resolve({ rows: [], fields: [], affectedRows: 0 });
  };
  return { query };
}

describe("the embedded store's one connection", () => {
  it('is handed to one client at a time, in the order they asked', async () => {
    const ran: string[] = [];
    const pool = pglitePool(instantPglite(ran));
    await Promise.all(
      ['a', 'b', 'c'].map(async (name) => {
        const client = await pool.connect();
        await client.query(`${name}1`, []);
        await client.query(`${name}2`, []);
        client.release();
      }),
    );
    expect(ran).toEqual(['a1', 'a2', 'b1', 'b2', 'c1', 'c2']);
  });

  it('lets the server take in other work between two waiting clients, not only once the queue is empty', async () => {
    // As the Node server opens it (embedded-database.ts).
    const pool = pglitePool(instantPglite([]), { handOver: () => nextTurn() });
    const done: number[] = [];
    const clients = Array.from({ length: 50 }, async (_, index) => {
      const client = await pool.connect();
      await client.query('select 1', []);
      client.release();
      done.push(index);
    });
    // What a request arriving meanwhile waits for: the event loop's next turn.
    const servedAfter = new Promise<number>((resolve) => setImmediate(() => resolve(done.length)));
    await Promise.all(clients);
    // It is served after the first client, not after all fifty.
    expect(await servedAfter).toBeLessThanOrEqual(1);
  });
});
