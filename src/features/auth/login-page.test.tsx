import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { offerDemoAccounts } from '@/lib/demo-account';
import { demoAccount, demoViewerAccount } from '@/mocks/simulator/demo';
import { renderApp } from '@/testing/render-app';

describe('sign-in', () => {
  it('sends a signed-out visitor to sign-in and back to the page asked for', async () => {
    const { router, user } = await renderApp('/queue?status=RUNNING');
    expect(await screen.findByRole('heading', { name: 'Robot Console' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText(/Username/), demoAccount.username);
    await user.type(screen.getByLabelText(/^Password/), demoAccount.password);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Queue' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe('/queue?status=RUNNING');
    expect(screen.getByTestId('signed-in-user')).toHaveTextContent(demoAccount.username);
  });

  it('shows the 401 message at the form, keeps the username and clears the password', async () => {
    const { user } = await renderApp('/login');
    const username = await screen.findByLabelText(/Username/);
    await user.type(username, demoAccount.username);
    await user.type(screen.getByLabelText(/^Password/), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('The username or password is not right.');
    expect(username).toHaveValue(demoAccount.username);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('');
  });

  it('does not send a form with a malformed e-mail or no password', async () => {
    const { user, sim } = await renderApp('/login');
    await user.type(await screen.findByLabelText(/Username/), 'operator');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Enter your e-mail address, e.g. name@company.com.')).toBeInTheDocument();
    expect(screen.getByText('Enter your password.')).toBeInTheDocument();
    expect(sim.receivedRequests).toHaveLength(0);
  });

  it('offers no demo account where the demo did not offer one', async () => {
    await renderApp('/login');
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
  });

  describe('in the demo', () => {
    afterEach(() => offerDemoAccounts(undefined));

    it('shows the accounts the demo offers and fills the form with each', async () => {
      offerDemoAccounts({ admin: demoAccount, viewer: demoViewerAccount });
      const { user } = await renderApp('/login');
      const note = await screen.findByRole('note');
      expect(note).toHaveTextContent(demoAccount.username);
      expect(note).toHaveTextContent(demoViewerAccount.username);

      await user.click(screen.getByRole('button', { name: 'Fill in the viewer account' }));
      expect(screen.getByLabelText(/Username/)).toHaveValue(demoViewerAccount.username);
      await user.click(screen.getByRole('button', { name: 'Fill in the demo account' }));
      expect(screen.getByLabelText(/Username/)).toHaveValue(demoAccount.username);
      expect(screen.getByLabelText(/^Password/)).toHaveValue(demoAccount.password);
    });
  });
});
