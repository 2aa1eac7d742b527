import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoAccount, demoViewerAccount } from '@/mocks/simulator/demo';
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

  it('is for admins only: not in a viewer’s navigation, and says so to one who opens it', async () => {
    await renderSignedIn('/team', undefined, { as: 'viewer' });
    expect(await screen.findByText('Only admins see the team and change roles.')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
