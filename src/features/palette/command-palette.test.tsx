import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/testing/render-app';

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

/** Opens the palette with the keyboard, as an operator does, and gives its dialog. */
async function openPalette(user: User) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog');
}

const searchIn = (palette: HTMLElement) => within(palette).getByRole('combobox');

describe('the command palette', () => {
  it('opens with Ctrl+K and goes to the page typed', async () => {
    const { user, router } = await renderSignedIn('/run');
    const palette = await openPalette(user);
    const search = within(palette).getByRole('combobox', { name: /Go to a page, open an execution/ });
    expect(search).toHaveFocus();
    await user.type(search, 'volum');
    await user.click(await within(palette).findByRole('option', { name: 'Document volumetry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reporting/volumetry'));
  });

  it('opens an execution typed as Runtime/id, and one the journal finds by part of its id', async () => {
    const { user, router, workspace } = await renderSignedIn('/run');
    await workspace.journal.track('RUNTIME-01', 'exec-4711', 'someone@robot-console.test');
    let palette = await openPalette(user);
    await user.type(searchIn(palette), 'RUNTIME-02/abc-1');
    await user.click(
      await within(palette).findByRole('option', { name: /Open execution abc-1 on RUNTIME-02/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/executions/RUNTIME-02/abc-1'));
    await screen.findByRole('heading', { name: 'Execution abc-1' });

    palette = await openPalette(user);
    await user.type(searchIn(palette), '4711');
    await user.click(await within(palette).findByRole('option', { name: /Open execution exec-4711/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/executions/RUNTIME-01/exec-4711'));
  });

  it('makes the first result active as soon as results show, whatever they are, so Enter opens it', async () => {
    const { user, router, workspace } = await renderSignedIn('/run');
    await workspace.journal.track('RUNTIME-01', 'exec-0004', 'someone@robot-console.test');

    // Found by the journal, after the search was typed: the only result, and Enter opens it.
    let palette = await openPalette(user);
    await user.type(searchIn(palette), '0004');
    const found = await within(palette).findByRole('option', { name: 'Open execution exec-0004' });
    expect(found).toHaveAttribute('aria-selected', 'true');
    expect(searchIn(palette)).toHaveAttribute('aria-activedescendant', found.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/executions/RUNTIME-01/exec-0004'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // A page.
    palette = await openPalette(user);
    await user.type(searchIn(palette), 'volum');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reporting/volumetry'));

    // The arrows move the active result; Enter opens the one they reached.
    palette = await openPalette(user);
    await user.type(searchIn(palette), 'theme');
    const options = within(palette).getAllByRole('option');
    expect(options.map((option) => option.getAttribute('aria-selected'))).toEqual(['true', 'false', 'false']);
    await user.keyboard('{ArrowDown}');
    expect(within(palette).getByRole('option', { name: 'Dark theme' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.documentElement).toHaveAttribute('data-mantine-color-scheme', 'dark'),
    );
  });

  it('names the other language in the one spoken, and the palette speaks it next time', async () => {
    const { user } = await renderSignedIn('/run');
    const palette = await openPalette(user);
    await user.type(searchIn(palette), 'portug');
    await user.click(
      await within(palette).findByRole('option', { name: 'Switch to Portuguese (Português)' }),
    );
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
    const again = await openPalette(user);
    const search = within(again).getByRole('combobox', { name: /Ir a uma página/ });
    await user.type(search, 'ingl');
    expect(
      within(again)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Mudar para inglês (English)']);
  });
});
