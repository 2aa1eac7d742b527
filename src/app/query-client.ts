import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { isApiError, isSessionLost } from '@/api/api-error';
import { forgetSession, sessionQueryKey } from '@/features/auth/session-query';

/** Network failures and server errors are retried twice with backoff; a refusal (4xx) is final. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.kind === 'network' || error.kind === 'server') return failureCount < 2;
  return false;
}

/**
 * The one place where a lost session is noticed: whichever call meets the 401 first forgets the
 * session, the guard sends the user to sign-in once, and every page that was polling unmounts. A 403
 * `forbidden` means an admin changed the role since the session was read: it is read again, so the
 * pages offer what the new role allows.
 */
export function createQueryClient(options: { retryDelayMs?: number } = {}): QueryClient {
  const onError = (error: unknown) => {
    if (isSessionLost(error)) forgetSession(queryClient);
    else if (isApiError(error) && error.code === 'forbidden')
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
  };
  const queryClient: QueryClient = new QueryClient({
    queryCache: new QueryCache({ onError }),
    mutationCache: new MutationCache({ onError }),
    defaultOptions: {
      // The retries' backoff is TanStack Query's own (1 s, then 2 s) unless a screen test asks for none:
      // it waits on its conditions, not on the seconds between two tries.
      queries: {
        retry: shouldRetry,
        staleTime: 5_000,
        ...(options.retryDelayMs === undefined ? {} : { retryDelay: options.retryDelayMs }),
      },
      mutations: { retry: false },
    },
  });
  return queryClient;
}
