import { Center, Loader } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useT } from '@/i18n/i18n-provider';
import { forgetSession, sessionQueryKey, useSession } from './session-query';
import { onSessionAnnounced } from './session-broadcast';
import { pages } from '@/lib/pages';

/**
 * Guards every signed-in page. Without a session it sends the user to sign-in with the page asked for
 * in `redirectTo`; it also ends the session at its expiry instant and follows the other tabs.
 */
export function RequireSession() {
  const session = useSession();
  const t = useT();
  const location = useLocation();
  const queryClient = useQueryClient();
  const expiresAt = session.data?.expiresAt;

  useEffect(
    () =>
      onSessionAnnounced((event) => {
        if (event === 'signed-out') forgetSession(queryClient);
        else void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
      }),
    [queryClient],
  );

  useEffect(() => {
    if (expiresAt === undefined) return;
    // At the expiry the server is asked again rather than trusted to the browser's clock, which may be
    // off: a 401 then ends the session here. setTimeout cannot wait longer than 2^31 - 1 ms.
    const delay = Math.min(Date.parse(expiresAt) - Date.now(), 2 ** 31 - 1);
    const timer = setTimeout(
      () => void queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      Math.max(1_000, delay),
    );
    return () => clearTimeout(timer);
  }, [expiresAt, queryClient]);

  if (session.isPending) {
    return (
      <Center h="100vh">
        <Loader aria-label={t('session.loading')} />
      </Center>
    );
  }
  if (session.isError) {
    return (
      <Center h="100vh" p="md">
        <QueryErrorAlert
          title={t('session.checkFailed')}
          error={session.error}
          onRetry={() => session.refetch()}
        />
      </Center>
    );
  }
  if (session.data === null) {
    const redirectTo = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={`${pages.login}?redirectTo=${encodeURIComponent(redirectTo)}`} replace />;
  }
  return <Outlet />;
}
