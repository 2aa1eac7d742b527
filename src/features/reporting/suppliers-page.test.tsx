import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { supplierRequestSchema } from '@/api/schemas';
import { Simulator } from '@/mocks/simulator';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';
import { pinBrowserLanguages } from './reporting-test-support';

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

const path = '/reporting/suppliers';

const nameInput = () => screen.getByRole('textbox', { name: /^Name/ });
const hourInput = () => screen.getByRole('textbox', { name: /^Hourly value/ });

async function fillSupplier(user: User, name: string, type: string, hourValue: string) {
  await user.type(nameInput(), name);
  await user.click(screen.getByRole('radio', { name: new RegExp(`^${type}`) }));
  await user.type(hourInput(), hourValue);
}

function supplierRequests(sim: Simulator) {
  return sim.receivedRequests.filter((request) => request.endpoint === 'supplier');
}

const historyRows = () =>
  within(screen.getByRole('region', { name: 'Suppliers sent from this browser' }))
    .getAllByRole('row')
    .slice(1);

describe('suppliers', () => {
  beforeEach(() => pinBrowserLanguages('en-US', 'en'));

  it('says what is missing or wrong and sends nothing', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));

    expect(await screen.findByText('Enter the supplier name.')).toBeInTheDocument();
    expect(screen.getByText('Choose the approach type.')).toBeInTheDocument();
    expect(screen.getByText('Enter the hourly value.')).toBeInTheDocument();

    await user.type(hourInput(), '-3');
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    expect(await screen.findByText('The hourly value cannot be negative.')).toBeInTheDocument();
    expect(supplierRequests(sim)).toEqual([]);
  });

  it('sends exactly name, type and hourly value, and shows the supplier as returned', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    await fillSupplier(user, '  Acme Robotics ', 'Process', '12.5');
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));

    const answer = await screen.findByRole('table', { name: 'Supplier as returned' });
    const body = supplierRequests(sim)[0]?.body;
    expect(body).toEqual({ name: 'Acme Robotics', type: 2, hourValue: 12.5 });
    const sent = supplierRequestSchema.parse(body);
    expect(typeof sent.hourValue).toBe('number');
    expect(Number.isInteger(sent.type)).toBe(true);
    expect(supplierRequests(sim)[0]).toMatchObject({ path: '/api/integration/v1/supplier', method: 'POST' });
    const idSupplier = sim.suppliers[0]?.idSupplier;
    expect(idSupplier).toBeDefined();
    expect(within(answer).getByRole('row', { name: /Supplier ID/ })).toHaveTextContent(String(idSupplier));
    expect(within(answer).getByRole('row', { name: /Approach type/ })).toHaveTextContent('Process');
    expect(within(answer).getByRole('row', { name: /Hourly value/ })).toHaveTextContent('12.50');
    expect(within(answer).getByRole('row', { name: /Standard/ })).toHaveTextContent('No');

    expect(historyRows()).toHaveLength(1);
    expect(historyRows()[0]).toHaveTextContent(/Acme Robotics · Process · 12\.50 per hour.*Sent/);
    // The form starts afresh for the next supplier.
    expect(nameInput()).toHaveValue('');
  });

  it('edits a known supplier: prefilled, sent again, the same supplier updated', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    await fillSupplier(user, 'Acme', 'Automation', '10');
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await screen.findByRole('table', { name: 'Supplier as returned' });
    const [created] = sim.suppliers;

    await user.click(screen.getByRole('button', { name: 'Edit supplier Acme' }));
    expect(screen.getByRole('heading', { name: 'Editing Acme' })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Acme');
    expect(screen.getByRole('radio', { name: /^Automation/ })).toBeChecked();
    expect(hourInput()).toHaveValue('10');

    await user.click(screen.getByRole('radio', { name: /^System/ }));
    await user.clear(hourInput());
    await user.type(hourInput(), '22.75');
    await user.click(screen.getByRole('button', { name: 'Send changes' }));

    await waitFor(() => expect(supplierRequests(sim)).toHaveLength(2));
    expect(sim.suppliers).toEqual([{ ...created, type: 3, hourValue: 22.75 }]);
    const answer = await screen.findByRole('table', { name: 'Supplier as returned' });
    await waitFor(() =>
      expect(within(answer).getByRole('row', { name: /Hourly value/ })).toHaveTextContent('22.75'),
    );
    expect(within(answer).getByRole('row', { name: /Supplier ID/ })).toHaveTextContent(
      String(created?.idSupplier),
    );
    expect(historyRows()).toHaveLength(2);
    const known = screen.getByRole('region', { name: 'Known suppliers' });
    expect(within(known).getAllByRole('row')).toHaveLength(2);
    expect(within(known).getByRole('row', { name: /Acme/ })).toHaveTextContent('System');
    expect(screen.getByRole('heading', { name: 'New supplier' })).toBeInTheDocument();
  });

  it('cancels an edit back to a new supplier', async () => {
    const { user } = await renderSignedIn(path);
    await fillSupplier(user, 'Acme', 'Automation', '10');
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await user.click(await screen.findByRole('button', { name: 'Edit supplier Acme' }));
    await user.click(screen.getByRole('button', { name: /Cancel edit/ }));
    expect(screen.getByRole('heading', { name: 'New supplier' })).toBeInTheDocument();
    expect(nameInput()).toHaveValue('');
    expect(hourInput()).toHaveValue('');
  });

  it('keeps the history and the known suppliers across a reload', async () => {
    const first = await renderSignedIn(path);
    await fillSupplier(first.user, 'Acme', 'Process', '12.5');
    await first.user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await screen.findByRole('table', { name: 'Supplier as returned' });
    first.unmount();

    await renderSignedIn(path, new Simulator());
    expect(historyRows()).toHaveLength(1);
    expect(historyRows()[0]).toHaveTextContent('Acme · Process');
    expect(screen.getByRole('button', { name: 'Edit supplier Acme' })).toBeInTheDocument();
  });

  it("says the server's key was refused, keeps the operator signed in and the form as typed", async () => {
    const sim = new Simulator();
    const { user, router } = await renderSignedIn(path, sim);
    // What the server answers when the reporting service refuses its key (server/proxy.ts), once.
    let refused: unknown;
    mswServer.use(
      http.post(
        '/reporting/api/integration/v1/supplier',
        async ({ request }) => {
          refused = await request.json();
          return HttpResponse.json(
            {
              error: 'reporting-key-refused',
              message: "The server's API key was refused by the reporting service.",
            },
            { status: 401 },
          );
        },
        { once: true },
      ),
    );
    await fillSupplier(user, 'Acme', 'System', '8');
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));

    const alert = await screen.findByRole('alert', { name: 'The record was not sent' });
    expect(alert).toHaveTextContent("The server's API key was refused by the reporting service.");
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByTestId('signed-in-user')).toBeInTheDocument();
    expect(nameInput()).toHaveValue('Acme');
    expect(historyRows()[0]).toHaveTextContent(/Failed.*API key was refused/);

    // Sending again cannot help until the key is fixed, so the alert says what to do instead.
    expect(within(alert).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(alert).toHaveTextContent(
      "Ask whoever runs Robot Console to check the server's reporting API key.",
    );
    expect(alert).not.toHaveTextContent('The form keeps what you typed');

    // Once it is fixed, the Send button sends the form as typed.
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await screen.findByRole('table', { name: 'Supplier as returned' });
    // The refused request never reached the simulator; the resent one carries the same payload.
    expect(refused).toEqual({ name: 'Acme', type: 3, hourValue: 8 });
    expect(supplierRequests(sim).map((request) => request.body)).toEqual([refused]);
    expect(historyRows()).toHaveLength(2);
  });

  it('says when the server has no reporting key, before and after a send', async () => {
    const { user } = await renderSignedIn(path, new Simulator(), { reportingConfigured: false });
    expect(await screen.findByText('Reporting is not configured on this server')).toBeInTheDocument();
    await fillSupplier(user, 'Acme', 'System', '8');
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    const alert = await screen.findByRole('alert', { name: 'The record was not sent' });
    expect(alert).toHaveTextContent('The server has no reporting API key configured.');
    expect(alert).toHaveTextContent(
      "Ask whoever runs Robot Console to check the server's reporting API key.",
    );
    expect(within(alert).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Acme');
  });
});
