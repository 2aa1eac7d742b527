/**
 * Personal API tokens (docs/api.md): made by their owner with a role no higher than theirs and a lifetime,
 * answered once, kept as a SHA-256 only. A token lets a request in while it is neither revoked nor expired
 * and its owner still has its role; it is read from the database on every request, so a revocation or a
 * role taken away counts at once on every instance. Making one, revoking one, and each change made with
 * one are in the activity log (never the token).
 */
import { allows, type Role } from '../../src/api/roles';
import { apiTokenPrefix, type ApiToken, type ApiTokenCreate } from '../../src/api/workspace/api-tokens';
import type { ActivityRepository } from '../storage/activity-repository';
import type { ApiTokensRepository } from '../storage/api-tokens-repository';

const day = 86_400_000;

/** Who a token stands for, as the gate admits them. */
export interface TokenHolder {
  readonly username: string;
  readonly role: Role;
  readonly token: ApiToken;
}

export type TokenCreateOutcome =
  | { readonly kind: 'created'; readonly token: ApiToken; readonly secret: string }
  | { readonly kind: 'role-too-high' };

export interface ApiTokenService {
  /** Makes a token for `owner`, whose role now is `ownerRole`: the secret is in this answer only. */
  create(owner: string, ownerRole: Role, request: ApiTokenCreate): Promise<TokenCreateOutcome>;
  list(owner: string): Promise<ApiToken[]>;
  /** Whether the owner had such a token (now revoked). */
  revoke(owner: string, id: string): Promise<boolean>;
  /** Who a bearer token stands for, or undefined when it lets nobody in. */
  holder(secret: string): Promise<TokenHolder | undefined>;
  /** A change made with a token, for the activity log (`what`: the method and path). */
  usedForChange(holder: TokenHolder, what: string): Promise<void>;
}

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** SHA-256 of the token, hex (Web Crypto: the same in Node and in the demo's page). */
export async function tokenHash(secret: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function apiTokenService(deps: {
  readonly tokens: ApiTokensRepository;
  readonly activity: ActivityRepository;
  readonly now: () => number;
}): ApiTokenService {
  const { tokens, activity, now } = deps;
  return {
    async create(owner, ownerRole, request) {
      if (!allows(ownerRole, request.role)) return { kind: 'role-too-high' };
      const at = now();
      const secret = `${apiTokenPrefix}${base64url(crypto.getRandomValues(new Uint8Array(32)))}`;
      const token = await tokens.create({
        id: crypto.randomUUID(),
        username: owner,
        name: request.name,
        role: request.role,
        hash: await tokenHash(secret),
        createdAt: at,
        expiresAt: at + request.expiresInDays * day,
      });
      await activity.record({
        actor: owner,
        action: 'api-token-create',
        target: token.name,
        details: { role: token.role, days: request.expiresInDays },
        at,
      });
      return { kind: 'created', token, secret };
    },

    list: (owner) => tokens.listFor(owner),

    async revoke(owner, id) {
      const at = now();
      const revoked = await tokens.revoke(owner, id, at);
      if (revoked === undefined) return false;
      await activity.record({ actor: owner, action: 'api-token-revoke', target: revoked.name, at });
      return true;
    },

    async holder(secret) {
      if (!secret.startsWith(apiTokenPrefix)) return undefined;
      const found = await tokens.findByHash(await tokenHash(secret));
      const at = now();
      if (found === undefined || found.revoked || found.token.expiresAt <= at) return undefined;
      // Its owner left the team, or their role dropped below the token's: refused until it is back.
      if (found.ownerRole === undefined || !allows(found.ownerRole, found.token.role)) return undefined;
      // Noted to the minute: a script calling in a loop writes once a minute, not at every call.
      const { lastUsedAt } = found.token;
      if (lastUsedAt === null || lastUsedAt < at - 60_000) await tokens.touch(found.token.id, at);
      return { username: found.username, role: found.token.role, token: found.token };
    },

    async usedForChange(holder, what) {
      await activity.record({
        actor: holder.username,
        action: 'api-token-use',
        target: holder.token.name,
        details: { request: what },
        at: now(),
      });
    },
  };
}
