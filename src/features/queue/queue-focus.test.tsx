import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { demoRobots } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { findRow, openQueue, queueViewport, readResults, rowOf, startRun } from './queue-test-support';

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Opens the queue with queued executions, their rows showing PENDENT (so they offer Delete). */
async function openWithQueued(count: number, sim = new Simulator(), robot: string = demoRobots.queued) {
  const ids: string[] = [];
  const app = await openQueue('/queue', {
    sim,
    before: async () => {
      for (let i = 0; i < count; i += 1) ids.push(await startRun(robot));
      await readResults(...ids);
    },
  });
  for (const id of ids) await (await findRow(id)).findByText('PENDENT');
  return { ...app, ids };
}

const deleteButtonOf = (id: string) => rowOf(id).getByRole('button', { name: `Delete execution ${id}` });

describe('the keyboard focus around deleting from the queue', () => {
  it('reaches a row’s select box, execution, copy and Delete with Tab, and uses each from the keyboard', async () => {
    const { user, ids } = await openWithQueued(1);
    const [id = ''] = ids;
    const select = rowOf(id).getByRole('checkbox', { name: `Select execution ${id}` });
    act(() => select.focus());
    await user.keyboard(' ');
    expect(select).toBeChecked();
    await user.tab();
    expect(rowOf(id).getByRole('link', { name: id })).toHaveFocus();
    await user.tab();
    const copy = rowOf(id).getByRole('button', { name: `Copy execution id ${id}` });
    expect(copy).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(copy).toHaveTextContent('Copied'));
    await user.tab();
    expect(deleteButtonOf(id)).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Delete queued execution?' })).toBeInTheDocument();
  });

  it('goes back to the row’s Delete on Cancel, and to its execution once it is deleted', async () => {
    const { user, ids } = await openWithQueued(2);
    const [id = ''] = ids;

    act(() => deleteButtonOf(id).focus());
    await user.keyboard('{Enter}');
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete queued execution?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await waitFor(() => expect(deleteButtonOf(id)).toHaveFocus());

    await user.keyboard('{Enter}');
    dialog = within(await screen.findByRole('dialog', { name: 'Delete queued execution?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await dialogClosed();
    // The row stays, marked Deleted, without its Delete: the focus is on the row, not lost.
    expect(rowOf(id).getByText('Deleted')).toBeInTheDocument();
    expect(rowOf(id).queryByRole('button', { name: `Delete execution ${id}` })).not.toBeInTheDocument();
    await waitFor(() => expect(rowOf(id).getByRole('link', { name: id })).toHaveFocus());
  });

  it('goes to the row’s execution when the delete was refused because it had started', async () => {
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    // A robot that leaves the queue after the simulator's usual wait, which the test lets pass.
    const { user, ids } = await openWithQueued(1, sim, demoRobots.succeeding);
    const [id = ''] = ids;
    await user.click(deleteButtonOf(id));
    const dialog = within(await screen.findByRole('dialog'));
    clock += sim.timing.queueMs + 1;
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await dialog.findByRole('alert');
    await user.click(dialog.getByRole('button', { name: 'Close' }));
    await dialogClosed();
    await waitFor(() => expect(rowOf(id).getByRole('link', { name: id })).toHaveFocus());
  });

  it('goes back to “Delete selected” on Cancel, and to the list once the selection is deleted', async () => {
    const { user, ids } = await openWithQueued(2);
    for (const id of ids) {
      await user.click(screen.getByRole('checkbox', { name: `Select execution ${id}` }));
    }
    const deleteSelected = () => screen.getByRole('button', { name: 'Delete selected (2)' });
    await user.click(deleteSelected());
    let dialog = within(await screen.findByRole('dialog', { name: 'Delete 2 queued executions?' }));
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await waitFor(() => expect(deleteSelected()).toHaveFocus());

    await user.keyboard('{Enter}');
    dialog = within(await screen.findByRole('dialog', { name: 'Delete 2 queued executions?' }));
    await user.click(dialog.getByRole('button', { name: 'Delete 2' }));
    await dialogClosed();
    expect(screen.queryByRole('button', { name: /^Delete selected/ })).not.toBeInTheDocument();
    // The list, named as such, is the next stop after the selection bar; Tab goes on into it.
    await waitFor(() => expect(queueViewport()).toHaveFocus());
    for (const id of ids) expect(rowOf(id).getByText('Deleted')).toBeInTheDocument();
  });
});
