/**
 * Sessions made through the server's sign-in route (`POST /session` with the CSRF header, as the sign-in
 * form sends it: src/api/csrf.ts), not through the form: a test that is not about signing in starts
 * signed in. Only the tests about signing in fill the form.
 */
import { request, type APIRequestContext, type BrowserContext } from '@playwright/test';
import { csrfHeader } from '../../src/api/csrf';
import { demoAccount, demoViewerAccount } from '../../src/mocks/demo';

/** The demo's two accounts: its admin, and the one that is a viewer until an admin says otherwise. */
export const accounts = { admin: demoAccount, viewer: demoViewerAccount } as const;
export type Role = keyof typeof accounts;

export type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A browser that has signed in nowhere. */
export const signedOut: StorageState = { cookies: [], origins: [] };

/**
 * Signs `role`'s account in at the server `base`. Through a browser context's `request`, the session
 * cookie lands in that context, as the form's sign-in would leave it.
 */
export async function signInThroughApi(
  api: APIRequestContext,
  base: string,
  role: Role = 'admin',
): Promise<void> {
  const { username, password } = accounts[role];
  const answer = await api.post(`${base}/session`, { headers: csrfHeader, data: { username, password } });
  if (!answer.ok()) {
    throw new Error(`signing ${username} in at ${base}: ${String(answer.status())} ${await answer.text()}`);
  }
}

/** What a browser holds once `role` has signed in at `base`: a context made with it starts signed in. */
export async function signedInState(base: string, role: Role = 'admin'): Promise<StorageState> {
  const api = await request.newContext();
  try {
    await signInThroughApi(api, base, role);
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}
