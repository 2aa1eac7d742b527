import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoRobots, demoRuntimeId } from '@/mocks/demo';
import { Simulator } from '@/mocks/simulator';
import { trackExecution, trackedExecutionsStore } from '@/lib/tracked-executions';
import { openQueue, recordFromSimulator } from './queue-test-support';

/** Starts a run in the simulator and follows it here, as the run page and the watcher would. */
function startTracked(sim: Simulator, robotId: string): string {
  const id = sim.startExecution(demoRuntimeId, robotId, null);
  trackExecution({ computerId: demoRuntimeId, executionId: id, robotId, source: 'run' });
  recordFromSimulator(sim, demoRuntimeId, id);
  return id;
}

const rowOf = (id: string) => {
  const row = screen.getByRole('link', { name: id }).closest('tr');
  if (row === null) throw new Error(`No row for ${id}`);
  return within(row);
};
const stored = (id: string) => trackedExecutionsStore.get().find((e) => e.executionId === id);

describe('deleting queued executions', () => {
  it('asks first, then deletes one and shows it as deleted', async () => {
    const sim = new Simulator();
    const id = startTracked(sim, demoRobots.queued);
    const { user } = await openQueue('/queue', sim);

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
    expect(rowOf(id).queryByRole('button', { name: `Delete execution ${id}` })).not.toBeInTheDocument();
    expect(stored(id)?.deletedAt).toBeTypeOf('number');
    expect(sim.executionResult(demoRuntimeId, id)).toBeUndefined();
    const deletes = sim.receivedRequests.filter((request) => request.method === 'DELETE');
    expect(deletes.map((request) => request.path)).toEqual([
      `/api/integration/v1/delete/${demoRuntimeId}/${id}`,
    ]);
  });

  it('deletes the selected queued ones together and skips the others', async () => {
    const sim = new Simulator({ queueMs: 0, runMs: 60_000 });
    const first = startTracked(sim, demoRobots.queued);
    const second = startTracked(sim, demoRobots.queued);
    const running = startTracked(sim, demoRobots.succeeding);
    const { user } = await openQueue('/queue', sim);
    expect(rowOf(running).getByText('RUNNING')).toBeInTheDocument();

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
    expect(sim.receivedRequests.filter((request) => request.method === 'DELETE')).toHaveLength(2);
  });

  it('says plainly when an execution has left the queue meanwhile, and marks nothing', async () => {
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    const id = startTracked(sim, demoRobots.succeeding);
    const { user } = await openQueue('/queue', sim);

    await user.click(rowOf(id).getByRole('button', { name: `Delete execution ${id}` }));
    const dialog = within(await screen.findByRole('dialog'));
    clock += sim.timing.queueMs + 1;
    await user.click(dialog.getByRole('button', { name: 'Delete' }));

    expect(await dialog.findByRole('alert')).toHaveTextContent(
      `${id} has already started, so it can no longer be deleted.`,
    );
    expect(stored(id)?.deletedAt).toBeUndefined();
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(rowOf(id).queryByText('Deleted')).not.toBeInTheDocument();
  });

  it('reports which of several failed and keeps the ones that succeeded', async () => {
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    const queued = startTracked(sim, demoRobots.queued);
    const starting = startTracked(sim, demoRobots.succeeding);
    const { user } = await openQueue('/queue', sim);

    await user.click(screen.getByRole('checkbox', { name: `Select execution ${queued}` }));
    await user.click(screen.getByRole('checkbox', { name: `Select execution ${starting}` }));
    await user.click(screen.getByRole('button', { name: 'Delete selected (2)' }));
    const dialog = within(await screen.findByRole('dialog'));
    clock += sim.timing.queueMs + 1;
    await user.click(dialog.getByRole('button', { name: 'Delete 2' }));

    const alert = await dialog.findByRole('alert');
    expect(alert).toHaveTextContent('1 execution was deleted. 1 execution was not:');
    expect(alert).toHaveTextContent(`${starting} has already started`);
    expect(stored(queued)?.deletedAt).toBeTypeOf('number');
    expect(stored(starting)?.deletedAt).toBeUndefined();
  });
});
