/**
 * The header the server requires on every API call except reading the session (its CSRF check): a
 * cross-site form or image cannot set it, and a cross-site fetch that sets it needs a CORS preflight
 * the server never grants. One definition for the client, the server and the mock server.
 */
export const csrfHeaderName = 'X-Requested-By';
export const csrfHeaderValue = 'robot-console';
export const csrfHeader = { [csrfHeaderName]: csrfHeaderValue } as const;
