/**
 * The runner account's upstream token (migration 0007): one row shared by the instances, sealed like the
 * users' tokens (with the account's name as the context, so a token kept for one account never opens as
 * another's). Whoever signs the runner in last writes it; every instance reads it from here.
 */
import type { Db } from './database';
import type { TokenSeal } from './token-seal';

export interface RunnerToken {
  readonly token: string;
  readonly expiresAt: number;
}

const sealContext = (username: string) => `runner:${username.toLowerCase()}`;

export function runnerTokenStore(db: Db, seal: TokenSeal) {
  return {
    /** The token kept for `username`, or undefined (none, another account's, or it does not open). */
    async read(username: string): Promise<RunnerToken | undefined> {
      const row = await db.selectFrom('runner_token').selectAll().where('id', '=', 1).executeTakeFirst();
      if (row === undefined || row.username.toLowerCase() !== username.toLowerCase()) return undefined;
      const token = await seal.open(row.token_sealed, sealContext(username));
      return token === undefined ? undefined : { token, expiresAt: row.expires_at.getTime() };
    },

    async write(username: string, token: RunnerToken): Promise<void> {
      const values = {
        username,
        token_sealed: await seal.seal(token.token, sealContext(username)),
        expires_at: new Date(token.expiresAt),
      };
      await db
        .insertInto('runner_token')
        .values({ id: 1, ...values })
        .onConflict((oc) => oc.column('id').doUpdateSet(values))
        .execute();
    },

    /** Forgets the token (the service refused it): the next run signs in again. */
    async forget(token: string, username: string): Promise<void> {
      const kept = await this.read(username);
      if (kept?.token === token) await db.deleteFrom('runner_token').where('id', '=', 1).execute();
    },
  };
}

export type RunnerTokenStore = ReturnType<typeof runnerTokenStore>;
