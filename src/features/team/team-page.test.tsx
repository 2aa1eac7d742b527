import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAccount, demoViewerAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';

describe('the team page', () => {
  it('lists who signed in, changes a role at once, and says why the last admin stays one', async () => {
    const { user } = await renderSignedIn('/team', undefined, {
      seed: (workspace) => workspace.team.signedIn(demoViewerAccount.username, 'viewer', Date.now()),
    });
    const table = await screen.findByRole('table');
    expect(within(table).getByText(demoViewerAccount.username)).toBeInTheDocument();
    const viewerRole = screen.getByRole('combobox', { name: `Role of ${demoViewerAccount.username}` });
    expect(viewerRole).toHaveValue('viewer');

    await user.selectOptions(viewerRole, 'operator');
    expect(await screen.findByText(`${demoViewerAccount.username} is now: Operator.`)).toBeInTheDocument();
    await waitFor(() => expect(viewerRole).toHaveValue('operator'));
    expect(within(table).getAllByText(`by ${demoAccount.username}`, { exact: false })).toHaveLength(1);

    // The demo's admin is the only one: the server keeps them an admin, and the page says why.
    const myRole = screen.getByRole('combobox', { name: `Role of ${demoAccount.username}` });
    await user.selectOptions(myRole, 'viewer');
    expect(await screen.findByText(/The team must keep at least one admin/)).toBeInTheDocument();
    expect(myRole).toHaveValue('admin');
  });

  it('ends all of someone’s sessions once the admin says yes, and names them', async () => {
    const sim = new Simulator();
    const viewerSession = (id: string) => ({
      username: demoViewerAccount.username,
      token: `token-${id}`,
      createdAt: sim.now(),
      expiresAt: sim.now() + 3_600_000,
    });
    const { user, workspace } = await renderSignedIn('/team', sim, {
      seed: async (server) => {
        await server.team.signedIn(demoViewerAccount.username, 'viewer', sim.now());
        await server.sessions.set('viewer-laptop', viewerSession('laptop'));
        await server.sessions.set('viewer-phone', viewerSession('phone'));
      },
    });
    await user.click(
      await screen.findByRole('button', { name: `End sessions of ${demoViewerAccount.username}` }),
    );
    const dialog = await screen.findByRole('dialog', {
      name: `End every session of ${demoViewerAccount.username}?`,
    });
    await user.click(within(dialog).getByRole('button', { name: 'End sessions' }));

    expect(await screen.findByText(`2 sessions of ${demoViewerAccount.username} ended.`)).toBeInTheDocument();
    expect(await workspace.sessions.listByUser(demoViewerAccount.username)).toEqual([]);
    // The admin's own session goes on.
    expect(screen.getByRole('table')).toBeInTheDocument();
    expect(await workspace.sessions.listByUser(demoAccount.username)).toHaveLength(1);
  });

  it('is for admins only: not in a viewer’s navigation, and says so to one who opens it', async () => {
    await renderSignedIn('/team', undefined, { as: 'viewer' });
    expect(await screen.findByText('Only admins see the team and change roles.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
