import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { runVariablesSchema } from '@/api/schemas';
import { catalogStore } from '@/lib/catalog';
import { trackedExecutionsStore } from '@/lib/tracked-executions';
import { Simulator } from '@/mocks/simulator';
import { renderSignedIn } from '@/testing/render-app';

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

async function addVariable(user: User, index: number, name: string, value: string) {
  await user.click(screen.getByRole('button', { name: 'Add variable' }));
  await user.type(screen.getAllByLabelText(/Variable name/)[index] as HTMLElement, name);
  await user.type(screen.getAllByLabelText(/Variable value/)[index] as HTMLElement, value);
}

async function fillIds(user: User, computerId: string, robotId: string) {
  await user.type(screen.getByRole('combobox', { name: /Runtime ID/ }), computerId);
  await user.type(screen.getByRole('combobox', { name: /Robot ID/ }), robotId);
}

function lastRunRequest(sim: Simulator) {
  return sim.receivedRequests.filter((r) => r.endpoint.startsWith('run')).at(-1);
}

describe('run a robot', () => {
  it('sends exactly the body the preview shows, then opens the execution and tracks it', async () => {
    const sim = new Simulator();
    const { user, router } = await renderSignedIn('/run', sim);
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
    expect(lastRunRequest(sim)?.body).toEqual(expected);
    expect(trackedExecutionsStore.get()[0]).toMatchObject({
      computerId: 'RUNTIME-01',
      robotId: 'invoice-bot',
      source: 'run',
      run: { apiVersion: 'v2', variables: expected.variables },
    });
  });

  it('uses the GET call of version 1 for the robot defaults', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn('/run', sim);
    await fillIds(user, 'RUNTIME-01', 'invoice-bot');
    await user.click(screen.getByRole('radio', { name: 'Version 1' }));
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

    expect(await screen.findByText('Enter the Runtime ID (ID_COMPUTER).')).toBeInTheDocument();
    expect(screen.getByText('Enter the Robot ID (ID_ROBOT).')).toBeInTheDocument();
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

  it('fills the variables of a catalog robot, and a required one needs a value', async () => {
    catalogStore.set({
      version: 1,
      runtimes: [{ computerId: 'RT-9', name: 'Night shift', description: '' }],
      robots: [
        {
          robotId: 'invoice-bot',
          name: 'Invoice reader',
          description: '',
          variables: [
            { name: 'customer', type: 'text', defaultValue: 'ACME', required: true },
            { name: 'note', type: 'text', defaultValue: '', required: false },
          ],
        },
      ],
    });
    const { user } = await renderSignedIn('/run');
    await user.click(screen.getByRole('combobox', { name: /Robot ID/ }));
    await user.click(await screen.findByRole('option', { name: 'Invoice reader (invoice-bot)' }));

    const values = screen.getAllByLabelText(/Variable value/);
    expect(values).toHaveLength(2);
    expect(values[0]).toHaveValue('ACME');
    await user.clear(values[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('This robot needs a value here.')).toBeInTheDocument();
  });

  it('brings back the variables typed before a catalog robot replaced them', async () => {
    catalogStore.set({
      version: 1,
      runtimes: [],
      robots: [
        {
          robotId: 'invoice-bot',
          name: 'Invoice reader',
          description: '',
          variables: [{ name: 'customer', type: 'text', defaultValue: 'ACME', required: false }],
        },
      ],
    });
    const { user } = await renderSignedIn('/run');
    await addVariable(user, 0, 'mine', 'typed');
    await user.click(screen.getByRole('combobox', { name: /Robot ID/ }));
    await user.click(await screen.findByRole('option', { name: 'Invoice reader (invoice-bot)' }));
    expect(screen.getAllByLabelText(/Variable name/)[0]).toHaveValue('customer');

    await user.click(await screen.findByRole('button', { name: /Undo: bring back the variables I typed/ }));
    expect(screen.getAllByLabelText(/Variable name/)).toHaveLength(1);
    expect(screen.getAllByLabelText(/Variable name/)[0]).toHaveValue('mine');
    expect(screen.getAllByLabelText(/Variable value/)[0]).toHaveValue('typed');
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
    expect(screen.getByRole('combobox', { name: /Robot ID/ })).toHaveValue('invoice-bot');
    expect(screen.getAllByLabelText(/Variable value/)[0]).toHaveValue('NOV');
  });
});
