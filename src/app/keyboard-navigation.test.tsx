import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { showAsPhone } from '@/testing/phone-viewport';
import { renderSignedIn } from '@/testing/render-app';

describe('moving around by keyboard', () => {
  it('offers a skip link first, which takes the focus to the page', async () => {
    const { user } = await renderSignedIn('/run');
    // From the top of the page, as after a load.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it("moves the focus to the new page's heading after a navigation, but not when only the filters change", async () => {
    const { user, router } = await renderSignedIn('/run');
    await user.click(screen.getByRole('link', { name: 'Queue' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Queue' })).toHaveFocus());

    const search = await screen.findByRole('searchbox', { name: 'Search' });
    await user.type(search, 'abc');
    await waitFor(() => expect(router.state.location.search).toContain('abc'));
    // The filtered list is drawn, and the focus stayed in the box.
    await screen.findByText('No executions match these filters.');
    expect(search).toHaveFocus();
  });

  it("folds the phone's navigation on Escape, wherever the focus is", async () => {
    showAsPhone();
    const { user } = await renderSignedIn('/run');
    const toggle = screen.getByRole('button', { name: 'Toggle navigation' });
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });

    // The focus on its button.
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    // The focus in it: back to its button, not left on a folded link.
    await user.click(toggle);
    within(navigation).getByRole('link', { name: 'Catalog' }).focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(toggle).toHaveFocus();

    // The focus on the page behind it.
    await user.click(toggle);
    screen.getByRole('main').focus();
    await user.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
