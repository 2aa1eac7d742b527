/**
 * Personal API tokens as the database keeps them (migration 0014): by the SHA-256 of the token, never the
 * token. A token is found with its owner's role now (team_members), so a role taken away counts at once,
 * on every instance.
 */
import type { Selectable } from 'kysely';
import type { Role } from '../../src/api/roles';
import type { ApiToken } from '../../src/api/workspace/api-tokens';
import type { Db } from './database';
import type { ApiTokensTable } from './schema';
// Owners are compared as the team's key compares them.
import { personOf } from './team-repository';

/** A token found by its hash: what it allows, and its owner's role now (undefined: not in the team). */
export interface FoundApiToken {
  readonly token: ApiToken;
  readonly username: string;
  readonly ownerRole: Role | undefined;
  readonly revoked: boolean;
}

function apiToken(row: Selectable<ApiTokensTable>): ApiToken {
  return {
    id: row.id,
    name: row.name,
    role: row.role,
    createdAt: row.created_at.getTime(),
    expiresAt: row.expires_at.getTime(),
    lastUsedAt: row.last_used_at?.getTime() ?? null,
  };
}

export interface NewApiToken {
  readonly id: string;
  readonly username: string;
  readonly name: string;
  readonly role: Role;
  readonly hash: string;
  readonly createdAt: number;
  readonly expiresAt: number;
}

export function apiTokensRepository(db: Db) {
  return {
    async create(token: NewApiToken): Promise<ApiToken> {
      const row = await db
        .insertInto('api_tokens')
        .values({
          id: token.id,
          person: personOf(token.username),
          username: token.username.trim(),
          name: token.name,
          role: token.role,
          token_hash: token.hash,
          created_at: new Date(token.createdAt),
          expires_at: new Date(token.expiresAt),
          last_used_at: null,
          revoked_at: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return apiToken(row);
    },

    /** The owner's tokens that are not revoked, newest first. */
    async listFor(username: string): Promise<ApiToken[]> {
      const rows = await db
        .selectFrom('api_tokens')
        .selectAll()
        .where('person', '=', personOf(username))
        .where('revoked_at', 'is', null)
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .execute();
      return rows.map(apiToken);
    },

    /** Revokes one of the owner's tokens: the token as it was, or undefined when they have no such one. */
    async revoke(username: string, id: string, at: number): Promise<ApiToken | undefined> {
      const row = await db
        .updateTable('api_tokens')
        .set({ revoked_at: new Date(at) })
        .where('id', '=', id)
        .where('person', '=', personOf(username))
        .where('revoked_at', 'is', null)
        .returningAll()
        .executeTakeFirst();
      return row === undefined ? undefined : apiToken(row);
    },

    async findByHash(hash: string): Promise<FoundApiToken | undefined> {
      const row = await db
        .selectFrom('api_tokens as t')
        .leftJoin('team_members as m', 'm.person', 't.person')
        .selectAll('t')
        .select('m.role as owner_role')
        .where('t.token_hash', '=', hash)
        .executeTakeFirst();
      if (row === undefined) return undefined;
      return {
        token: apiToken(row),
        username: row.username,
        ownerRole: row.owner_role ?? undefined,
        revoked: row.revoked_at !== null,
      };
    },

    /** Notes a use, at most once a minute per token (a script calling in a loop writes once a minute). */
    async touch(id: string, at: number): Promise<void> {
      await db
        .updateTable('api_tokens')
        .set({ last_used_at: new Date(at) })
        .where('id', '=', id)
        .where((eb) =>
          eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', new Date(at - 60_000))]),
        )
        .execute();
    },
  };
}

export type ApiTokensRepository = ReturnType<typeof apiTokensRepository>;
