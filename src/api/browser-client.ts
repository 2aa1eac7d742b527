import { createApiClient } from './client';
import { browserPrefix } from './endpoints';

/**
 * The header the server requires on every POST and DELETE (its CSRF check): a cross-site form cannot
 * set it, and a cross-site fetch that sets it needs a CORS preflight the server never grants.
 */
export const csrfHeader = { 'X-Requested-By': 'robot-console' } as const;

/** The browser's client: same-origin calls to the server, which adds the user's token and the API key. */
export const api = createApiClient({ baseUrl: browserPrefix, headers: csrfHeader });
