import { Center, Loader } from '@mantine/core';
import { Navigate, type RouteObject } from 'react-router';
import { LoginPage } from '@/features/auth/login-page';
import { RequireSession } from '@/features/auth/require-session';
import { NotFoundPage } from './not-found-page';
import { RouteErrorPage } from './route-error-page';

/** Pages load on demand, so the sign-in page does not pay for the forms behind it. */
export const routes: RouteObject[] = [
  {
    errorElement: <RouteErrorPage />,
    hydrateFallbackElement: (
      <Center h="100vh">
        <Loader aria-label="Loading" />
      </Center>
    ),
    children: [
      { path: '/login', element: <LoginPage /> },
      {
        element: <RequireSession />,
        children: [
          {
            // The shell (navigation, watcher, notifications) loads beside the session check, so the
            // sign-in page does not wait for it.
            lazy: () => import('./shell').then((m) => ({ Component: m.Shell })),
            children: [
              { index: true, element: <Navigate to="/run" replace /> },
              {
                path: 'run',
                lazy: () => import('./pages/run-route').then((m) => ({ Component: m.RunRoute })),
              },
              {
                path: 'executions/:computerId/:executionId',
                lazy: () => import('./pages/execution-route').then((m) => ({ Component: m.ExecutionRoute })),
              },
              {
                path: 'queue',
                lazy: () => import('./pages/queue-route').then((m) => ({ Component: m.QueueRoute })),
              },
              {
                path: 'catalog',
                lazy: () => import('./pages/catalog-route').then((m) => ({ Component: m.CatalogRoute })),
              },
              {
                path: 'activity',
                lazy: () => import('./pages/activity-route').then((m) => ({ Component: m.ActivityRoute })),
              },
              {
                path: 'reporting',
                children: [
                  { index: true, element: <Navigate to="/reporting/suppliers" replace /> },
                  {
                    path: ':form',
                    lazy: () =>
                      import('./pages/reporting-route').then((m) => ({ Component: m.ReportingRoute })),
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
];
