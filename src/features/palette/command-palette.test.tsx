import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/testing/render-app';

/** Opens the palette with the keyboard, as an operator does, and gives its dialog. */
async function openPalette(user: Awaited<ReturnType<typeof renderSignedIn>>['user']) {
  await user.keyboard('{Control>}k{/Control}');
  return screen.findByRole('dialog');
}

describe('the command palette', () => {
  it('opens with Ctrl+K and goes to the page typed', async () => {
    const { user, router } = await renderSignedIn('/run');
    const palette = await openPalette(user);
    const search = within(palette).getByRole('textbox', { name: /Go to a page, open an execution/ });
    expect(search).toHaveFocus();
    await user.type(search, 'volum');
    await user.click(await within(palette).findByRole('button', { name: 'Document volumetry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/reporting/volumetry'));
  });

  it('opens an execution typed as Runtime/id, and one the journal finds by part of its id', async () => {
    const { user, router, workspace } = await renderSignedIn('/run');
    await workspace.journal.track('RUNTIME-01', 'exec-4711', 'someone@robot-console.test');
    let palette = await openPalette(user);
    await user.type(within(palette).getByRole('textbox'), 'RUNTIME-02/abc-1');
    await user.click(
      await within(palette).findByRole('button', { name: /Open execution abc-1 on RUNTIME-02/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/executions/RUNTIME-02/abc-1'));
    await screen.findByRole('heading', { name: 'Execution abc-1' });

    palette = await openPalette(user);
    await user.type(within(palette).getByRole('textbox'), '4711');
    await user.click(await within(palette).findByRole('button', { name: /Open execution exec-4711/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/executions/RUNTIME-01/exec-4711'));
  });

  it('switches the language, and the palette speaks it next time', async () => {
    const { user } = await renderSignedIn('/run');
    const palette = await openPalette(user);
    await user.type(within(palette).getByRole('textbox'), 'portug');
    await user.click(await within(palette).findByRole('button', { name: 'Speak Português (Brasil)' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('pt-BR'));
    const again = await openPalette(user);
    expect(within(again).getByRole('textbox', { name: /Ir a uma página/ })).toBeInTheDocument();
  });
});
