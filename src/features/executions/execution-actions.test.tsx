import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/data/browser-client';
import { demoAccount, demoRobots, queuedBotQueueMs } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';

const me = demoAccount.username;
const deletes = (sim: Simulator) => sim.receivedRequests.filter((r) => r.endpoint === 'deleteExecution');

beforeEach(() => notifications.clean());

describe('acting on an execution from its page', () => {
  it('opens the run form filled with its inputs, a secret left for the operator to type again', async () => {
    const sim = new Simulator();
    const { router, user, workspace } = await renderSignedIn('/run', sim);
    await workspace.catalog.saveRobot(
      {
        robotId: 'login-bot',
        name: 'Login robot',
        variables: [
          { name: 'user', type: 'text' },
          { name: 'password', type: 'text', secret: true },
        ],
      },
      undefined,
      'lead@robot-console.test',
    );
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: 'login-bot' }, [
      { name: 'user', type: 'text', value: 'robot-account' },
      { name: 'password', type: 'text', value: 'not-kept' },
    ]);
    await router.navigate(`/executions/RUNTIME-01/${id}`);

    const edit = await screen.findByRole('link', { name: 'Edit and run again' });
    expect(edit).toHaveAttribute('href', `/run?from=RUNTIME-01%2F${id}`);
    expect(edit).toHaveAccessibleDescription(
      'The value of the secret variable "password" was never stored, so it cannot be run again as it was. Edit and run again leaves it empty for you to type again.',
    );
    await user.click(edit);

    expect(await screen.findByTestId('prefill-note')).toHaveTextContent(
      'The value of the secret variable "password" is never stored: type it again.',
    );
    expect(router.state.location.pathname).toBe('/run');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('combobox', { name: /Runtime ID/ })).toHaveValue('RUNTIME-01');
    expect(screen.getByRole('combobox', { name: /Robot ID/ })).toHaveValue('login-bot');
    expect(screen.getAllByLabelText(/Variable value/).map((f) => (f as HTMLInputElement).value)).toEqual([
      'robot-account',
      '',
    ]);
  });

  it('offers both ways to run again when every input is known, and neither for a tracked one', async () => {
    const sim = new Simulator();
    const { router, workspace } = await renderSignedIn('/run', sim);
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: 'invoice-bot' });
    await router.navigate(`/executions/RUNTIME-01/${id}`);
    expect(await screen.findByRole('button', { name: 'Run again' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Edit and run again' })).toHaveAttribute(
      'href',
      `/run?from=RUNTIME-01%2F${id}`,
    );

    await workspace.journal.track('RUNTIME-01', 'ddd444', me);
    await router.navigate('/executions/RUNTIME-01/ddd444');
    await waitFor(() => expect(screen.getByTestId('execution-facts')).toHaveTextContent(`tracked by ${me}`));
    expect(screen.getByRole('button', { name: 'Run again' })).toBeDisabled();
    expect(screen.queryByRole('link', { name: 'Edit and run again' })).not.toBeInTheDocument();
  });

  it('deletes it while it is queued, once confirmed, through the server that records who did', async () => {
    const sim = new Simulator();
    const { router, user, workspace } = await renderSignedIn('/run', sim);
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: demoRobots.queued });
    await router.navigate(`/executions/RUNTIME-01/${id}`);

    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this queued execution?' });
    expect(dialog).toHaveTextContent(
      `Execution ${id} of robot queued-bot on Runtime RUNTIME-01 will be removed from the queue before it starts. This cannot be undone.`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletes(sim)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this queued execution?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete execution' }));

    expect(await screen.findByText(`Execution ${id} was removed from the queue.`)).toBeInTheDocument();
    expect(await screen.findByText('Deleted from the queue')).toBeInTheDocument();
    expect(screen.getByTestId('execution-facts')).toHaveTextContent(`deleted by ${me} on`);
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(deletes(sim)).toHaveLength(1);
    expect(await workspace.journal.find('RUNTIME-01', id)).toMatchObject({ deletedBy: me });
  });

  it('says so when it started while the operator was confirming', async () => {
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    const { router, user } = await renderSignedIn('/run', sim);
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: demoRobots.queued });
    await router.navigate(`/executions/RUNTIME-01/${id}`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this queued execution?' });

    clock += queuedBotQueueMs + 1;
    await user.click(within(dialog).getByRole('button', { name: 'Delete execution' }));
    const refusal = await within(dialog).findByRole('alert');
    expect(refusal).toHaveTextContent(
      'The execution was not deletedIt has started meanwhile, so it can no longer be deleted.',
    );
    // The page has learnt meanwhile that it runs: nothing more to delete.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Delete execution' })).toBeDisabled(),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByText('RUNNING')).toBeInTheDocument();
  });

  it('deletes a queued execution outside the team journal too', async () => {
    const sim = new Simulator();
    const { router, user } = await renderSignedIn('/run', sim);
    const id = sim.startExecution('RUNTIME-01', demoRobots.queued, null);
    await router.navigate(`/executions/RUNTIME-01/${id}`);
    await waitFor(() =>
      expect(screen.getByTestId('execution-facts')).toHaveTextContent('not in the team’s journal'),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this queued execution?' });
    expect(dialog).toHaveTextContent(`Execution ${id} on Runtime RUNTIME-01 will be removed from the queue`);
    await user.click(within(dialog).getByRole('button', { name: 'Delete execution' }));
    expect(await screen.findByText(`Execution ${id} was removed from the queue.`)).toBeInTheDocument();
    expect(deletes(sim)).toHaveLength(1);
    expect(sim.executionResult('RUNTIME-01', id)).toBeUndefined();
  });
});
