import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runVariablesSchema } from '@/api/schemas';
import { demoAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { runDraftStore } from './run-draft';
import { emptyRunForm } from './run-form-schema';
import { addVariable, fillIds, lastRunRequest, robotField, runtimeField } from './run-test-support';

describe('run a robot', () => {
  it('sends exactly the body the preview shows, then opens the execution, which enters the team journal', async () => {
    const sim = new Simulator();
    const { user, router, workspace } = await renderSignedIn('/run', sim);
    await fillIds(user, 'RUNTIME-01', 'invoice-bot');
    await addVariable(user, 0, 'batch', 'NOV-2026');
    await addVariable(user, 1, 'country', 'PT');

    const expected = {
      variables: [
        { name: 'batch', type: 'text', value: 'NOV-2026' },
        { name: 'country', type: 'text', value: 'PT' },
      ],
    };
    expect(screen.getByTestId('request-line')).toHaveTextContent(
      'POST /api/integration/v2/run/RUNTIME-01/invoice-bot',
    );
    expect(JSON.parse(screen.getByTestId('request-body').textContent)).toEqual(expected);

    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\/RUNTIME-01\/.+/));
    expect(lastRunRequest(sim)).toMatchObject({
      path: '/api/integration/v2/run/RUNTIME-01/invoice-bot',
      body: expected,
    });
    const executionId = decodeURIComponent(router.state.location.pathname.split('/').at(-1) ?? '');
    expect(await workspace.journal.find('RUNTIME-01', executionId)).toMatchObject({
      computerId: 'RUNTIME-01',
      robotId: 'invoice-bot',
      apiVersion: 'v2',
      variables: expected.variables,
      source: 'run',
      startedBy: demoAccount.username,
    });
  });

  it('offers a viewer neither Run nor Add variable, and says why', async () => {
    await renderSignedIn('/run', undefined, { as: 'viewer' });
    const why = 'Viewers cannot run robots. An admin of your team can make you an operator.';
    const add = await screen.findByRole('button', { name: 'Add variable' });
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription(why);
    expect(screen.getByRole('button', { name: 'Run' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Run' })).toHaveAccessibleDescription(why);
  });

  it('uses the GET call of version 1 for the robot defaults', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn('/run', sim);
    await fillIds(user, 'RUNTIME-01', 'invoice-bot');
    // The versions are a group named by its caption, with the caption's hint (no label for a non-input).
    const versions = screen.getByRole('radiogroup', { name: 'API version' });
    expect(versions).toHaveAccessibleDescription('Version 2 is current; version 1 stays available.');
    expect(document.querySelector('label[for="run-api-version"]')).toBeNull();
    await user.click(within(versions).getByRole('radio', { name: 'Version 1' }));
    expect(screen.getByTestId('request-line')).toHaveTextContent(
      'GET /api/integration/v1/run/RUNTIME-01/invoice-bot',
    );
    expect(screen.queryByTestId('request-body')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() =>
      expect(lastRunRequest(sim)).toMatchObject({ endpoint: 'runV1Defaults', method: 'GET' }),
    );
  });

  it('requires both ids and unique, non-empty variable names before sending anything', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn('/run', sim);
    await addVariable(user, 0, 'same', '1');
    await addVariable(user, 1, 'same', '2');
    await user.click(screen.getByRole('button', { name: 'Add variable' }));
    await user.click(screen.getByRole('button', { name: 'Run' }));

    expect(await screen.findByText('Enter the Runtime ID.')).toBeInTheDocument();
    expect(screen.getByText('Enter the Robot ID.')).toBeInTheDocument();
    expect(screen.getByText('"same" is already used above.')).toBeInTheDocument();
    expect(screen.getByText('Enter a variable name.')).toBeInTheDocument();
    expect(lastRunRequest(sim)).toBeUndefined();
  });

  it('reorders and removes variable rows', async () => {
    const { user } = await renderSignedIn('/run');
    await fillIds(user, 'PC', 'bot');
    await addVariable(user, 0, 'first', 'a');
    await addVariable(user, 1, 'second', 'b');
    await user.click(screen.getByRole('button', { name: 'Move variable 2 up' }));
    // The keyboard focus stays on the row that moved, on a button it can still use.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Move variable 1 down' })).toHaveFocus());
    const names = () =>
      runVariablesSchema
        .parse(JSON.parse(screen.getByTestId('request-body').textContent))
        .variables.map((v) => v.name);
    expect(names()).toEqual(['second', 'first']);
    await user.click(screen.getByRole('button', { name: 'Remove variable 1' }));
    expect(names()).toEqual(['first']);
  });

  it('clears the form, and Undo brings back exactly what was there', async () => {
    const { user } = await renderSignedIn('/run');
    expect(screen.getByRole('button', { name: 'Clear form' })).toBeDisabled();
    await fillIds(user, 'RUNTIME-01', 'invoice-bot');
    await addVariable(user, 0, 'batch', 'NOV-2026');
    await addVariable(user, 1, 'country', 'PT');
    await user.click(screen.getByRole('radio', { name: 'Version 1' }));
    const typed = runDraftStore.get();
    const body = screen.getByTestId('request-body').textContent;

    await user.click(screen.getByRole('button', { name: 'Clear form' }));
    expect(runtimeField()).toHaveValue('');
    expect(robotField()).toHaveValue('');
    expect(screen.queryAllByLabelText(/Variable name/)).toHaveLength(0);
    expect(screen.getByRole('radio', { name: 'Version 2' })).toBeChecked();
    expect(runDraftStore.get()).toEqual(emptyRunForm);

    await user.click(await screen.findByRole('button', { name: 'Undo: bring back what I typed' }));
    expect(runDraftStore.get()).toEqual(typed);
    expect(runtimeField()).toHaveValue('RUNTIME-01');
    expect(robotField()).toHaveValue('invoice-bot');
    expect(
      screen.getAllByLabelText(/Variable value/).map((input) => (input as HTMLInputElement).value),
    ).toEqual(['NOV-2026', 'PT']);
    expect(screen.getByRole('radio', { name: 'Version 1' })).toBeChecked();
    expect(screen.getByTestId('request-line')).toHaveTextContent(
      'POST /api/integration/v1/run/RUNTIME-01/invoice-bot',
    );
    expect(screen.getByTestId('request-body').textContent).toBe(body);
  });

  it('keeps everything typed when the service fails, and says why', async () => {
    const sim = new Simulator();
    sim.setScenario({ kind: 'server-error', endpoints: ['runV2'] });
    const { user } = await renderSignedIn('/run', sim);
    await fillIds(user, 'RUNTIME-01', 'invoice-bot');
    await addVariable(user, 0, 'batch', 'NOV');
    await user.click(screen.getByRole('button', { name: 'Run' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/The orchestration service failed \(status 500\)/)).toBeInTheDocument();
    expect(robotField()).toHaveValue('invoice-bot');
    expect(screen.getAllByLabelText(/Variable value/)[0]).toHaveValue('NOV');
  });
});
