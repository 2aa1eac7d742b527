import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Simulator } from '@/mocks/simulator/simulator';
import { runDraftStore } from './run-draft';
import {
  addVariable,
  lastRunRequest,
  openRunWithCatalog,
  robotField,
  runtimeField,
} from './run-test-support';

const template = [
  { name: 'customer', defaultValue: 'ACME' },
  { name: 'password', required: true, secret: true },
];
const typedSecret = 's3cr3t pass!';

describe('secret variables on the run form', () => {
  it('hides the value, sends it as typed, and the journal keeps only that it was there', async () => {
    const sim = new Simulator();
    const { user, router, workspace } = await openRunWithCatalog(template, sim);
    await user.type(runtimeField(), 'RUNTIME-01');
    await user.click(robotField());
    await user.click(await screen.findByRole('option', { name: /Invoice reader/ }));

    const password = within(screen.getByRole('group', { name: 'Variable 2' })).getByLabelText(
      /Variable value/,
    );
    expect(password).toHaveAttribute('type', 'password');
    expect(password).toHaveAccessibleDescription('Secret: not kept in the journal nor in the saved draft');
    const customer = within(screen.getByRole('group', { name: 'Variable 1' })).getByLabelText(
      /Variable value/,
    );
    expect(customer).not.toHaveAttribute('type', 'password');
    await user.type(password, typedSecret);

    // Neither the preview on screen nor the draft kept in this browser holds it.
    expect(screen.getByTestId('request-body')).toHaveTextContent('"value": "•••••• (secret, sent as typed)"');
    expect(screen.getByTestId('request-body')).not.toHaveTextContent(typedSecret);
    expect(runDraftStore.get().variables).toEqual([
      { name: 'customer', type: 'text', value: 'ACME', required: false },
      { name: 'password', type: 'text', value: '', required: true },
    ]);
    expect(JSON.stringify(localStorage)).not.toContain(typedSecret);

    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\/RUNTIME-01\/.+/));
    // Sent exactly as typed.
    expect(lastRunRequest(sim)?.body).toEqual({
      variables: [
        { name: 'customer', type: 'text', value: 'ACME' },
        { name: 'password', type: 'text', value: typedSecret },
      ],
    });
    const executionId = decodeURIComponent(router.state.location.pathname.split('/').at(-1) ?? '');
    const entry = await workspace.journal.find('RUNTIME-01', executionId);
    expect(entry?.variables).toEqual([
      { name: 'customer', type: 'text', value: 'ACME' },
      { name: 'password', type: 'text', secret: true },
    ]);
    expect(JSON.stringify(entry)).not.toContain(typedSecret);
  });

  it('knows a secret by the robot id and the name, however the row was made', async () => {
    const { user } = await openRunWithCatalog(template);
    // Typed by hand, not picked: the template comes all the same, its secret hidden.
    await user.type(robotField(), 'invoice-bot');
    const passwordRow = () => screen.getByRole('group', { name: 'Variable 2' });
    expect(within(passwordRow()).getByLabelText(/Variable value/)).toHaveAttribute('type', 'password');
    // A row made by hand with a secret's name is hidden too, as the journal leaves its value out.
    await user.click(screen.getByRole('button', { name: 'Remove variable 2' }));
    await addVariable(user, 1, 'password', 'hidden');
    await waitFor(() =>
      expect(within(passwordRow()).getByLabelText(/Variable value/)).toHaveAttribute('type', 'password'),
    );
    await user.click(screen.getByRole('button', { name: 'Show the value of variable 2' }));
    expect(within(passwordRow()).getByLabelText(/Variable value/)).toHaveAttribute('type', 'text');

    // Another robot has no secret of that name: the value shows.
    await user.clear(robotField());
    await user.type(robotField(), 'other-bot');
    expect(screen.queryByRole('button', { name: 'Show the value of variable 2' })).not.toBeInTheDocument();
    expect(within(passwordRow()).getByLabelText(/Variable value/)).toHaveValue('hidden');
  });

  it('leaves out an optional variable left empty, secret or not, and says so beside it', async () => {
    const sim = new Simulator();
    const { user, router } = await openRunWithCatalog(
      [
        { name: 'customer', defaultValue: 'ACME', required: true },
        { name: 'note' },
        { name: 'token', secret: true },
      ],
      sim,
    );
    await user.type(runtimeField(), 'RUNTIME-01');
    await user.type(robotField(), 'invoice-bot');
    const value = (row: number) =>
      within(screen.getByRole('group', { name: `Variable ${row}` })).getByLabelText(/Variable value/);
    expect(value(1)).not.toHaveAccessibleDescription();
    expect(value(2)).toHaveAccessibleDescription(
      'Optional: left empty, it is not sent and the robot uses its own default.',
    );
    expect(value(3)).toHaveAccessibleDescription(
      'Secret: not kept in the journal nor in the saved draft. Optional: left empty, it is not sent and the robot uses its own default.',
    );

    // The preview shows exactly what goes: neither empty variable, and no masked value for the secret.
    const onlyCustomer = { variables: [{ name: 'customer', type: 'text', value: 'ACME' }] };
    expect(JSON.parse(screen.getByTestId('request-body').textContent)).toEqual(onlyCustomer);
    await user.type(value(3), 't0k');
    expect(screen.getByTestId('request-body')).toHaveTextContent('"name": "token"');
    await user.clear(value(3));
    expect(screen.getByTestId('request-body')).not.toHaveTextContent('token');

    await user.click(screen.getByRole('button', { name: 'Run' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\/RUNTIME-01\//));
    expect(lastRunRequest(sim)?.body).toEqual(onlyCustomer);
  });
});
