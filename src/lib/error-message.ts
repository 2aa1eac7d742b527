import { isApiError } from '@/api/api-error';

/**
 * The one place that turns an error into a sentence for the operator. Messages say what happened and,
 * where there is one, what to do next; they never show stack traces or upstream internals.
 */
export function errorMessage(error: unknown): string {
  if (!isApiError(error)) {
    return error instanceof Error && error.message !== '' ? error.message : 'Something went wrong.';
  }
  const status = error.status === undefined ? '' : ` (${error.status})`;
  switch (error.kind) {
    case 'network':
      return 'The server could not be reached. Check your connection and try again.';
    case 'unauthorized':
      // A refused reporting key is a 401 too, but the server's problem: its own sentence says so.
      if (error.code === 'reporting-key-refused') return error.message;
      // A refused sign-in carries the spec's body, whose fixed words the sign-in form explains.
      if (error.path === '/session' && error.body !== undefined) return error.body.message;
      return 'Your session has ended. Sign in again.';
    case 'forbidden':
      return error.code !== undefined
        ? error.message
        : `This action is not allowed${status}: ${error.message}`;
    case 'client':
      return error.code !== undefined ? error.message : `The request was refused${status}: ${error.message}`;
    case 'server':
      if (error.code !== undefined) return error.message;
      return `The service failed to answer${status}. Try again in a moment.`;
    case 'unexpected-response':
      return `The service answered in an unexpected form. ${error.message}`;
  }
}
