import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoRobots, demoRuntimeId } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import {
  findRow,
  me,
  openQueue,
  readResults,
  rowOf,
  startRun,
  type TestWorkspace,
} from './queue-test-support';

const deletesIn = (sim: Simulator) => sim.receivedRequests.filter((request) => request.method === 'DELETE');
const entryOf = (workspace: TestWorkspace, id: string) => workspace.journal.find(demoRuntimeId, id);

describe('deleting queued executions', () => {
  it('asks first, then deletes one through the server, which records who and when', async () => {
    const sim = new Simulator();
    let id = '';
    const { user, workspace } = await openQueue('/queue', {
      sim,
      before: async () => {
        id = await startRun(demoRobots.queued);
        await readResults(id);
      },
    });
    // The row learns it is queued from the journal, which recorded its first result read.
    await (await findRow(id)).findByText('PENDENT');

    await user.click(rowOf(id).getByRole('button', { name: `Delete execution ${id}` }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete queued execution?' }));
    expect(dialog.getByText(id)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sim.executionResult(demoRuntimeId, id)).toBeDefined();

    await user.click(rowOf(id).getByRole('button', { name: `Delete execution ${id}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText(`Execution ${id} was deleted from the queue.`)).toBeInTheDocument();
    expect(rowOf(id).getByText('Deleted')).toBeInTheDocument();
    expect(rowOf(id).getByText(new RegExp(`^by ${me}, `))).toBeInTheDocument();
    expect(rowOf(id).queryByRole('button', { name: `Delete execution ${id}` })).not.toBeInTheDocument();
    const recorded = await entryOf(workspace, id);
    expect(recorded?.deletedBy).toBe(me);
    expect(recorded?.deletedAt).toBeTypeOf('number');
    expect(sim.executionResult(demoRuntimeId, id)).toBeUndefined();
    expect(deletesIn(sim).map((request) => request.path)).toEqual([
      `/api/integration/v1/delete/${demoRuntimeId}/${id}`,
    ]);
  });

  it('deletes the selected queued ones together and skips the others', async () => {
    const sim = new Simulator({ queueMs: 0, runMs: 60_000 });
    const ids: string[] = [];
    const { user, workspace } = await openQueue('/queue', {
      sim,
      before: async () => {
        ids.push(await startRun(demoRobots.queued), await startRun(demoRobots.queued));
        ids.push(await startRun(demoRobots.succeeding));
        await readResults(...ids);
      },
    });
    const [first = '', second = '', running = ''] = ids;
    expect(await (await findRow(running)).findByText('RUNNING')).toBeInTheDocument();
    await rowOf(first).findByText('PENDENT');
    await rowOf(second).findByText('PENDENT');

    await user.click(screen.getByRole('checkbox', { name: 'Select all shown executions' }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete 2 queued executions?' }));
    expect(dialog.getByText(first)).toBeInTheDocument();
    expect(dialog.getByText(second)).toBeInTheDocument();
    expect(dialog.queryByText(running)).not.toBeInTheDocument();
    expect(dialog.getByText(/1 selected execution is not queued and will be skipped/)).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Delete 2' }));

    expect(await screen.findByText('2 queued executions were deleted.')).toBeInTheDocument();
    expect(rowOf(first).getByText('Deleted')).toBeInTheDocument();
    expect(rowOf(second).getByText('Deleted')).toBeInTheDocument();
    expect(rowOf(running).getByText('RUNNING')).toBeInTheDocument();
    expect(deletesIn(sim)).toHaveLength(2);
    expect((await entryOf(workspace, running))?.deletedAt).toBeNull();
  });

  it('says plainly when an execution has left the queue meanwhile, and records no delete', async () => {
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    let id = '';
    const { user, workspace } = await openQueue('/queue', {
      sim,
      before: async () => {
        id = await startRun(demoRobots.succeeding);
        await readResults(id);
      },
    });
    await (await findRow(id)).findByText('PENDENT');

    await user.click(rowOf(id).getByRole('button', { name: `Delete execution ${id}` }));
    const dialog = within(await screen.findByRole('dialog'));
    clock += sim.timing.queueMs + 1;
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      `${id} has already started, so it can no longer be deleted.`,
    );
    expect((await entryOf(workspace, id))?.deletedAt).toBeNull();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(id).queryByText('Deleted')).not.toBeInTheDocument();
    // Read again at once, so the row no longer offers a delete that cannot work.
    expect(await rowOf(id).findByText('RUNNING')).toBeInTheDocument();
    expect(rowOf(id).queryByRole('button', { name: `Delete execution ${id}` })).not.toBeInTheDocument();
  });

  it('reports which of several failed and keeps the ones that succeeded', async () => {
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    const ids: string[] = [];
    const { user, workspace } = await openQueue('/queue', {
      sim,
      before: async () => {
        ids.push(await startRun(demoRobots.queued), await startRun(demoRobots.succeeding));
        await readResults(...ids);
      },
    });
    const [queued = '', starting = ''] = ids;
    await (await findRow(queued)).findByText('PENDENT');
    await rowOf(starting).findByText('PENDENT');

    await user.click(screen.getByRole('checkbox', { name: `Select execution ${queued}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select execution ${starting}` }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = within(await screen.findByRole('dialog'));
    clock += sim.timing.queueMs + 1;
    await user.click(dialog.getByRole('button', { name: 'Delete 2' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('1 execution was deleted. 1 execution was not:');
    expect(alert).toHaveTextContent(`${starting} has already started`);
    expect((await entryOf(workspace, queued))?.deletedBy).toBe(me);
    expect((await entryOf(workspace, starting))?.deletedAt).toBeNull();
  });
});
