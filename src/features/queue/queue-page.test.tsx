import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { maxIdLength } from '@/api/ids';
import { Simulator } from '@/mocks/simulator/simulator';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';
import {
  colleague,
  endedAt,
  january,
  me,
  openQueue,
  rowOf,
  seedRun,
  seedThree,
  shownIds,
} from './queue-test-support';

describe('the queue page', () => {
  it('says how to fill an empty journal', async () => {
    await openQueue('/queue');
    expect(await screen.findByText('No executions yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'run a robot' })).toHaveAttribute('href', '/run');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows a run started from the run form, with who started it, and follows it', async () => {
    const { user, router } = await renderSignedIn('/run', new Simulator());
    await user.type(screen.getByRole('combobox', { name: /Runtime ID/ }), 'RUNTIME-01');
    await user.type(screen.getByRole('combobox', { name: /Robot ID/ }), 'invoice-bot');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\//));
    const id = decodeURIComponent(router.state.location.pathname.split('/').at(-1) ?? '');

    await user.click(screen.getByRole('link', { name: 'Queue' }));
    await screen.findByRole('link', { name: id });
    const row = rowOf(id);
    expect(row.getByText('invoice-bot')).toBeInTheDocument();
    expect(row.getByText('RUNTIME-01')).toBeInTheDocument();
    expect(row.getByText(me)).toBeInTheDocument();
    // Its result is read for the journal, which the row shows when the list is read again.
    expect(await rowOf(id).findByText(/PENDENT|RUNNING|SUCCESS/)).toBeInTheDocument();
    expect(screen.getByText('1 execution')).toBeInTheDocument();
  });

  it('shows what the journal knows of each row, newest first, reading no result itself', async () => {
    const sim = new Simulator();
    await openQueue('/queue', {
      sim,
      before: async (workspace) => {
        await seedThree(workspace);
        // Tracked by id by a colleague: its robot is unknown, and the service does not know it.
        await workspace.journal.track('RUNTIME-01', 'ddd444', colleague);
        // Recorded before ids were checked: a slash cannot be one path segment, so it is never asked for.
        await workspace.journal.track('RUNTIME-01', 'eee/555', colleague);
        // The server's follower gave up on one: the service does not know it.
        await workspace.database.db
          .updateTable('executions')
          .set({ lost_reason: 'Not found on its Runtime' })
          .where('execution_id', '=', 'ddd444')
          .execute();
      },
    });
    await screen.findByRole('link', { name: 'aaa111' });
    expect(shownIds()).toEqual(['eee/555', 'ddd444', 'ccc333', 'bbb222', 'aaa111']);
    const first = rowOf('aaa111');
    expect(first.getByText('SUCCESS')).toBeInTheDocument();
    expect(first.getByText('1 min 05 s')).toBeInTheDocument();
    expect(first.getByText(me)).toBeInTheDocument();
    expect(first.getByRole('progressbar', { name: 'Progress of execution aaa111' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    expect(rowOf('bbb222').getByText(colleague)).toBeInTheDocument();
    expect(rowOf('bbb222').getByText('ERROR')).toBeInTheDocument();
    const tracked = rowOf('ddd444');
    expect(tracked.getByText('tracked by id')).toBeInTheDocument();
    expect(tracked.getAllByRole('cell')[1]).toHaveTextContent(/^—$/);
    // Why it no longer changes comes from the journal: the page reads no result itself.
    expect(rowOf('ddd444').getByText('Not found on its Runtime')).toBeInTheDocument();
    expect(sim.receivedRequests.filter((request) => request.path.includes('/result/'))).toEqual([]);
    expect(screen.getByRole('link', { name: 'eee/555' })).toHaveAttribute(
      'href',
      '/executions/RUNTIME-01/eee%2F555',
    );
    expect(
      rowOf('eee/555').getByText('Not followed: The execution ID cannot contain "/" or "\\".'),
    ).toBeInTheDocument();
  });

  it('says so when the journal cannot be read, and tries again', async () => {
    const { user, router } = await openQueue('/queue?q=x', { before: seedThree });
    await screen.findByText('No executions match these filters.');
    let down = true;
    mswServer.use(
      // While `down`, the server answers as it does when its database cannot be reached; then it is back.
      http.get('/api/executions', () =>
        down
          ? HttpResponse.json(
              {
                error: 'database-unavailable',
                message: 'The team workspace is unavailable. Try again shortly.',
              },
              { status: 503 },
            )
          : undefined,
      ),
    );
    await router.navigate('/queue?q=bbb');
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search' })).toHaveValue('bbb'));
    expect(await screen.findByText('The journal could not be read')).toBeInTheDocument();
    // The console's own words for the server's code, not the server's English message.
    expect(
      screen.getByText(/^The team workspace’s database cannot be reached right now\. Nothing stored is lost/),
    ).toBeInTheDocument();

    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(shownIds()).toEqual(['bbb222']));
  });

  it('cuts long ids short in the table and keeps them whole in the tooltip', async () => {
    const robotId = 'robot-'.padEnd(maxIdLength, 'r');
    const executionId = 'exec-'.padEnd(maxIdLength, 'e');
    await openQueue('/queue', {
      before: (workspace) =>
        seedRun(workspace, { executionId, robotId, at: january, result: endedAt(january) }),
    });
    await screen.findByRole('link', { name: executionId });
    const row = rowOf(executionId);
    expect(row.getByText(robotId)).toHaveAttribute('title', robotId);
    expect(row.getByText('RUNTIME-01')).toHaveAttribute('title', 'RUNTIME-01');
    expect(screen.getByRole('link', { name: executionId })).toHaveAttribute('title', executionId);
  });

  it('shortens ids in the middle, so that ids differing only at their end read apart, and keeps them whole elsewhere', async () => {
    const ids = ['6b09569500000000000000003', '6b09569500000000000000004'];
    const { user } = await openQueue('/queue', {
      before: async (workspace) => {
        for (const executionId of ids) {
          await seedRun(workspace, { executionId, at: january, result: endedAt(january) });
        }
      },
    });
    const link = await screen.findByRole('link', { name: ids[1] });
    expect(link).toHaveTextContent(/^6b0956…0004$/);
    expect(screen.getByRole('link', { name: ids[0] })).toHaveTextContent(/^6b0956…0003$/);
    expect(link).toHaveAttribute('title', ids[1]);
    expect(link).toHaveAttribute('href', `/executions/RUNTIME-01/${ids[1] ?? ''}`);
    await user.click(screen.getByRole('button', { name: `Copy execution id ${ids[1] ?? ''}` }));
    expect(await navigator.clipboard.readText()).toBe(ids[1]);
  });

  it('copies an execution id', async () => {
    const { user } = await openQueue('/queue', { before: seedThree });
    await user.click(await screen.findByRole('button', { name: 'Copy execution id aaa111' }));
    expect(await navigator.clipboard.readText()).toBe('aaa111');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Copy execution id aaa111' })).toHaveTextContent('Copied'),
    );
  });
});
