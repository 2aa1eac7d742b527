import { Center, Loader } from '@mantine/core';
import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { RequireSession } from '@/features/auth/require-session';
import { useT } from '@/i18n/i18n-provider';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';
import { needWords } from '@/i18n/catalog';
import type { PartName } from '@/i18n/word-parts';
import { pagePatterns, pages, reportingFormPath } from '@/lib/pages';

/**
 * A page's code and its words, fetched together, so it renders in the operator's language at once.
 */
function withWords<T>(names: PartName[], load: () => Promise<T>): () => Promise<T> {
  return async () => (await Promise.all([load(), needWords(...names)]))[0];
}

/** While the first page's code loads, before any page can say more. */
function LoadingApp() {
  const t = useT();
  return (
    <Center h="100vh">
      <Loader aria-label={t('common.loading')} />
    </Center>
  );
}

/** Pages load on demand, so the sign-in page does not pay for the forms (nor the words) behind it. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: <LoadingApp />,
    children: [
      { path: pages.login, element: <LoginPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            // The shell (navigation, watcher, notifications) loads beside the session check, so the
            // sign-in page does not wait for it.
            lazy: withWords(['notifications', 'moveIn', 'palette'], () =>
              import('./shell').then((m) => ({ Component: m.Shell })),
            ),
            children: [
              {
                // The owner's schedule notices, on every signed-in page (a small chunk with its words).
                lazy: withWords(['scheduleFire'], () =>
                  import('@/features/schedules/schedule-notices').then((m) => ({
                    Component: m.ScheduleNoticesLayout,
                  })),
                ),
                children: [
                  { index: true, element: <Navigate to={pages.overview} replace /> },
                  {
                    // The monthly summary (pages.overviewSummary) too: the route table is in the sign-in
                    // page's code, whose budget has no room for one more route.
                    path: `${pages.overview}/*`,
                    lazy: withWords(['overview', 'alerts'], () =>
                      import('./pages/overview-route').then((m) => ({ Component: m.OverviewRoute })),
                    ),
                  },
                  {
                    path: pages.watchdogs,
                    lazy: withWords(['alerts'], () =>
                      import('@/features/alerts/watchdog-settings-page').then((m) => ({
                        Component: m.WatchdogSettingsPage,
                      })),
                    ),
                  },
                  {
                    path: pages.run,
                    lazy: withWords(['run'], () =>
                      import('./pages/run-route').then((m) => ({ Component: m.RunRoute })),
                    ),
                  },
                  {
                    path: pagePatterns.execution,
                    lazy: withWords(['executions'], () =>
                      import('./pages/execution-route').then((m) => ({ Component: m.ExecutionRoute })),
                    ),
                  },
                  {
                    path: pages.queue,
                    lazy: withWords(['queue'], () =>
                      import('./pages/queue-route').then((m) => ({ Component: m.QueueRoute })),
                    ),
                  },
                  {
                    path: pages.catalog,
                    lazy: withWords(['catalog'], () =>
                      import('./pages/catalog-route').then((m) => ({ Component: m.CatalogRoute })),
                    ),
                  },
                  {
                    path: pages.activity,
                    lazy: withWords(['activity'], () =>
                      import('./pages/activity-route').then((m) => ({ Component: m.ActivityRoute })),
                    ),
                  },
                  {
                    path: pages.schedules,
                    lazy: withWords(['schedules', 'scheduleFire'], () =>
                      import('@/features/schedules/schedule-pages').then((m) => ({
                        Component: m.SchedulesPage,
                      })),
                    ),
                  },
                  {
                    path: pages.newSchedule,
                    lazy: withWords(['schedules', 'scheduleFire'], () =>
                      import('@/features/schedules/schedule-pages').then((m) => ({
                        Component: m.NewSchedulePage,
                      })),
                    ),
                  },
                  {
                    path: pagePatterns.schedule,
                    lazy: withWords(['schedules', 'scheduleFire'], () =>
                      import('@/features/schedules/schedule-pages').then((m) => ({
                        Component: m.SchedulePage,
                      })),
                    ),
                  },
                  {
                    path: pages.team,
                    lazy: withWords(['team'], () =>
                      import('@/features/team/team-page').then((m) => ({ Component: m.TeamPage })),
                    ),
                  },
                  {
                    path: pages.tokens,
                    lazy: withWords(['tokens'], () =>
                      import('@/features/tokens/api-tokens-page').then((m) => ({
                        Component: m.ApiTokensPage,
                      })),
                    ),
                  },
                  {
                    path: pages.reporting,
                    children: [
                      { index: true, element: <Navigate to={reportingFormPath('suppliers')} replace /> },
                      {
                        path: pages.reportingPlans,
                        lazy: withWords(['reportingPlans'], () =>
                          import('@/features/reporting-plans/reporting-plans-pages').then((m) => ({
                            Component: m.ReportingPlansPage,
                          })),
                        ),
                      },
                      {
                        path: pages.reportingSends,
                        lazy: withWords(['reportingPlans'], () =>
                          import('@/features/reporting-plans/reporting-plans-pages').then((m) => ({
                            Component: m.ReportingSendsPage,
                          })),
                        ),
                      },
                      {
                        path: pagePatterns.reportingForm,
                        lazy: withWords(['reporting'], () =>
                          import('./pages/reporting-route').then((m) => ({ Component: m.ReportingRoute })),
                        ),
                      },
                    ],
                  },
                  { path: '*', element: <NotFoundPage /> },
                ],
              },
            ],
          },
        ],
      },
    ],
  },
];
