import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '@/testing/msw-server';
import {
  journalRequests,
  manyId,
  openQueue,
  scrollQueueTo,
  seedMany,
  seedThree,
  shownIds,
} from './queue-test-support';

const table = () => screen.getByRole('table', { name: "Executions in the team's journal" });

/** The scrolling list: every matching row in one table, drawn as it comes into view, read in blocks. */
describe('the list of executions', () => {
  it('holds every matching execution, draws the rows in view and reads further blocks as they scroll in', async () => {
    const asked = journalRequests();
    // The blocks of the list (not the count of queued ones, which asks for one row).
    const blocks = () =>
      asked.filter((query) => query.get('limit') === '100').map((query) => query.get('offset'));
    await openQueue('/queue', {
      before: (workspace) => seedMany(workspace, { count: 250, status: () => 'SUCCESS' }),
    });
    // Newest first: the last one seeded is the first row.
    await screen.findByRole('link', { name: manyId(249) });
    expect(screen.getByText('250 executions')).toBeInTheDocument();
    expect(table()).toHaveAttribute('aria-rowcount', '251');
    // Only the rows in view (and a few beyond) are drawn, and only the first block was asked for.
    expect(shownIds().length).toBeLessThan(30);
    expect(screen.queryByRole('link', { name: manyId(99) })).not.toBeInTheDocument();
    expect(blocks()).toEqual(['0']);

    scrollQueueTo(150);
    // Rows whose block is on its way say where they are and that they are loading.
    expect(screen.getByRole('row', { name: 'Execution 151 of 250, loading' })).toHaveAttribute(
      'aria-rowindex',
      '152',
    );
    const row = (await screen.findByRole('link', { name: manyId(99) })).closest('[role="row"]');
    expect(row).toHaveAttribute('aria-rowindex', '152');
    expect(blocks()).toEqual(['0', '100']);
    expect(screen.queryByRole('link', { name: manyId(249) })).not.toBeInTheDocument();
    // No page in the URL: the list is one.
    expect(screen.queryByRole('navigation', { name: /pages/i })).not.toBeInTheDocument();
  });

  it('keeps the rows in view while the next answer loads, then shows it', async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { user } = await openQueue('/queue', { before: seedThree });
    await screen.findByRole('link', { name: 'aaa111' });
    // The server takes its time over the search for "bbb" (the handler falls through to it once released).
    mswServer.use(
      http.get('/api/executions', async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') === 'bbb') await held;
        return undefined;
      }),
    );

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'bbb');
    await waitFor(() => expect(table()).toHaveAttribute('aria-busy', 'true'));
    expect(shownIds()).toEqual(['ccc333', 'bbb222', 'aaa111']);
    expect(within(table()).queryByRole('row', { name: /loading/ })).not.toBeInTheDocument();

    release();
    await waitFor(() => expect(shownIds()).toEqual(['bbb222']));
    expect(table()).toHaveAttribute('aria-busy', 'false');
    expect(screen.getByText('1 execution')).toBeInTheDocument();
  });

  it('comes back to the same rows after opening one of them', async () => {
    const { user, router } = await openQueue('/queue', {
      before: (workspace) => seedMany(workspace, { count: 250, status: () => 'SUCCESS' }),
    });
    await screen.findByRole('link', { name: manyId(249) });
    scrollQueueTo(150);
    await user.click(await screen.findByRole('link', { name: manyId(99) }));
    await waitFor(() => expect(router.state.location.pathname).toBe(`/executions/RUNTIME-01/${manyId(99)}`));
    // The execution's page is drawn (the router's state changes before it is): the list has gone.
    await screen.findByRole('heading', { name: `Execution ${manyId(99)}` });

    await router.navigate(-1);
    expect(await screen.findByRole('link', { name: manyId(99) })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: manyId(249) })).not.toBeInTheDocument();
  });
});
