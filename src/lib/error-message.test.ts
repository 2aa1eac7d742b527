import { describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse } from '@/api/api-error';
import { proxiedErrorBody, unauthorizedBody } from '@/api/upstream-errors';
import { errorMessage } from './error-message';

/** The error the app's client makes of the server's answer. */
const fromServer = (status: number, body: unknown, path: string) =>
  errorFromResponse(status, '', JSON.stringify(body), path);

const deletePath = '/orchestrator/api/integration/v1/delete/RUNTIME-01/e-1';

describe('errorMessage', () => {
  it("reads the server's words for an upstream refusal as they are", () => {
    const conflict = fromServer(
      409,
      proxiedErrorBody(409, 'orchestration', { browserPath: deletePath, now: 0 }),
      deletePath,
    );
    expect(errorMessage(conflict)).toBe(
      'The orchestration service refused the request because it conflicts with the current state (409), ' +
        'for example an execution that has already started. Refresh to see the current state.',
    );
    const busy = fromServer(
      503,
      { error: 'server-busy', message: 'The server is busy. Try again in a moment.' },
      deletePath,
    );
    expect(errorMessage(busy)).toBe('The server is busy. Try again in a moment.');
  });

  it('says the session has ended on a 401 from a call, not the fixed word of the body', () => {
    const lost = fromServer(401, unauthorizedBody(0, deletePath), deletePath);
    expect(errorMessage(lost)).toBe('Your session has ended. Sign in again.');
    const refused = fromServer(401, unauthorizedBody(0, '/session'), '/session');
    expect(errorMessage(refused)).toBe('Unauthorized');
  });

  it('describes a network failure', () => {
    const offline = new ApiError({ kind: 'network', message: 'x', path: deletePath });
    expect(errorMessage(offline)).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });
});
