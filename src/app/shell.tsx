import { Burger, Center, Group, Loader, NavLink, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Suspense, lazy, useEffect, useMemo, useRef, useState } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation, useNavigation } from 'react-router';
import { LiveJournalProvider } from '@/data/use-live-journal';
import { useAllowed, useRole } from '@/data/use-role';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { useSession } from '@/features/auth/session-query';
import { UserMenu } from '@/features/auth/user-menu';
import { EndNoticeMenu } from '@/features/notifications/end-notice-menu';
import { AlertsMenu } from '@/features/alerts/alerts-menu';
import { EndWatcher } from '@/features/notifications/end-watcher';
import { browserKeptSomething } from '@/features/move-in/kept-keys';
import { PaletteLauncher } from '@/features/palette/palette-launcher';
import { NoticeHost } from '@/components/notice-host';
import { PreferencesMenu } from '@/components/preferences-menu';
import { useT } from '@/i18n/i18n-provider';
import { useFocusAfterNavigation } from './focus-after-navigation';
import { LiveStatus } from './live-status';
import wide from '@/components/wide-only.module.css';
import classes from './shell.module.css';
import { navigationFor } from './navigation';

/**
 * The move-in offer reads what a browser kept before the team workspace with the catalog's whole rules:
 * fetched only by a browser that kept something (kept-keys.ts), which most never did, instead of on
 * every first visit of every page.
 */
const MoveInOffer = lazy(() =>
  import('@/features/move-in/move-in-offer').then((module) => ({ default: module.MoveInOffer })),
);

/** The frame of every signed-in page: header with the user, navigation, and the page itself. */
export function Shell() {
  const [opened, { toggle, close }] = useDisclosure();
  const location = useLocation();
  const routerNavigation = useNavigation();
  const session = useSession();
  const t = useT();
  const [keptSomething] = useState(browserKeptSomething);
  const role = useRole();
  const navigation = useMemo(() => navigationFor(role), [role]);
  // The navigation's pages, as the command palette lists them.
  const paletteDestinations = useMemo(
    () => navigation.flatMap((item) => item.children ?? [item]),
    [navigation],
  );
  // Moving in writes the catalog and the reporting history: only someone who may is asked.
  const mayMoveIn = useAllowed(workspaceRouteTable.moveIn.role);
  const main = useRef<HTMLElement>(null);
  const burger = useRef<HTMLButtonElement>(null);
  const nav = useRef<HTMLElement>(null);
  useFocusAfterNavigation(main);

  // Escape folds the phone's navigation wherever the focus is (on its button, in it, on the page
  // behind it); from inside it, the focus goes back to its button rather than to a hidden link.
  useEffect(() => {
    if (!opened) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      const inside = nav.current?.contains(document.activeElement) === true;
      close();
      if (inside) burger.current?.focus();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [opened, close]);

  return (
    <LiveJournalProvider>
      <div className={classes.shell}>
        {session.data && <EndWatcher me={session.data.username} />}
        {session.data && mayMoveIn && keptSomething && (
          <Suspense fallback={null}>
            <MoveInOffer
              key={`${session.data.username} ${session.data.expiresAt}`}
              session={`${session.data.username} ${session.data.expiresAt}`}
            />
          </Suspense>
        )}
        {/* Inside the router, so that a notification can hold a link to a page. */}
        <NoticeHost />
        {/* The first stop of Tab: past the header and the navigation, to the page. */}
        <a
          href="#main-content"
          className={classes.skipLink}
          onClick={(event) => {
            // Focus without adding #main-content to the address the operator may bookmark.
            event.preventDefault();
            main.current?.focus();
          }}
        >
          {t('app.skipToContent')}
        </a>
        <header className={classes.header}>
          <Group h="100%" px="md" justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Burger
                ref={burger}
                opened={opened}
                onClick={toggle}
                hiddenFrom="sm"
                size="sm"
                aria-label={t('nav.toggle')}
                aria-expanded={opened}
                aria-controls="main-navigation"
              />
              <img src="/favicon.svg" alt="" width={28} height={28} />
              <Title order={2} size="h4" className={wide.wideOnly}>
                {t('app.name')}
              </Title>
            </Group>
            <Group gap="sm" wrap="nowrap">
              <PaletteLauncher destinations={paletteDestinations} />
              <PreferencesMenu />
              {session.data && <AlertsMenu />}
              {session.data && <EndNoticeMenu />}
              <UserMenu />
            </Group>
          </Group>
        </header>
        <nav
          ref={nav}
          id="main-navigation"
          className={classes.navbar}
          data-opened={opened || undefined}
          aria-label={t('nav.main')}
        >
          {navigation.map((item) =>
            item.children === undefined ? (
              <NavLink
                key={item.to}
                component={RouterNavLink}
                to={item.to}
                label={t(item.label)}
                active={location.pathname.startsWith(item.to)}
                onClick={close}
              />
            ) : (
              <div key={item.to}>
                <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="sm" pt="md" pb={4}>
                  {t(item.label)}
                </Text>
                {item.children.map((child) => (
                  <NavLink
                    key={child.to}
                    component={RouterNavLink}
                    to={child.to}
                    label={t(child.label)}
                    active={location.pathname === child.to}
                    onClick={close}
                  />
                ))}
              </div>
            ),
          )}
        </nav>
        <main
          ref={main}
          className={classes.main}
          id="main-content"
          tabIndex={-1}
          aria-busy={routerNavigation.state === 'loading'}
        >
          <LiveStatus />
          <Suspense
            fallback={
              <Center p="xl">
                <Loader aria-label={t('app.loadingPage')} />
              </Center>
            }
          >
            <Outlet />
          </Suspense>
        </main>
      </div>
    </LiveJournalProvider>
  );
}
