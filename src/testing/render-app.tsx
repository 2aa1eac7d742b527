import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Providers } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { routes } from '@/app/routes';
import { demoAccount } from '@/mocks/demo';
import { mockBffHandlers, type MockBffOptions } from '@/mocks/mock-bff';
import { createMemoryStore } from '@/mocks/mock-store';
import { Simulator } from '@/mocks/simulator';
import { mswServer } from './msw-server';

/**
 * Renders the real app (routes, providers, query client) at `path`, in front of the mock server that
 * the browser mock mode uses, with its own fresh simulator.
 */
export function renderApp(path: string, sim: Simulator = new Simulator(), options: MockBffOptions = {}) {
  mswServer.use(...mockBffHandlers(createMemoryStore(sim), options));
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    <Providers queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </Providers>,
  );
  return { ...view, router, sim, user };
}

/** Renders the app at `path` and signs in through the form, as an operator arriving there would. */
export async function renderSignedIn(path: string, sim?: Simulator, options?: MockBffOptions) {
  const app = renderApp(path, sim, options);
  await app.user.type(await screen.findByLabelText(/Username/), demoAccount.username);
  await app.user.type(screen.getByLabelText(/^Password/), demoAccount.password);
  await app.user.click(screen.getByRole('button', { name: 'Sign in' }));
  await screen.findByTestId('signed-in-user');
  return app;
}
