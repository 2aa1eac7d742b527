import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
});
