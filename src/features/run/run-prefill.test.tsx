import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { api } from '@/data/browser-client';
import { demoAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { runFromExecutionPath, runWithRobotPath } from '@/lib/run-links';
import { runDraftStore } from './run-draft';
import { openRunWithCatalog, robotField, runRequests, runtimeField } from './run-test-support';

const me = demoAccount.username;
const template = [
  { name: 'customer', defaultValue: 'ACME' },
  { name: 'password', secret: true },
];
const valueOf = (row: number) =>
  within(screen.getByRole('group', { name: `Variable ${row}` })).getByLabelText(/Variable value/);
const nameOf = (row: number) =>
  within(screen.getByRole('group', { name: `Variable ${row}` })).getByLabelText(/Variable name/);

describe('a run link fills the run form', () => {
  it('with the inputs of an execution, a secret left empty to be typed again', async () => {
    const sim = new Simulator();
    const { user, router } = await openRunWithCatalog(template, sim);
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: 'invoice-bot' }, [
      { name: 'customer', type: 'text', value: 'Globex' },
      { name: 'password', type: 'text', value: 'first-secret' },
    ]);
    await router.navigate(runFromExecutionPath({ computerId: 'RUNTIME-01', executionId: id }));

    const note = await screen.findByTestId('prefill-note');
    expect(note).toHaveTextContent(
      `Filled in with the inputs of execution ${id}, started by ${me}. Check them, then press Run.`,
    );
    expect(note).toHaveTextContent(
      'The value of the secret variable "password" is never stored: type it again.',
    );
    expect(runtimeField()).toHaveValue('RUNTIME-01');
    expect(robotField()).toHaveValue('invoice-bot');
    expect(nameOf(1)).toHaveValue('customer');
    expect(valueOf(1)).toHaveValue('Globex');
    expect(nameOf(2)).toHaveValue('password');
    expect(valueOf(2)).toHaveValue('');
    // The link left the address, replaced rather than added: a reload (or Back) does not fill it again.
    expect(router.state.location.search).toBe('');
    expect(router.state.historyAction).toBe('REPLACE');

    // The secret must be typed again before anything is sent.
    const sent = runRequests(sim).length;
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('This robot needs a value here.')).toBeInTheDocument();
    expect(runRequests(sim)).toHaveLength(sent);
    await user.type(valueOf(2), 'second-secret');
    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\/RUNTIME-01\//));
    expect(runRequests(sim).at(-1)).toMatchObject({
      path: '/api/integration/v2/run/RUNTIME-01/invoice-bot',
      body: {
        variables: [
          { name: 'customer', type: 'text', value: 'Globex' },
          { name: 'password', type: 'text', value: 'second-secret' },
        ],
      },
    });
  });

  it('asks before replacing a draft that differs, and keeps it when told so', async () => {
    runDraftStore.set({ computerId: 'RUNTIME-02', robotId: 'my-bot', apiVersion: 'v2', variables: [] });
    const { user, router } = await openRunWithCatalog(template);
    const id = await api.runV1({ computerId: 'RUNTIME-01', robotId: 'invoice-bot' }, [
      { name: 'customer', type: 'text', value: 'Initech' },
    ]);
    const link = runFromExecutionPath({ computerId: 'RUNTIME-01', executionId: id });

    await router.navigate(link);
    const dialog = await screen.findByRole('dialog', { name: 'Replace what you typed?' });
    expect(dialog).toHaveTextContent(
      `The form holds what you typed before. Fill it with the inputs of execution ${id} instead?`,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Keep what I typed' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // The page without the link is drawn (the router's state changes before it is): the question has gone.
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Replace what you typed?' })).not.toBeInTheDocument(),
    );
    expect(runtimeField()).toHaveValue('RUNTIME-02');
    expect(robotField()).toHaveValue('my-bot');
    expect(screen.queryByTestId('prefill-note')).not.toBeInTheDocument();

    await router.navigate(link);
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Replace what you typed?' })).getByRole('button', {
        name: 'Replace',
      }),
    );
    await waitFor(() => expect(runtimeField()).toHaveValue('RUNTIME-01'));
    expect(robotField()).toHaveValue('invoice-bot');
    expect(screen.getByRole('radio', { name: 'Version 1' })).toBeChecked();
    expect(valueOf(1)).toHaveValue('Initech');
    expect(router.state.location.search).toBe('');
    expect(runDraftStore.get()).toMatchObject({ computerId: 'RUNTIME-01', apiVersion: 'v1' });
  });

  it('picks a catalog robot as the picker does, and says when the robot is not in the catalog', async () => {
    const { user, router } = await openRunWithCatalog(template);
    // What the command palette opens.
    await router.navigate(runWithRobotPath('invoice-bot'));
    expect(await screen.findByTestId('prefill-note')).toHaveTextContent(
      'Robot Invoice reader picked from the team’s catalog: its variables were filled in.',
    );
    expect(robotField()).toHaveValue('invoice-bot');
    expect(nameOf(1)).toHaveValue('customer');
    expect(valueOf(1)).toHaveValue('ACME');
    expect(nameOf(2)).toHaveValue('password');
    expect(router.state.location.search).toBe('');

    // The draft now differs from what the next link would make of it: asked first.
    await user.type(runtimeField(), 'RUNTIME-01');
    await router.navigate(runWithRobotPath('ghost-bot'));
    const dialog = await screen.findByRole('dialog', { name: 'Replace what you typed?' });
    expect(dialog).toHaveTextContent('Pick robot ghost-bot instead?');
    await user.click(within(dialog).getByRole('button', { name: 'Replace' }));
    await waitFor(() => expect(robotField()).toHaveValue('ghost-bot'));
    expect(runtimeField()).toHaveValue('RUNTIME-01');
    expect(valueOf(1)).toHaveValue('ACME');
    await waitFor(() =>
      expect(screen.getByTestId('prefill-note')).toHaveTextContent(
        '“ghost-bot” is not in the team’s catalog: its ID was filled in, the variables were left as they were.',
      ),
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByTestId('prefill-note')).not.toBeInTheDocument());
  });

  it('leaves the form as it was for a link that names no execution, or one the journal lacks', async () => {
    const { router } = await openRunWithCatalog();
    await router.navigate('/run?from=no-slash-here');
    expect(await screen.findByTestId('prefill-note')).toHaveTextContent(
      'This link does not name an execution, so the form was left as it was.',
    );
    expect(router.state.location.search).toBe('');

    await router.navigate(runFromExecutionPath({ computerId: 'RUNTIME-01', executionId: 'not-kept' }));
    await waitFor(() =>
      expect(screen.getByTestId('prefill-note')).toHaveTextContent(
        'Execution not-kept is not in the team’s journal, so the form was left as it was.',
      ),
    );
    expect(runtimeField()).toHaveValue('');
    expect(router.state.location.search).toBe('');
  });
});
