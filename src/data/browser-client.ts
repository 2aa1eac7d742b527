import { createApiClient } from './client';
import { browserPrefix } from '@/api/endpoints';

import { csrfHeader } from '@/api/csrf';

export { csrfHeader };

/** The browser's client: same-origin calls to the server, which adds the user's token and the API key. */
export const api = createApiClient({ baseUrl: browserPrefix, headers: csrfHeader });
