import { setupServer } from 'msw/node';

/** The one msw server of the DOM tests; any request without a handler fails the test (setup-dom.ts). */
export const mswServer = setupServer();
