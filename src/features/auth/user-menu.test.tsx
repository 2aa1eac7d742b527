import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';

describe('the header’s user menu', () => {
  it('signs out everywhere once asked: every session of the person ends, and this tab signs in again', async () => {
    const sim = new Simulator();
    const { user, router, workspace } = await renderSignedIn('/tokens', sim, {
      // The same person signed in on another browser.
      seed: (server) =>
        server.sessions.set('another-browser', {
          username: demoAccount.username,
          token: 'another-token',
          createdAt: sim.now(),
          expiresAt: sim.now() + 3_600_000,
        }),
    });
    expect(await workspace.sessions.count()).toBe(2);

    await user.click(screen.getByRole('button', { name: 'More ways to sign out' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Sign out everywhere…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign out everywhere?' });
    expect(dialog).toHaveTextContent(`Every session of ${demoAccount.username} ends at once`);
    await user.click(within(dialog).getByRole('button', { name: 'Sign out everywhere' }));

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(await workspace.sessions.count()).toBe(0);
  });
});
