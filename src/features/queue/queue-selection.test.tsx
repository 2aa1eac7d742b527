import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, onTestFinished } from 'vitest';
import { demoRobots, demoRuntimeId } from '@/mocks/simulator/demo';
import { languageChoiceStore } from '@/lib/locale';
import { Simulator } from '@/mocks/simulator/simulator';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';
import {
  journalRequests,
  manyId,
  openQueue,
  readResults,
  rowOf,
  scrollQueueTo,
  seedMany,
  startRun,
} from './queue-test-support';
import { deleteConcurrency } from './use-delete-executions';

const checkbox = (id: string) => screen.getByRole('checkbox', { name: `Select execution ${id}` });

/** The queue over 1,020 executions, of which every 102nd ended: 1,010 still queued, none followed. */
const openThousand = () =>
  openQueue('/queue', {
    before: (workspace) =>
      seedMany(workspace, { count: 1020, status: (i) => (i % 102 === 0 ? 'SUCCESS' : 'PENDENT') }),
    live: false,
  });

describe('selecting across the whole list', () => {
  it('keeps what is selected while scrolling and loading further blocks', async () => {
    const { user } = await openQueue('/queue', {
      before: (workspace) => seedMany(workspace, { count: 250 }),
      live: false,
    });
    await user.click(await screen.findByRole('checkbox', { name: `Select execution ${manyId(249)}` }));

    scrollQueueTo(150);
    await user.click(await screen.findByRole('checkbox', { name: `Select execution ${manyId(99)}` }));
    expect(screen.getByText('250 executions, 2 selected')).toBeInTheDocument();
    scrollQueueTo(0);
    expect(await screen.findByRole('checkbox', { name: `Select execution ${manyId(249)}` })).toBeChecked();
    expect(checkbox(manyId(248))).not.toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete 2 queued executions?' }));
    expect(dialog.getByText(manyId(249))).toBeInTheDocument();
    expect(dialog.getByText(manyId(99))).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.getByText('250 executions')).toBeInTheDocument();
    expect(checkbox(manyId(249))).not.toBeChecked();
  });

  it('selects every queued execution matching the filters, at most 1,000', async () => {
    const asked = journalRequests();
    const { user } = await openThousand();
    await user.click(
      await screen.findByRole('button', { name: 'Select all 1,010 queued matching the filters' }),
    );

    expect(await screen.findByText('1,020 executions, 1,000 selected')).toBeInTheDocument();
    expect(
      screen.getByText(
        'The first 1,000 of 1,010 queued executions are selected: at most 1,000 can be selected at once. Delete these, then select the rest.',
      ),
    ).toBeInTheDocument();
    // The ids came from the server, a page at a time, for the queued statuses only.
    const pages = asked.filter((query) => query.get('limit') === '200');
    expect(pages.map((query) => query.get('offset'))).toEqual(['0', '200', '400', '600', '800']);
    expect(pages[0]?.getAll('status')).toContain('PENDENT');
    expect(pages[0]?.getAll('status')).not.toContain('SUCCESS');
    expect(checkbox(manyId(1019))).toBeChecked();
  });

  it('asks before deleting the thousand selected, naming only queued executions', async () => {
    const { user } = await openThousand();
    await user.click(
      await screen.findByRole('button', { name: 'Select all 1,010 queued matching the filters' }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete selected (1,000)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete 1,000 queued executions?' }));
    // An ended execution is not among them: it cannot be deleted.
    expect(dialog.getByText(manyId(917))).toBeInTheDocument();
    expect(dialog.queryByText(manyId(918))).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('1,020 executions, 1,000 selected')).toBeInTheDocument();
  });

  it('sets the selection aside when the filters change, with a way back to it', async () => {
    const { user, router } = await openQueue('/queue', {
      before: (workspace) => seedMany(workspace, { count: 30 }),
    });
    await user.click(
      await screen.findByRole('button', { name: 'Select all 30 queued matching the filters' }),
    );
    expect(await screen.findByText('30 executions, 30 selected')).toBeInTheDocument();

    // Another filter (pasted: one change of the search, not seven over the selected rows): the selection
    // is set aside, with a way back to it.
    await user.click(screen.getByRole('searchbox', { name: 'Search' }));
    await user.paste('run-001');
    const notice = await screen.findByText(
      'The filters changed, so the 30 executions selected under the previous filters were unselected.',
    );
    expect(notice).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('10 executions')).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Delete selected/ })).not.toBeInTheDocument();
    expect(
      await screen.findByRole('button', { name: 'Select all 10 queued matching the filters' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Back to those filters' }));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByText('30 executions, 30 selected')).toBeInTheDocument();
    expect(screen.queryByText(/The filters changed/)).not.toBeInTheDocument();
  });

  it.each([
    ['en', 'Select the one queued matching the filters'],
    ['pt-BR', 'Selecionar a única na fila com esses filtros'],
  ] as const)('offers the one queued execution in the singular (%s)', async (locale, name) => {
    languageChoiceStore.set(locale);
    const { user, workspace, router } = await renderSignedIn('/run');
    await seedMany(workspace, { count: 3, status: (i) => (i === 1 ? 'PENDENT' : 'SUCCESS') });
    await router.navigate('/queue');
    await user.click(await screen.findByRole('button', { name }));
    expect(await screen.findByRole('checkbox', { name: new RegExp(manyId(1)) })).toBeChecked();
  });

  it('deletes the selection a few at a time through the server and reports each outcome', async () => {
    const sim = new Simulator();
    const started: string[] = [];
    const { user, workspace } = await openQueue('/queue', {
      sim,
      before: async (ws) => {
        for (let i = 0; i < 4; i += 1) started.push(await startRun(demoRobots.queued));
        await readResults(...started);
        // Two the journal holds as queued but the service no longer knows.
        await seedMany(ws, { count: 2 });
      },
    });
    let inFlight = 0;
    let mostInFlight = 0;
    const isDelete = (request: Request) => request.method === 'DELETE';
    const countStart = ({ request }: { request: Request }) => {
      if (isDelete(request)) mostInFlight = Math.max(mostInFlight, (inFlight += 1));
    };
    const answered = ({ request }: { request: Request }) => {
      if (isDelete(request)) inFlight -= 1;
    };
    mswServer.events.on('request:start', countStart);
    mswServer.events.on('response:mocked', answered);
    onTestFinished(() => {
      mswServer.events.removeListener('request:start', countStart);
      mswServer.events.removeListener('response:mocked', answered);
    });

    await user.click(await screen.findByRole('button', { name: 'Select all 6 queued matching the filters' }));
    await user.click(await screen.findByRole('button', { name: 'Delete selected (6)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete 6 queued executions?' }));
    for (const id of [...started, manyId(0), manyId(1)]) expect(dialog.getByText(id)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete 6' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('4 executions were deleted. 2 executions were not:');
    for (const id of [manyId(0), manyId(1)]) {
      expect(
        within(alert).getByText(`${id} is no longer on its Runtime: it has run or was deleted elsewhere.`),
      ).toBeInTheDocument();
    }
    expect(mostInFlight).toBe(deleteConcurrency);
    for (const id of started) {
      expect((await workspace.journal.find(demoRuntimeId, id))?.deletedAt).toBeTypeOf('number');
    }
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    // What was deleted leaves the selection; what was refused stays selected, to try again or clear.
    expect(await screen.findByText('6 executions, 2 selected')).toBeInTheDocument();
    expect(rowOf(started[0] ?? '').getByText('Deleted')).toBeInTheDocument();
  });
});
