/**
 * Personal API tokens (docs/api.md): what a script sends instead of a session cookie, as
 * `Authorization: Bearer <token>`. A person makes one on their own page (a name, a lifetime, a role no
 * higher than theirs), sees it once, and sees when each was last used. The server keeps only a hash, and
 * refuses a token that was revoked, has expired, or whose owner's role has dropped below it.
 */
import { z } from '../zod';
import { roleSchema } from '../roles';

/** How every token starts: a secret scanner (and a person) can tell what leaked. */
export const apiTokenPrefix = 'rcpat_';

/** The lifetimes offered, in days. */
export const apiTokenLifetimes = [7, 30, 90, 365] as const;
export const apiTokenNameMax = 80;

export const apiTokenCreateSchema = z.object({
  name: z
    .string()
    .max(apiTokenNameMax, `name: at most ${apiTokenNameMax} characters`)
    .refine((name) => name.trim() !== '', 'name: give the token a name')
    .refine((name) => name.trim() === name, 'name: no space at its start or end'),
  /** No higher than the creator's own role (the server refuses it otherwise). */
  role: roleSchema,
  /** One of `apiTokenLifetimes`. */
  expiresInDays: z
    .number()
    .int()
    .refine(
      (days) => (apiTokenLifetimes as readonly number[]).includes(days),
      `expiresInDays: one of ${apiTokenLifetimes.join(', ')}`,
    ),
});
export type ApiTokenCreate = z.infer<typeof apiTokenCreateSchema>;

export const apiTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: roleSchema,
  /** Unix ms. */
  createdAt: z.number(),
  expiresAt: z.number(),
  /** When it last let a request in (to the minute), or null when never. */
  lastUsedAt: z.number().nullable(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The caller's own tokens, not revoked, newest first (expired ones too, until revoked). */
export const apiTokensSchema = z.object({ tokens: z.array(apiTokenSchema) });
export type ApiTokens = z.infer<typeof apiTokensSchema>;

/** The answer to a creation: the token itself, shown this once and never again. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ token: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;
