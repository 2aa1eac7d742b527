import { screen, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mswServer } from '@/testing/msw-server';
import { Simulator } from '@/mocks/simulator/simulator';
import { runDraftStore } from './run-draft';
import {
  type User,
  addVariable,
  lastRunRequest,
  openRunWithCatalog,
  pasteInto,
  robotField,
  runRequests,
  runtimeField,
  seedTeamCatalog,
} from './run-test-support';
import { renderSignedIn } from '@/testing/render-app';

describe('picking ids from the catalog', () => {
  it('puts the id in the field and in the request path, and names the entry beside it', async () => {
    const sim = new Simulator();
    const { user, router } = await openRunWithCatalog([], sim);

    // An entry is found by its name too, and its option shows both.
    await user.type(runtimeField(), 'main');
    await user.click(await screen.findByRole('option', { name: 'Main runtime RUNTIME-01' }));
    expect(runtimeField()).toHaveValue('RUNTIME-01');
    expect(screen.getByText('In your catalog: Main runtime')).toBeInTheDocument();

    await user.click(robotField());
    await user.click(await screen.findByRole('option', { name: 'Invoice reader invoice-bot' }));
    expect(robotField()).toHaveValue('invoice-bot');
    expect(screen.getByText('In your catalog: Invoice reader')).toBeInTheDocument();
    expect(screen.getByTestId('request-line')).toHaveTextContent(
      'POST /api/integration/v2/run/RUNTIME-01/invoice-bot',
    );

    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\/RUNTIME-01\//));
    expect(lastRunRequest(sim)?.path).toBe('/api/integration/v2/run/RUNTIME-01/invoice-bot');
  });

  it('says when a catalog name, not its id, is in the field', async () => {
    // What the picker used to write into the field, kept in a draft from before.
    runDraftStore.set({
      computerId: 'Main runtime (RUNTIME-01)',
      robotId: 'invoice-bot',
      apiVersion: 'v2',
      variables: [],
    });
    await openRunWithCatalog();
    expect(
      await screen.findByText(
        '“Main runtime” is a catalog name, not an ID: pick it from the list to use its ID, RUNTIME-01.',
      ),
    ).toBeInTheDocument();
  });

  it('fills the variables of a catalog robot, and a required one needs a value', async () => {
    const { user } = await openRunWithCatalog([
      { name: 'customer', defaultValue: 'ACME', required: true },
      { name: 'note', defaultValue: '', required: false },
    ]);
    await user.click(robotField());
    await user.click(await screen.findByRole('option', { name: /Invoice reader/ }));

    const values = screen.getAllByLabelText(/Variable value/);
    expect(values).toHaveLength(2);
    expect(values[0]).toHaveValue('ACME');
    await user.clear(values[0] as HTMLElement);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('This robot needs a value here.')).toBeInTheDocument();
  });

  it('fills the variables of a catalog robot whose id was typed before the catalog answered', async () => {
    // The catalog's answer is held until the id is in the field, as on a slow network after a reload.
    let answer = () => {};
    const held = new Promise<void>((resolve) => {
      answer = resolve;
    });
    const { user } = await renderSignedIn('/run', undefined, {
      seed: async (workspace) => {
        await seedTeamCatalog(workspace, [{ name: 'customer', defaultValue: 'ACME', required: true }]);
        // Before the page opens, in front of the server's own handlers.
        mswServer.use(
          http.get('*/api/catalog', async () => {
            await held;
            return undefined;
          }),
        );
      },
    });
    await user.type(robotField(), 'invoice-bot');
    expect(screen.queryByText('In your catalog: Invoice reader')).not.toBeInTheDocument();
    expect(screen.queryAllByLabelText(/Variable value/)).toHaveLength(0);

    answer();
    expect(await screen.findByText('In your catalog: Invoice reader')).toBeInTheDocument();
    const values = await screen.findAllByLabelText(/Variable value/);
    expect(values).toHaveLength(1);
    expect(values[0]).toHaveValue('ACME');
  });

  it('shows a type the template brings that the form does not offer, and sends it as it is', async () => {
    const sim = new Simulator();
    const { user, router } = await openRunWithCatalog(
      [{ name: 'amount', defaultValue: '12', required: false, type: 'number' }],
      sim,
    );
    await user.type(runtimeField(), 'RUNTIME-01');
    await user.click(robotField());
    await user.click(await screen.findByRole('option', { name: /Invoice reader/ }));
    expect(screen.getByLabelText('Variable type')).toHaveDisplayValue('number');

    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\//));
    expect(lastRunRequest(sim)?.body).toEqual({
      variables: [{ name: 'amount', type: 'number', value: '12' }],
    });
  });

  it('brings back the variables typed before a catalog robot replaced them', async () => {
    const { user } = await openRunWithCatalog([{ name: 'customer', defaultValue: 'ACME', required: false }]);
    await addVariable(user, 0, 'mine', 'typed');
    await user.click(robotField());
    await user.click(await screen.findByRole('option', { name: /Invoice reader/ }));
    expect(screen.getAllByLabelText(/Variable name/)[0]).toHaveValue('customer');

    await user.click(await screen.findByRole('button', { name: /Undo: bring back the variables I typed/ }));
    expect(screen.getAllByLabelText(/Variable name/)).toHaveLength(1);
    expect(screen.getAllByLabelText(/Variable name/)[0]).toHaveValue('mine');
    expect(screen.getAllByLabelText(/Variable value/)[0]).toHaveValue('typed');
  });

  it.each([
    { how: 'typed', enter: (user: User, field: HTMLElement) => user.type(field, 'invoice-bot') },
    { how: 'pasted', enter: (user: User, field: HTMLElement) => pasteInto(user, field, 'invoice-bot') },
  ])(
    'fills the template of a catalog robot whose id is $how, and asks for a required value first',
    async ({ enter }) => {
      const sim = new Simulator();
      const { user, router } = await openRunWithCatalog([{ name: 'customerId', required: true }], sim);
      await user.type(runtimeField(), 'RUNTIME-01');
      await enter(user, robotField());

      expect(screen.getByText('In your catalog: Invoice reader')).toBeInTheDocument();
      expect(screen.queryByText(/No variables/)).not.toBeInTheDocument();
      expect(screen.getByLabelText(/Variable name/)).toHaveValue('customerId');
      await user.click(screen.getByRole('button', { name: 'Run' }));
      expect(await screen.findByText('This robot needs a value here.')).toBeInTheDocument();
      expect(runRequests(sim)).toEqual([]);

      await user.type(screen.getByLabelText(/Variable value/), 'C-42');
      await user.click(screen.getByRole('button', { name: 'Run' }));
      await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\/RUNTIME-01\//));
      expect(lastRunRequest(sim)?.body).toEqual({
        variables: [{ name: 'customerId', type: 'text', value: 'C-42' }],
      });
    },
  );

  it('asks for a required variable that no row names, and adds it on request', async () => {
    // A draft from before the catalog had this template: the robot's id without its variables.
    runDraftStore.set({ computerId: 'RUNTIME-01', robotId: 'invoice-bot', apiVersion: 'v2', variables: [] });
    const sim = new Simulator();
    const { user } = await openRunWithCatalog([{ name: 'customerId', required: true }], sim);
    const needs = 'Invoice reader needs the variable “customerId”: add it with a value.';
    expect(await screen.findByText(needs)).toBeInTheDocument();
    expect(screen.getByTestId('request-missing')).toHaveTextContent(`No request yet. ${needs}`);
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(runRequests(sim)).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Add the missing variables' }));
    expect(screen.getByLabelText(/Variable name/)).toHaveValue('customerId');
    expect(screen.queryByText(needs)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Run' }));
    expect(await screen.findByText('This robot needs a value here.')).toBeInTheDocument();
    expect(runRequests(sim)).toEqual([]);
  });
});
