import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { keepDaySend, seedJournal } from '@/testing/server-seeds';
import {
  colleague,
  journalRequests,
  openQueue,
  seedThree,
  shownIds,
  type TestWorkspace,
} from './queue-test-support';

const searchBox = () => screen.getByRole('searchbox', { name: 'Search' });

/** 2 June 2025 (UTC), a day a reporting plan of idea 42 counted: its send's id. */
async function seedSend(workspace: TestWorkspace): Promise<number> {
  const at = (time: string) => Date.parse(`2025-06-02T${time}:00Z`);
  await workspace.catalog.saveRobot(
    { robotId: 'invoice-bot', name: 'Invoice reader', variables: [], ideaId: 42 },
    undefined,
    'ana',
  );
  await seedJournal(workspace.database.db, [
    { id: 'counted-1', robot: 'invoice-bot', status: 'FINISHED', start: at('09:00'), end: at('09:02') },
    { id: 'counted-2', robot: 'invoice-bot', status: 'FAILED', start: at('10:00'), end: at('10:01') },
    // A robot of no idea, and an end on the next day: not behind the send's figures.
    { id: 'no-idea', robot: 'payroll-bot', status: 'FINISHED', start: at('11:00'), end: at('11:01') },
    {
      id: 'next-day',
      robot: 'invoice-bot',
      status: 'FINISHED',
      start: at('23:50'),
      end: at('23:50') + 20 * 60_000,
    },
  ]);
  const day = at('00:00');
  const send = await keepDaySend(workspace, {
    ideaId: 42,
    dayStart: day,
    state: 'waiting',
    at: day + 86_400_000,
  });
  return send.id;
}

/** What the queue asks the server for: filters, search, period, order and page, all kept in the URL. */
describe('asking the journal', () => {
  it('asks the server for the filters of the URL, offers the journal’s values, and clears them', async () => {
    const requests = journalRequests();
    const { user, router } = await openQueue('/queue?status=ERROR&status=SUCCESS&runtime=RUNTIME-01', {
      before: seedThree,
    });
    await waitFor(() => expect(shownIds()).toEqual(['ccc333', 'aaa111']));
    const asked = requests.at(-1);
    expect(asked?.getAll('status')).toEqual(['ERROR', 'SUCCESS']);
    expect(asked?.get('runtime')).toBe('RUNTIME-01');
    expect(asked?.get('limit')).toBe('100');

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    expect(router.state.location.search).toBe('');

    // The menus hold what the journal holds.
    await user.click(screen.getByRole('combobox', { name: 'Started by' }));
    await user.click(await screen.findByRole('option', { name: colleague }));
    await waitFor(() => expect(shownIds()).toEqual(['bbb222']));
    expect(new URLSearchParams(router.state.location.search).get('operator')).toBe(colleague);
    expect(requests.at(-1)?.get('operator')).toBe(colleague);

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    await user.click(screen.getByRole('switch', { name: 'Only mine' }));
    await waitFor(() => expect(shownIds()).toEqual(['ccc333', 'aaa111']));
    expect(router.state.location.search).toBe('?mine=1');
    expect(requests.at(-1)?.get('mine')).toBe('1');
  });

  it('searches execution ids and variable values as the operator types, replacing the history entry', async () => {
    const requests = journalRequests();
    const { user, router } = await openQueue('/queue', { before: seedThree });
    await screen.findByRole('link', { name: 'aaa111' });

    await user.type(searchBox(), 'nov-2026');
    await waitFor(() => expect(shownIds()).toEqual(['aaa111']));
    expect(router.state.location.search).toBe('?q=nov-2026');
    expect(router.state.historyAction).toBe('REPLACE');
    expect(requests.at(-1)?.get('q')).toBe('nov-2026');

    // Any other navigation (here the menu's link) shows the URL's search, not the text left in the box.
    await user.click(screen.getByRole('link', { name: 'Queue' }));
    await waitFor(() => expect(searchBox()).toHaveValue(''));
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    await user.type(searchBox(), 'bbb');
    await waitFor(() => expect(shownIds()).toEqual(['bbb222']));

    await user.clear(searchBox());
    await user.type(searchBox(), 'nothing like it');
    expect(await screen.findByText('No executions match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all executions' }));
    await waitFor(() => expect(shownIds()).toHaveLength(3));
    expect(searchBox()).toHaveValue('');
  });

  it('searches a pasted id at once, and waits for a pause in typing', async () => {
    const { user, router } = await openQueue('/queue', { before: seedThree });
    await screen.findByRole('link', { name: 'aaa111' });

    await user.type(searchBox(), 'b');
    // One character typed: the search waits for the next keystroke or a pause.
    expect(router.state.location.search).toBe('');
    await user.clear(searchBox());
    await user.paste('bbb222');
    // Pasted: the whole id, asked for without the pause.
    expect(router.state.location.search).toBe('?q=bbb222');
    await waitFor(() => expect(shownIds()).toEqual(['bbb222']));
  });

  it('narrows to a period of start, picked in local time', async () => {
    const requests = journalRequests();
    const { router } = await openQueue('/queue', { before: seedThree });
    await screen.findByRole('link', { name: 'aaa111' });

    fireEvent.change(screen.getByLabelText('Started from'), { target: { value: '2026-02-01T00:00' } });
    await waitFor(() => expect(shownIds()).toEqual(['ccc333', 'bbb222']));
    fireEvent.change(screen.getByLabelText('Started before'), { target: { value: '2026-03-01T00:00' } });
    await waitFor(() => expect(shownIds()).toEqual(['bbb222']));
    const url = new URLSearchParams(router.state.location.search);
    expect(Number(url.get('from'))).toBe(new Date('2026-02-01T00:00').getTime());
    expect(requests.at(-1)?.get('to')).toBe(url.get('to'));

    // A period that ends before it starts is pointed out.
    fireEvent.change(screen.getByLabelText('Started before'), { target: { value: '2026-01-01T00:00' } });
    expect(await screen.findByText('Pick a time after "Started from".')).toBeInTheDocument();
  });

  it('sorts by who started the executions, on the server, keeping the order in the URL', async () => {
    const requests = journalRequests();
    const { user, router } = await openQueue('/queue', { before: seedThree });
    await screen.findByRole('link', { name: 'aaa111' });
    expect(screen.getByRole('columnheader', { name: 'Started' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Started by' }));
    await waitFor(() => expect(shownIds()[0]).toBe('bbb222'));
    expect(router.state.location.search).toBe('?sort=operator&dir=asc');
    expect(requests.at(-1)?.get('sort')).toBe('operator');
    expect(screen.getByRole('columnheader', { name: 'Started by' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(screen.getByRole('columnheader', { name: 'Started' })).not.toHaveAttribute('aria-sort');
  });

  it('shows only the executions behind a reporting send, as a filter the operator sees and clears', async () => {
    let sendId = 0;
    const { user, router } = await openQueue('/queue', {
      before: async (workspace) => {
        sendId = await seedSend(workspace);
      },
    });
    await waitFor(() => expect(shownIds()).toHaveLength(4));

    // The sends' page links here.
    await router.navigate(`/queue?send=${sendId}`);
    await waitFor(() => expect(shownIds()).toEqual(['counted-2', 'counted-1']));
    expect(screen.getByText(`Executions behind a reporting send (#${sendId})`)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(shownIds()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
    expect(screen.queryByText(/Executions behind a reporting send/)).not.toBeInTheDocument();

    // An id of no send shows no execution.
    await router.navigate(`/queue?send=${sendId + 1}`);
    expect(await screen.findByText('No executions match these filters.')).toBeInTheDocument();
  });
});
