import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Simulator } from '@/mocks/simulator/simulator';
import { clockStartingAt } from '@/testing/fixed-clock';
import { renderSignedIn } from '@/testing/render-app';
import { pinBrowserLanguages, previewedBody, previewedJson } from './reporting-test-support';

// Its sends are recorded at fixed instants, shown beside the ones made now: the same day, every run.
clockStartingAt(Date.UTC(2026, 10, 27, 12, 0));

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

const path = '/reporting/suppliers';
const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });
const hourInput = () => screen.getByRole('textbox', { name: /^Hourly value/ });
const sendButton = () => screen.getByRole('button', { name: 'Send supplier' });
const bodies = (sim: Simulator) =>
  sim.receivedRequests.filter((request) => request.endpoint === 'supplier').map((r) => r.body);

async function fillSupplier(user: User, name: string, hourValue: string) {
  await user.type(nameInput(), name);
  await user.click(screen.getByRole('radio', { name: /^System/ }));
  await user.type(hourInput(), hourValue);
}

describe('supplier form', () => {
  // An en browser: "." before the decimals, "," groups thousands (pt-BR has its own tests below).
  beforeEach(() => pinBrowserLanguages('en-US', 'en'));

  it('shows the amount that will be sent, reads what it displays, and refuses what is not grouping', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    await fillSupplier(user, 'Acme', '1500.5');
    expect(hourInput()).toHaveAccessibleDescription('= 1,500.50 per hour');

    await user.clear(hourInput());
    await user.type(hourInput(), '12,5');
    await user.click(sendButton());
    expect(
      await screen.findByText('"," groups thousands in threes and "." marks the decimals, e.g. 1,500.75.'),
    ).toBeInTheDocument();
    expect(hourInput()).toHaveValue('12,5');
    expect(bodies(sim)).toEqual([]);

    // The way the app shows an amount is a way to type it.
    await user.clear(hourInput());
    await user.type(hourInput(), '1,500.75');
    // The error of the last submit goes once the new text is checked (asynchronously).
    await waitFor(() => expect(hourInput()).toHaveAccessibleDescription('= 1,500.75 per hour'));
    expect(previewedBody()).toEqual({ name: 'Acme', type: 3, hourValue: 1500.75 });
    const shown = previewedJson();
    await user.click(sendButton());
    await screen.findByRole('table', { name: 'Supplier as returned' });
    expect(bodies(sim)).toEqual([{ name: 'Acme', type: 3, hourValue: 1500.75 }]);
    expect(JSON.stringify(bodies(sim)[0])).toBe(shown);
  });

  it('refuses absurd amounts and more decimals than can be shown', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    await fillSupplier(user, 'Acme', '1e23');
    await user.click(sendButton());
    expect(
      await screen.findByText('Type the number in full, e.g. 1000 rather than 1e3.'),
    ).toBeInTheDocument();
    for (const [typed, message] of [
      ['1000000000', 'Enter less than 1,000,000,000 per hour.'],
      ['12.1234567', 'Use at most 6 decimals.'],
      ['-8', 'The hourly value cannot be negative.'],
    ] as const) {
      await user.clear(hourInput());
      await user.type(hourInput(), typed);
      expect(await screen.findByText(message)).toBeInTheDocument();
    }
    expect(bodies(sim)).toEqual([]);
  });

  it('shows the hourly value as returned, up to six decimals', async () => {
    const { user } = await renderSignedIn(path);
    await fillSupplier(user, 'Acme', '12.345678');
    await user.click(sendButton());
    const answer = await screen.findByRole('table', { name: 'Supplier as returned' });
    expect(within(answer).getByRole('row', { name: /Hourly value/ })).toHaveTextContent('12.345678');
  });

  it('"Send again" sends the form as corrected since the failure', async () => {
    const sim = new Simulator();
    sim.setScenario({ kind: 'server-error', endpoints: ['supplier'] });
    const { user } = await renderSignedIn(path, sim);
    await fillSupplier(user, 'Acme', '8');
    await user.click(sendButton());
    const alert = await screen.findByRole('alert', { name: 'The record was not sent' });
    expect(alert).toHaveTextContent('The form keeps what you typed');

    sim.setScenario(null);
    await user.clear(hourInput());
    await user.type(hourInput(), '9.5');
    await user.click(within(alert).getByRole('button', { name: 'Send again' }));
    await screen.findByRole('table', { name: 'Supplier as returned' });
    expect(bodies(sim)).toEqual([
      { name: 'Acme', type: 3, hourValue: 8 },
      { name: 'Acme', type: 3, hourValue: 9.5 },
    ]);
  });

  it('sends once when Send is clicked twice in quick succession', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    await fillSupplier(user, 'Acme', '8');
    // Two clicks before React re-renders: the button is not disabled yet.
    fireEvent.click(sendButton());
    fireEvent.click(sendButton());
    await screen.findByRole('table', { name: 'Supplier as returned' });
    expect(bodies(sim)).toHaveLength(1);
    expect(sim.suppliers).toHaveLength(1);
  });

  it('keeps the name while editing, and nothing can change while a send is under way', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    await fillSupplier(user, 'Acme', '8');
    await user.click(sendButton());
    await user.click(await screen.findByRole('button', { name: 'Edit supplier Acme' }));

    expect(nameInput()).toHaveAttribute('readonly');
    expect(nameInput()).toHaveAccessibleDescription(
      'Renaming creates a new record; cancel the edit to add one.',
    );
    await user.type(nameInput(), ' Two');
    expect(nameInput()).toHaveValue('Acme');

    sim.setScenario({ kind: 'slow', delayMs: 400, endpoints: ['supplier'] });
    await user.clear(hourInput());
    await user.type(hourInput(), '9');
    await user.click(screen.getByRole('button', { name: 'Send changes' }));
    await waitFor(() => expect(hourInput()).toBeDisabled());
    expect(screen.getByRole('radio', { name: /^System/ })).toBeDisabled();
    await screen.findByRole('table', { name: 'Supplier as returned' });
    expect(sim.suppliers).toEqual([expect.objectContaining({ name: 'Acme', hourValue: 9 })]);
  });

  it('shows a history entry it cannot read as such, and every other entry as usual', async () => {
    const { router, workspace } = await renderSignedIn('/run');
    const record = (payload: unknown, answer: unknown, at: number) =>
      workspace.history.record({
        form: 'suppliers',
        payload,
        outcome: 'sent',
        answer,
        error: null,
        sentBy: 'bia@example.test',
        at,
      });
    await record(
      { name: 'Acme', type: 3, hourValue: 8 },
      { idSupplier: 7, name: 'Acme', type: 3, hourValue: 8, standard: false },
      Date.UTC(2026, 10, 1),
    );
    // Written by another version, say: neither the body nor the answer is a supplier.
    await record({ name: 'Old' }, 'OK', Date.UTC(2026, 10, 2));
    // The body is a supplier, the answer is not: known, without an id.
    await record({ name: 'Globex', type: 1, hourValue: 20 }, { id: 'x' }, Date.UTC(2026, 10, 3));
    await router.navigate(path);

    const history = await screen.findByRole('region', { name: 'Suppliers sent by the team' });
    await waitFor(() => expect(within(history).queryAllByRole('row').slice(1)).toHaveLength(3));
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Globex · Automation');
    expect(rows[1]).toHaveTextContent('This record cannot be shown: it is not in the form this page knows.');
    expect(rows[2]).toHaveTextContent(/Acme · System.*Supplier ID 7/);

    const known = within(screen.getByRole('region', { name: 'Known suppliers' }));
    await waitFor(() => expect(known.getAllByRole('row').slice(1)).toHaveLength(2));
    expect(known.getByRole('row', { name: /Globex/ })).toHaveTextContent(/Globex—Automation20\.00/);
    expect(known.getByRole('row', { name: /Acme/ })).toHaveTextContent(/Acme7System8\.00/);
  });
});
