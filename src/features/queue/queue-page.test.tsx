import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { maxIdLength } from '@/api/ids';
import { trackedExecutionsStore } from '@/lib/tracked-executions';
import { openQueue, seed, tracked } from './queue-test-support';

const hour = 3_600_000;
const base = Date.now() - 5 * hour;
const success = tracked({
  executionId: 'aaa111',
  robotId: 'invoice-bot',
  status: 'SUCCESS',
  progress: 1,
  init: base,
  endedAt: base + 65_000,
  ended: true,
  addedAt: base,
});
const failure = tracked({
  executionId: 'bbb222',
  computerId: 'RUNTIME-02',
  robotId: 'failing-bot',
  status: 'ERROR',
  progress: 0.4,
  init: base + hour,
  endedAt: base + hour + 5_000,
  ended: true,
  addedAt: base + hour,
});
const lost = tracked({
  executionId: 'ccc/333',
  source: 'track',
  lostReason: 'No execution with this id on this Runtime.',
  addedAt: base + 2 * hour,
});

const rowOf = (id: string) => {
  const cell = screen.getByRole('link', { name: id }).closest('tr');
  if (cell === null) throw new Error(`No row for ${id}`);
  return within(cell);
};
const shownIds = () =>
  screen
    .getAllByRole('link')
    .map((link) => link.textContent)
    .filter((text) => text === 'aaa111' || text === 'bbb222' || text === 'ccc/333');

