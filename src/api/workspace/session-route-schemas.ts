/** The session routes (`/session`, outside the workspace) as their OpenAPI document describes them. */
import { z } from '../zod';
import { errorBodySchema, loginRequestSchema, sessionInfoSchema, signedOutSchema } from '../schemas';
import type { RouteSchemas } from './route-description';
import { signOutEverywherePath } from './routes';

/** Sign in, who is signed in, sign out, sign out everywhere (at `path`: the others are at `/session`). */
export const sessionRouteSchemas = {
  signIn: {
    method: 'POST',
    summary: 'Sign in with the orchestration service account; the answer sets the session cookie',
    // What the browser sends (src/data/session.ts). The server's own check of it, trimmed and bounded,
    // is private to server/routes/session-routes.ts, so its limits are not in the document.
    body: loginRequestSchema,
    success: { json: { 200: sessionInfoSchema } },
    refusals: {
      401: {
        description: 'The orchestration service refused the account (its own error body).',
        schema: errorBodySchema,
      },
      429: 'Too many sign-ins or failures (`too-many-attempts`); see `Retry-After`.',
      502: 'The orchestration service failed or answered what the server cannot use.',
      503: 'The server holds as many sessions as it may (`sessions-full`).',
    },
    withoutSession: true,
  },
  session: {
    method: 'GET',
    summary: 'Who is signed in (`{ "signedIn": false }` when nobody is)',
    success: { json: { 200: z.union([sessionInfoSchema, signedOutSchema]) } },
    withoutSession: true,
  },
  signOut: {
    method: 'DELETE',
    summary: 'Sign out: the session ends on every instance',
    success: { noContent: true },
    withoutSession: true,
  },
  signOutEverywhere: {
    method: 'DELETE',
    path: signOutEverywherePath,
    summary:
      'Sign out everywhere: every session of whoever is signed in ends, this one too, at once on every instance',
    description:
      'Needs the session cookie (an API token cannot do it, and keeps working). Logged as `sign-out-everywhere`.',
    success: { noContent: true },
    sessionOnly: true,
  },
} as const satisfies Record<
  string,
  RouteSchemas<'/session'> & { readonly method: 'GET' | 'POST' | 'DELETE'; readonly path?: string }
>;
