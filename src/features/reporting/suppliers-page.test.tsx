import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { supplierRequestSchema } from '@/api/schemas';
import { demoAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { languageChoiceStore } from '@/lib/locale';
import { mswServer } from '@/testing/msw-server';
import { renderApp, renderSignedIn } from '@/testing/render-app';
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

const history = () => screen.getByRole('region', { name: 'Suppliers sent by the team' });
const historyRows = () => within(history()).getAllByRole('row').slice(1);
/** Waits until the team's history shows `count` sends (it is read again after each send). */
async function expectHistoryRows(count: number) {
  await waitFor(() => expect(within(history()).queryAllByRole('row').slice(1)).toHaveLength(count));
  return historyRows();
}
const knownRows = () =>
  within(screen.getByRole('region', { name: 'Known suppliers' }))
    .queryAllByRole('row')
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

    const [row] = await expectHistoryRows(1);
    // Who sent it, what, and the service's answer, as the server recorded it.
    expect(row).toHaveTextContent(demoAccount.username);
    expect(row).toHaveTextContent(/Acme Robotics · Process · 12\.50 per hour.*Sent/);
    expect(row).toHaveTextContent(`Supplier ID ${String(idSupplier)}`);
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

    // The known suppliers are read again from the server once the send is recorded.
    await user.click(await screen.findByRole('button', { name: 'Edit supplier Acme' }));
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
    await expectHistoryRows(2);
    await waitFor(() => expect(knownRows()[0]).toHaveTextContent('System'));
    expect(knownRows()).toHaveLength(1);
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

  it('keeps a new supplier as typed across a reload until it is sent, then starts afresh', async () => {
    const sim = new Simulator();
    const first = await renderSignedIn(path, sim);
    await fillSupplier(first.user, 'Acme', 'Process', '12.5');
    first.unmount();

    const second = await renderApp(path, sim, { sameBrowserAs: first });
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('Acme');
    expect(hourInput()).toHaveValue('12.5');
    expect(screen.getByRole('radio', { name: /^Process/ })).toBeChecked();
    await second.user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await screen.findByRole('table', { name: 'Supplier as returned' });
    expect(supplierRequests(sim)[0]?.body).toEqual({ name: 'Acme', type: 2, hourValue: 12.5 });
    second.unmount();

    await renderApp(path, sim, { sameBrowserAs: first });
    expect(await screen.findByRole('textbox', { name: /^Name/ })).toHaveValue('');
  });

  it('keeps the history and the known suppliers on the server, not in the browser', async () => {
    const sim = new Simulator();
    const first = await renderSignedIn(path, sim);
    await fillSupplier(first.user, 'Acme', 'Process', '12.5');
    await first.user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await screen.findByRole('table', { name: 'Supplier as returned' });
    await expectHistoryRows(1);
    first.unmount();
    // The browser no longer keeps a history of its own.
    expect(Object.keys(localStorage).filter((key) => key.includes('history'))).toEqual([]);

    await renderApp(path, sim, { sameBrowserAs: first });
    const [row] = await expectHistoryRows(1);
    expect(row).toHaveTextContent('Acme · Process');
    expect(await screen.findByRole('button', { name: 'Edit supplier Acme' })).toBeInTheDocument();
  });

  it("lists the team's known suppliers, with the id the service gave, ready to edit", async () => {
    const { user, router, workspace } = await renderSignedIn('/run');
    const sent = (name: string, hourValue: number, idSupplier: number, at: number) =>
      workspace.history.record({
        form: 'suppliers',
        payload: { name, type: 1, hourValue },
        outcome: 'sent',
        answer: { idSupplier, name, type: 1, hourValue, standard: false },
        error: null,
        sentBy: 'bia@example.test',
        at,
      });
    await sent('Globex', 30, 7, Date.UTC(2030, 0, 1));
    await sent('Initech', 18.5, 9, Date.UTC(2030, 0, 2));
    await sent('GLOBEX', 31, 7, Date.UTC(2030, 0, 3));
    await router.navigate(path);

    await waitFor(() => expect(knownRows()).toHaveLength(2));
    // One row per name (the last send wins), newest first.
    expect(knownRows()[0]).toHaveTextContent(/GLOBEX.*7.*Automation.*31\.00/);
    expect(knownRows()[1]).toHaveTextContent(/Initech.*9.*Automation.*18\.50/);
    await user.type(nameInput(), 'initech');
    expect(screen.getByRole('status', { name: 'Sending edits the supplier “Initech”' })).toHaveTextContent(
      '“Initech” was last sent by bia@example.test (ID 9, Automation, 18.50 per hour)',
    );
    await user.clear(nameInput());
    await user.click(screen.getByRole('button', { name: 'Edit supplier GLOBEX' }));
    expect(nameInput()).toHaveValue('GLOBEX');
    expect(hourInput()).toHaveValue('31');
  });

  describe('a send by another operator', () => {
    afterEach(() => {
      vi.useRealTimers();
    });

    it('shows up in the history without a reload, with who sent it', async () => {
      // Timers move with real time, and the refresh interval can be jumped.
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { workspace } = await renderSignedIn(path);
      expect(
        await within(history()).findByText(
          'Nothing sent yet. Every record the team sends from Robot Console appears here.',
        ),
      ).toBeVisible();

      await workspace.history.record({
        form: 'suppliers',
        payload: { name: 'Umbrella', type: 3, hourValue: 40 },
        outcome: 'sent',
        answer: { idSupplier: 12, name: 'Umbrella', type: 3, hourValue: 40, standard: true },
        error: null,
        sentBy: 'bia@example.test',
        at: Date.now(),
      });
      await vi.advanceTimersByTimeAsync(30_000);

      const [row] = await expectHistoryRows(1);
      expect(row).toHaveTextContent(/bia@example\.test.*Umbrella · System · 40\.00 per hour.*Supplier ID 12/);
      await waitFor(() => expect(knownRows()[0]).toHaveTextContent('Umbrella'));
    });
  });

  it("shows a failed send with our words for it, never the service's", async () => {
    const sim = new Simulator();
    sim.setScenario({ kind: 'server-error', endpoints: ['supplier'] });
    const { user } = await renderSignedIn(path, sim);
    await fillSupplier(user, 'Acme', 'System', '8');
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    await screen.findByRole('alert', { name: 'The record was not sent' });

    const [row] = await expectHistoryRows(1);
    expect(row).toHaveTextContent(
      /Acme · System · 8\.00 per hour.*Failed.*The reporting service failed \(status 500\)/,
    );
    expect(row).not.toHaveTextContent('Internal Server Error');
    // A failed send is not a known supplier.
    expect(knownRows()).toHaveLength(0);
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
  });

  it('says when the server has no reporting key, before and after a send', async () => {
    const { user } = await renderSignedIn(path, new Simulator(), { reportingConfigured: false });
    expect(await screen.findByText('Reporting is not configured on this server')).toBeInTheDocument();
    await fillSupplier(user, 'Acme', 'System', '8');
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    const alert = await screen.findByRole('alert', { name: 'The record was not sent' });
    // Whom to ask and what to set, said once.
    expect(alert).toHaveTextContent(
      'The server has no reporting API key configured. Ask whoever runs Robot Console to set ' +
        'REPORTING_API_KEY. Sending again will not help until it is fixed.',
    );
    expect(alert.textContent.match(/Ask whoever runs Robot Console/g)).toHaveLength(1);
    expect(within(alert).queryByRole('button', { name: 'Send again' })).not.toBeInTheDocument();
    expect(nameInput()).toHaveValue('Acme');
  });

  it('speaks Portuguese when the operator chose it, with hourly values written the pt-BR way', async () => {
    // The browser asks for English (above); the operator's choice wins, for words and numbers alike.
    languageChoiceStore.set('pt-BR');
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    expect(await screen.findByRole('heading', { name: 'Fornecedores' })).toBeVisible();
    expect(
      screen.getByText(
        'Crie ou edite um fornecedor do produto de analytics: nome, tipo de abordagem e valor por hora.',
      ),
    ).toBeVisible();
    const form = screen.getByRole('form', { name: 'Enviar um fornecedor' });
    expect(within(form).getByRole('heading', { name: 'Novo fornecedor' })).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: /^Tipo de abordagem/ })).toBeVisible();
    for (const type of ['Automação (1)', 'Processo (2)', 'Sistema (3)']) {
      expect(screen.getByRole('radio', { name: type })).toBeInTheDocument();
    }
    const name = () => screen.getByRole('textbox', { name: /^Nome/ });
    const hourly = () => screen.getByRole('textbox', { name: /^Valor por hora/ });
    expect(name()).toHaveAccessibleDescription('O nome que identifica o fornecedor, com até 120 caracteres');

    await user.click(within(form).getByRole('button', { name: 'Enviar fornecedor' }));
    expect(await screen.findByText('Informe o nome do fornecedor.')).toBeVisible();
    expect(screen.getByText('Escolha o tipo de abordagem.')).toBeVisible();
    expect(screen.getByText('Informe o valor por hora.')).toBeVisible();

    await user.type(name(), 'Acme');
    await user.click(screen.getByRole('radio', { name: 'Processo (2)' }));
    await user.type(hourly(), '1.234,5');
    await waitFor(() => expect(hourly()).toHaveAccessibleDescription('= 1.234,50 por hora'));
    await user.click(within(form).getByRole('button', { name: 'Enviar fornecedor' }));

    const answer = await screen.findByRole('table', { name: 'Fornecedor como o serviço retornou' });
    expect(supplierRequests(sim)[0]?.body).toEqual({ name: 'Acme', type: 2, hourValue: 1234.5 });
    const idSupplier = String(sim.suppliers[0]?.idSupplier);
    expect(within(answer).getByRole('row', { name: /ID do fornecedor/ })).toHaveTextContent(idSupplier);
    expect(within(answer).getByRole('row', { name: /Tipo de abordagem/ })).toHaveTextContent('Processo');
    expect(within(answer).getByRole('row', { name: /Valor por hora/ })).toHaveTextContent('1.234,50');
    expect(within(answer).getByRole('row', { name: /Padrão/ })).toHaveTextContent('Não');

    const history = screen.getByRole('region', { name: 'Fornecedores enviados pela equipe' });
    await waitFor(() => expect(within(history).queryAllByRole('row').slice(1)).toHaveLength(1));
    const [row] = within(history).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(/Acme · Processo · 1\.234,50 por hora.*Enviado/);
    expect(row).toHaveTextContent(`ID do fornecedor ${idSupplier}`);
    expect(within(history).getByRole('columnheader', { name: 'Por' })).toBeVisible();

    const known = screen.getByRole('region', { name: 'Fornecedores conhecidos' });
    await waitFor(() => expect(within(known).queryAllByRole('row').slice(1)).toHaveLength(1));
    expect(within(known).getByRole('columnheader', { name: 'Tipo' })).toBeVisible();
    expect(within(known).getAllByRole('row')[1]).toHaveTextContent(/Acme.*Processo.*1\.234,50.*Editar/);

    // Typing the known name again: the page says, in Portuguese, which supplier sending would edit.
    await user.type(name(), 'Acme');
    expect(screen.getByRole('status', { name: 'Enviar vai editar o fornecedor “Acme”' })).toHaveTextContent(
      `Um fornecedor com este nome foi enviado por último por ${demoAccount.username} (ID ${idSupplier}, Processo, 1.234,50 por hora).`,
    );
  });
});