describe('the queue page', () => {
  it('says how to fill an empty list', async () => {
    await openQueue('/queue');
    expect(screen.getByText('No executions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'run a robot' })).toHaveAttribute('href', '/run');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a row per execution, newest first, with what is known of each', async () => {
    seed(success, failure, lost);
    await openQueue('/queue');

    expect(shownIds()).toEqual(['ccc/333', 'bbb222', 'aaa111']);
    const first = rowOf('aaa111');
    expect(first.getByText('invoice-bot')).toBeInTheDocument();
    expect(first.getByText('RUNTIME-01')).toBeInTheDocument();
    expect(first.getByText('SUCCESS')).toBeInTheDocument();
    expect(first.getByRole('progressbar', { name: 'Progress of execution aaa111' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(first.getByText('1 min 05 s')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Copy execution id aaa111' })).toBeInTheDocument();

    const byId = rowOf('ccc/333');
    expect(screen.getByRole('link', { name: 'ccc/333' })).toHaveAttribute(
      'href',
      '/executions/RUNTIME-01/ccc%2F333',
    );
    expect(byId.getAllByRole('cell')[1]).toHaveTextContent(/^—$/);
    expect(byId.getByText('Unknown')).toBeInTheDocument();
    expect(byId.getByText('No execution with this id on this Runtime.')).toBeInTheDocument();
  });

  it('copies an execution id', async () => {
    seed(success);
    const { user } = await openQueue('/queue');
    await user.click(screen.getByRole('button', { name: 'Copy execution id aaa111' }));
    expect(await navigator.clipboard.readText()).toBe('aaa111');
    expect(screen.getByRole('button', { name: 'Copy execution id aaa111' })).toHaveTextContent('Copied');
  });

  it('applies the filters of the URL and clears them', async () => {
    seed(success, failure, lost);
    const { user, router } = await openQueue('/queue?status=ERROR&status=SUCCESS&runtime=RUNTIME-01');
    expect(shownIds()).toEqual(['aaa111']);
    expect(screen.getByText('Showing 1 of 3 executions')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(shownIds()).toEqual(['ccc/333', 'bbb222', 'aaa111']);
    expect(router.state.location.search).toBe('');
  });

  it('searches as the operator types, replacing the history entry', async () => {
    seed(success, failure, lost);
    const { user, router } = await openQueue('/queue');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'FAIL');
    expect(shownIds()).toEqual(['bbb222']);
    expect(router.state.location.search).toBe('?q=FAIL');
    expect(router.state.historyAction).toBe('REPLACE');

    // Any other navigation (here the menu's link) shows the URL's search, not the text left in the box.
    await user.click(screen.getByRole('link', { name: 'Queue' }));
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
    expect(shownIds()).toHaveLength(3);
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'FAIL');
    expect(shownIds()).toEqual(['bbb222']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'nothing like it');
    expect(screen.getByText('No executions match these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all executions' }));
    expect(shownIds()).toHaveLength(3);
    expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('');
  });

  it('sorts by a column header, keeping the order in the URL', async () => {
    seed(success, failure, lost);
    const { user, router } = await openQueue('/queue');
    expect(screen.getByRole('columnheader', { name: 'Started' })).toHaveAttribute('aria-sort', 'descending');

    await user.click(screen.getByRole('button', { name: 'Robot' }));
    expect(screen.getByRole('columnheader', { name: 'Robot' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Started' })).not.toHaveAttribute('aria-sort');
    expect(shownIds()).toEqual(['ccc/333', 'bbb222', 'aaa111']);
    expect(router.state.location.search).toBe('?sort=robot&dir=asc');

    await user.click(screen.getByRole('button', { name: 'Robot' }));
    expect(shownIds()).toEqual(['aaa111', 'bbb222', 'ccc/333']);
    expect(router.state.location.search).toBe('?sort=robot&dir=desc');
  });

  it('tracks an execution by id: required, exactly as typed, and never twice', async () => {
    seed(success);
    const { user } = await openQueue('/queue');
    const form = within(screen.getByRole('form', { name: 'Track execution' }));
    await user.click(form.getByRole('button', { name: 'Track' }));
    expect(form.getByText('Enter the Runtime ID.')).toBeInTheDocument();
    expect(form.getByText('Enter the execution ID.')).toBeInTheDocument();

    // A space around an id would name another execution: it is pointed out, not silently dropped.
    await user.type(form.getByLabelText(/Runtime ID/), ' RUNTIME-09 ');
    await user.tab();
    expect(form.getByText('The Runtime ID starts or ends with a space; remove it.')).toBeInTheDocument();
    await user.clear(form.getByLabelText(/Runtime ID/));
    await user.type(form.getByLabelText(/Runtime ID/), 'RUNTIME-09');
    await user.type(form.getByLabelText(/Execution ID/), 'xyz789');
    await user.click(form.getByRole('button', { name: 'Track' }));
    expect(rowOf('xyz789').getByText('RUNTIME-09')).toBeInTheDocument();
    expect(trackedExecutionsStore.get()[0]).toMatchObject({
      computerId: 'RUNTIME-09',
      executionId: 'xyz789',
      source: 'track',
    });
    expect(form.getByLabelText(/Execution ID/)).toHaveValue('');

    await user.type(form.getByLabelText(/Execution ID/), 'xyz789');
    await user.click(form.getByRole('button', { name: 'Track' }));
    expect(form.getByText('Execution xyz789 on RUNTIME-09 is already in the list.')).toBeInTheDocument();
    expect(trackedExecutionsStore.get()).toHaveLength(2);
  });

  it.each([
    ['a slash', 'abc/123', 'The execution ID cannot contain "/" or "\\".'],
    ['two dots', '..', 'The execution ID cannot be "." or "..".'],
    [
      'a control character',
      'abc\u0000123',
      'The execution ID contains an invisible control character; type it again.',
    ],
    [
      'too many characters',
      'e'.repeat(maxIdLength + 1),
      `The execution ID can be at most ${maxIdLength} characters long.`,
    ],
  ])('refuses an execution ID with %s where it is typed, and tracks nothing', async (_, id, message) => {
    const { user } = await openQueue('/queue');
    const form = within(screen.getByRole('form', { name: 'Track execution' }));
    await user.type(form.getByLabelText(/Runtime ID/), 'RUNTIME-01');
    await user.click(form.getByLabelText(/Execution ID/));
    await user.paste(id);
    await user.tab();
    expect(form.getByText(message)).toBeInTheDocument();
    await user.click(form.getByRole('button', { name: 'Track' }));
    expect(trackedExecutionsStore.get()).toEqual([]);
    expect(form.getByLabelText(/Execution ID/)).toHaveValue(id);
  });

  it('cuts long ids short in the table and keeps them whole in the tooltip', async () => {
    const robotId = 'robot-'.padEnd(maxIdLength, 'r');
    const executionId = 'exec-'.padEnd(maxIdLength, 'e');
    seed(tracked({ executionId, robotId, status: 'PENDENT', init: base }));
    await openQueue('/queue');
    const row = rowOf(executionId);
    expect(row.getByText(robotId)).toHaveAttribute('title', robotId);
    expect(row.getByText('RUNTIME-01')).toHaveAttribute('title', 'RUNTIME-01');
    expect(screen.getByRole('link', { name: executionId })).toHaveAttribute('title', executionId);
  });

  it('removes ended rows from the list, one or selected, with undo', async () => {
    seed(success, failure, lost);
    const { user } = await openQueue('/queue');
    await user.click(screen.getByRole('button', { name: 'Remove execution aaa111 from the list' }));
    expect(screen.queryByRole('link', { name: 'aaa111' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('link', { name: 'aaa111' })).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown executions' }));
    await user.click(screen.getByRole('button', { name: 'Remove selected from list (3)' }));
    expect(screen.getByText('No executions yet.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    expect(shownIds()).toEqual(['ccc/333', 'bbb222', 'aaa111']);
  });

  it('reports an unreadable saved entry instead of failing, keeps it aside, and lets the operator dismiss it', async () => {
    localStorage.setItem(trackedExecutionsStore.key, '[{"computerId": 42}]');
    const { user } = await openQueue('/queue');
    const title = 'The saved list of executions could not be read in full';
    expect(screen.getByText(title)).toBeInTheDocument();
    expect(screen.getByText(/could not be read and was set aside/)).toBeInTheDocument();
    expect(
      JSON.parse(localStorage.getItem(`${trackedExecutionsStore.key}:corrupt-entries`) ?? 'null'),
    ).toEqual([{ computerId: 42 }]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(title)).not.toBeInTheDocument();
  });
});
