import { getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiTokenPrefix } from '@/api/workspace/api-tokens';
import { formatDateTime } from '@/lib/format';
import { languageChoiceStore } from '@/lib/locale';
import { demoAccount, demoViewerAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';

const day = 86_400_000;

/** The row of the tokens' table that names `name` (its spaces as they are). */
const rowOf = (name: string) => {
  const asIs = getDefaultNormalizer({ collapseWhitespace: false });
  const row = within(screen.getByRole('table')).getByText(name, { normalizer: asIs }).closest('tr');
  if (row === null) throw new Error(`no row for ${name}`);
  return row;
};

describe('the API tokens page', () => {
  it('makes a token, shows it once, and lists it without it', async () => {
    const { user, workspace } = await renderSignedIn('/tokens');
    expect(await screen.findByRole('heading', { name: 'API tokens', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'API tokens' })).toBeInTheDocument();
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();

    // Spaces inside the name are the operator's: it is sent as typed.
    await user.type(screen.getByLabelText(/^Name/), 'Nightly  export');
    const role = screen.getByRole('combobox', { name: 'Role' });
    expect(role).toHaveValue('viewer');
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Viewer', 'Operator', 'Admin']);
    await user.selectOptions(role, 'operator');
    expect(screen.getByRole('combobox', { name: 'Lifetime' })).toHaveValue('30');
    await user.click(screen.getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Token' });
    const secret = shown.value;
    expect(secret.startsWith(apiTokenPrefix)).toBe(true);
    expect(shown).toHaveAttribute('readonly');
    expect(screen.getByText(/it will not be shown again/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy token' })).toBeInTheDocument();
    // The form is ready for another.
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');

    const [saved] = await workspace.apiTokens.list(demoAccount.username);
    expect(saved).toMatchObject({ name: 'Nightly  export', role: 'operator' });
    expect(saved && saved.expiresAt - saved.createdAt).toBe(30 * day);
    await screen.findByRole('table');
    const row = rowOf('Nightly  export');
    expect(within(row).getByText('Operator')).toBeInTheDocument();
    expect(within(row).getByText(formatDateTime(saved?.expiresAt ?? 0))).toBeInTheDocument();
    expect(within(row).getByText('Never')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: /^Revoke token Nightly\s+export$/ })).toBeInTheDocument();
    expect(screen.getByRole('table').textContent).not.toContain(secret);
    // What was shown is the token the server lets in, as the role chosen.
    expect(await workspace.apiTokens.holder(secret)).toMatchObject({ role: 'operator' });

    await user.click(screen.getByRole('button', { name: 'Hide token' }));
    expect(screen.queryByRole('textbox', { name: 'Token' })).not.toBeInTheDocument();
  });

  it('forgets the token shown once another is made, or the page is left', async () => {
    const { user } = await renderSignedIn('/tokens');
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    await user.type(await screen.findByLabelText(/^Name/), 'export');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    const secret = (await screen.findByRole<HTMLInputElement>('textbox', { name: 'Token' })).value;

    // Making another forgets the first.
    await user.type(screen.getByLabelText(/^Name/), 'ci');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lifetime' }), '7');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Token' })).not.toHaveValue(secret));
    expect(screen.getAllByRole('textbox', { name: 'Token' })).toHaveLength(1);
    expect(await screen.findByRole('button', { name: 'Revoke token ci' })).toBeInTheDocument();

    // Leaving the page forgets it too.
    await user.click(within(nav).getByRole('link', { name: 'Overview' }));
    // The page is left only once the next one is drawn (until then the router keeps this one).
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Create token' })).not.toBeInTheDocument(),
    );
    await user.click(within(nav).getByRole('link', { name: 'API tokens' }));
    expect(await screen.findByRole('button', { name: 'Revoke token ci' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Token' })).not.toBeInTheDocument();
    expect(document.body.textContent).not.toContain(apiTokenPrefix);
  });

  it('revokes a token once asked, and says one has expired', async () => {
    // The server's clock, which the seed turns back to make a token that has expired since.
    let turnedBack = 0;
    const sim = new Simulator({ now: () => Date.now() - turnedBack });
    const { user, workspace } = await renderSignedIn('/tokens', sim, {
      seed: async (server) => {
        const request = { role: 'viewer', expiresInDays: 7 } as const;
        turnedBack = 10 * day;
        await server.apiTokens.create(demoAccount.username, 'admin', { ...request, name: 'old export' });
        turnedBack = 0;
        await server.apiTokens.create(demoAccount.username, 'admin', { ...request, name: 'ci deploy' });
      },
    });
    await screen.findByRole('table');
    expect(within(rowOf('old export')).getByText('Expired')).toBeInTheDocument();
    expect(within(rowOf('ci deploy')).queryByText('Expired')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Revoke token ci deploy' }));
    let dialog = await screen.findByRole('dialog', { name: 'Revoke the token “ci deploy”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await workspace.apiTokens.list(demoAccount.username)).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Revoke token ci deploy' }));
    dialog = await screen.findByRole('dialog', { name: 'Revoke the token “ci deploy”?' });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke token' }));
    expect(await screen.findByText('The token “ci deploy” is revoked.')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Revoke token ci deploy' })).not.toBeInTheDocument(),
    );
    expect(rowOf('old export')).toBeInTheDocument();
    expect((await workspace.apiTokens.list(demoAccount.username)).map((token) => token.name)).toEqual([
      'old export',
    ]);
  });

  it('offers a viewer the viewer role only', async () => {
    await renderSignedIn('/tokens', undefined, { as: 'viewer' });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).getByRole('link', { name: 'API tokens' })).toBeInTheDocument();
    const role = await screen.findByRole('combobox', { name: 'Role' });
    expect(
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Viewer']);
    expect(await screen.findByText('No tokens yet.')).toBeInTheDocument();
  });

  it('says why a role above one’s own now is refused, and offers what is left', async () => {
    const { user, workspace } = await renderSignedIn('/tokens', undefined, { as: 'operator' });
    const role = await screen.findByRole('combobox', { name: 'Role' });
    const offered = () =>
      within(role)
        .getAllByRole('option')
        .map((option) => option.textContent);
    expect(offered()).toEqual(['Viewer', 'Operator']);
    await user.type(screen.getByLabelText(/^Name/), 'export');
    await user.selectOptions(role, 'operator');

    // An admin takes the operator role back meanwhile (as the team's route does: the sessions hear of it).
    await workspace.sessions.changingRoles(() =>
      workspace.team.changeRole(demoViewerAccount.username, 'viewer', demoAccount.username, Date.now()),
    );
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByText('A token can have your own role at most.')).toBeInTheDocument();
    await waitFor(() => expect(within(role).getByRole('option', { name: 'Operator' })).toBeDisabled());
    expect(role).toHaveValue('operator');
    expect(await workspace.apiTokens.list(demoViewerAccount.username)).toEqual([]);

    await user.selectOptions(role, 'viewer');
    await user.click(screen.getByRole('button', { name: 'Create token' }));
    expect(await screen.findByRole('textbox', { name: 'Token' })).toBeInTheDocument();
    expect(await workspace.apiTokens.list(demoViewerAccount.username)).toMatchObject([{ role: 'viewer' }]);
  });

  it('refuses a blank name, or spaces around it, and sends nothing until it is right', async () => {
    const { user, workspace } = await renderSignedIn('/tokens');
    const name = await screen.findByLabelText(/^Name/);
    const create = screen.getByRole('button', { name: 'Create token' });

    await user.click(create);
    expect(await screen.findByText('Give the token a name.')).toBeInTheDocument();
    await user.type(name, '   ');
    expect(await screen.findByText('Give the token a name.')).toBeInTheDocument();
    await user.clear(name);
    await user.type(name, ' export ');
    expect(await screen.findByText('The name cannot start or end with a space.')).toBeInTheDocument();
    await user.click(create);
    expect(screen.queryByRole('textbox', { name: 'Token' })).not.toBeInTheDocument();
    expect(await workspace.apiTokens.list(demoAccount.username)).toEqual([]);

    await user.clear(name);
    await user.type(name, 'export');
    await waitFor(() =>
      expect(screen.queryByText('The name cannot start or end with a space.')).not.toBeInTheDocument(),
    );
    await user.click(create);
    expect(await screen.findByRole('textbox', { name: 'Token' })).toBeInTheDocument();
    expect((await workspace.apiTokens.list(demoAccount.username)).map((token) => token.name)).toEqual([
      'export',
    ]);
  });

  it('speaks Portuguese', async () => {
    languageChoiceStore.set('pt-BR');
    const { user } = await renderSignedIn('/tokens');
    expect(await screen.findByRole('heading', { name: 'Tokens de API', level: 1 })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Navegação principal' });
    expect(within(nav).getByRole('link', { name: 'Tokens de API' })).toBeInTheDocument();
    expect(await screen.findByText('Nenhum token ainda.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Criar token' }));
    expect(await screen.findByText('Dê um nome ao token.')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Validade' })).toHaveDisplayValue('30 dias');

    await user.type(screen.getByLabelText(/^Nome/), 'exportação');
    await user.click(screen.getByRole('button', { name: 'Criar token' }));
    expect(await screen.findByRole('textbox', { name: 'Token' })).toBeInTheDocument();
    expect(screen.getByText(/não será mostrado de novo/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar token' })).toBeInTheDocument();

    await screen.findByRole('table');
    const row = rowOf('exportação');
    expect(within(row).getByText('Leitor')).toBeInTheDocument();
    expect(within(row).getByText('Nunca')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Último uso' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Revogar o token exportação' })).toBeInTheDocument();
  });
});
