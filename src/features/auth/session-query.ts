import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { sessionQuery, sessionQueryKey, signIn, signOut, signOutEverywhere } from '@/data/session';
import type { LoginRequest, SessionInfo } from '@/api/schemas';
import { claimBrowserFor } from '@/lib/personal-data';
import { announceSession } from './session-broadcast';

export { sessionQueryKey };

export function useSession() {
  return useQuery(sessionQuery);
}

/**
 * Forgets the session in this tab: the guard then sends the user to sign-in. Cached data of the
 * previous user is dropped so that nobody else sees it after the next sign-in.
 */
export function forgetSession(queryClient: QueryClient): void {
  if (queryClient.getQueryData(sessionQueryKey) === null) return;
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== sessionQueryKey[0] });
  queryClient.setQueryData<SessionInfo | null>(sessionQueryKey, null);
}

export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => signIn(credentials),
    onSuccess: (session) => {
      claimBrowserFor(session.username);
      queryClient.setQueryData(sessionQueryKey, session);
      announceSession('signed-in');
    },
  });
}

export function useSignOut() {
  return useSignOutBy(signOut);
}

/** Signs out everywhere: every session of this person ends, in this browser and any other. */
export function useSignOutEverywhere() {
  return useSignOutBy(signOutEverywhere);
}

/** Ends the session on the server, then forgets it in this tab and tells the other tabs. */
function useSignOutBy(end: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: end,
    onSuccess: () => {
      forgetSession(queryClient);
      announceSession('signed-out');
    },
  });
}
