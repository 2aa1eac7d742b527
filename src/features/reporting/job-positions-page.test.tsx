import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobPositionSchema } from '@/api/schemas';
import { Simulator } from '@/mocks/simulator/simulator';
import { demoAccount } from '@/mocks/simulator/demo';
import { mswServer } from '@/testing/msw-server';
import { clockStartingAt } from '@/testing/fixed-clock';
import { renderApp, renderSignedIn } from '@/testing/render-app';
import { pinBrowserLanguages, previewedBody, previewedJson } from './reporting-test-support';

// Its sends are recorded at fixed instants, shown beside the ones made now: the same day, every run.
clockStartingAt(Date.UTC(2026, 10, 27, 12, 0));

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

const path = '/reporting/job-positions';

const titleInput = () => screen.getByRole('textbox', { name: /^Title/ });
const hourInput = () => screen.getByRole('textbox', { name: /^Hourly value/ });

async function fillPosition(user: User, title: string, hourValue: string) {
  await user.type(titleInput(), title);
  await user.type(hourInput(), hourValue);
}

function positionRequests(sim: Simulator) {
  return sim.receivedRequests.filter((request) => request.endpoint === 'jobPosition');
}

const history = () => screen.getByRole('region', { name: 'Job positions sent by the team' });
/** The team's history once it shows `count` sends (it is read again after each send). */
async function historyRows(count: number) {
  await waitFor(() => expect(within(history()).queryAllByRole('row').slice(1)).toHaveLength(count));
  return within(history()).getAllByRole('row').slice(1);
}
const knownRows = () =>
  within(screen.getByRole('region', { name: 'Known positions' }))
    .queryAllByRole('row')
    .slice(1);

describe('job positions', () => {
  beforeEach(() => pinBrowserLanguages('en-US', 'en'));

  it('says what is missing or wrong and sends nothing', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    await user.click(screen.getByRole('button', { name: 'Send job position' }));
    expect(await screen.findByText('Enter the job title.')).toBeInTheDocument();
    expect(screen.getByText('Enter the hourly value.')).toBeInTheDocument();

    await user.type(titleInput(), '   ');
    await user.type(hourInput(), '-0.5');
    await user.click(screen.getByRole('button', { name: 'Send job position' }));
    expect(await screen.findByText('The hourly value cannot be negative.')).toBeInTheDocument();
    expect(screen.getByText('Enter the job title.')).toBeInTheDocument();
    expect(positionRequests(sim)).toEqual([]);
  });

  it('sends exactly title and hourly value, and shows the acknowledgement', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    await fillPosition(user, ' Analyst ', '12.5');
    await user.click(screen.getByRole('button', { name: 'Send job position' }));

    // The outcome of the send, among the page's status notes (which record a send would edit may show too).
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('status')
          .map((status) => status.textContent)
          .join('\n'),
      ).toMatch(
        /Sent\s*The reporting service accepted the record\.\s*The service answered:\s*201\s*CREATED\s*Job position created\./,
      ),
    );
    const body = positionRequests(sim)[0]?.body;
    expect(body).toEqual({ title: 'Analyst', hourValue: 12.5 });
    expect(typeof jobPositionSchema.parse(body).hourValue).toBe('number');
    expect(sim.jobPositions).toEqual([{ title: 'Analyst', hourValue: 12.5 }]);
    const [row] = await historyRows(1);
    expect(row).toHaveTextContent(demoAccount.username);
    expect(row).toHaveTextContent(/Analyst · 12\.50 per hour.*Sent.*201/);
  });

  it('edits a known position: prefilled, sent again, the same position updated', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    await fillPosition(user, 'Analyst', '10');
    await user.click(screen.getByRole('button', { name: 'Send job position' }));

    await user.click(await screen.findByRole('button', { name: 'Edit job position Analyst' }));
    expect(screen.getByRole('heading', { name: 'Editing Analyst' })).toBeInTheDocument();
    expect(titleInput()).toHaveValue('Analyst');
    expect(hourInput()).toHaveValue('10');
    await user.clear(hourInput());
    await user.type(hourInput(), '11.25');
    await user.click(screen.getByRole('button', { name: 'Send changes' }));

    await waitFor(() => expect(positionRequests(sim)).toHaveLength(2));
    expect(await screen.findByRole('status')).toHaveTextContent('Job position updated.');
    expect(sim.jobPositions).toEqual([{ title: 'Analyst', hourValue: 11.25 }]);
    await historyRows(2);
    await waitFor(() => expect(knownRows()[0]).toHaveTextContent('11.25'));
    expect(knownRows()).toHaveLength(1);
  });

  it('in a pt-BR browser, speaks Portuguese, takes the hourly value as the page shows it and edits it in pt-BR', async () => {
    pinBrowserLanguages('pt-BR', 'en-US');
    const sim = new Simulator();
    const { user } = await renderSignedIn(path, sim);
    expect(await screen.findByRole('heading', { name: 'Cargos' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Novo cargo' })).toBeVisible();
    const known = screen.getByRole('region', { name: 'Cargos conhecidos' });
    expect(
      await within(known).findByText(
        'Nenhum ainda: o que a equipe envia com sucesso aparece aqui, pronto para editar.',
      ),
    ).toBeVisible();
    expect(screen.getByTestId('request-line')).toHaveTextContent('POST /api/company/job-position');
    const title = () => screen.getByRole('textbox', { name: /^Título/ });
    const hourly = () => screen.getByRole('textbox', { name: /^Valor por hora/ });
    expect(hourly()).toHaveAccessibleDescription(
      'Não negativo, até 6 casas decimais, por exemplo 1500,75 ou 1.500,75',
    );

    await user.click(screen.getByRole('button', { name: 'Enviar cargo' }));
    expect(await screen.findByText('Informe o título do cargo.')).toBeVisible();
    expect(screen.getByText('Informe o valor por hora.')).toBeVisible();

    await user.type(title(), 'Analista');
    await user.type(hourly(), '1500.75');
    await user.click(screen.getByRole('button', { name: 'Enviar cargo' }));
    expect(
      await screen.findByText(
        '"." separa os milhares de três em três e "," marca os decimais, por exemplo 1.500,75.',
      ),
    ).toBeInTheDocument();
    expect(positionRequests(sim)).toEqual([]);

    await user.clear(hourly());
    await user.type(hourly(), '1.500,75');
    await waitFor(() => expect(hourly()).toHaveAccessibleDescription('= 1.500,75 por hora'));
    expect(previewedBody()).toEqual({ title: 'Analista', hourValue: 1500.75 });
    const shown = previewedJson();
    await user.click(screen.getByRole('button', { name: 'Enviar cargo' }));
    await waitFor(() => expect(positionRequests(sim)).toHaveLength(1));
    expect(JSON.stringify(positionRequests(sim)[0]?.body)).toBe(shown);
    const history = screen.getByRole('region', { name: 'Cargos enviados pela equipe' });
    await waitFor(() => expect(within(history).queryAllByRole('row').slice(1)).toHaveLength(1));
    const [row] = within(history).getAllByRole('row').slice(1);
    expect(row).toHaveTextContent(/Analista · 1\.500,75 por hora.*Enviado.*201/);
    await waitFor(() =>
      expect(within(known).getByRole('row', { name: /Analista/ })).toHaveTextContent('1.500,75'),
    );

    await user.click(await screen.findByRole('button', { name: 'Editar o cargo Analista' }));
    expect(screen.getByRole('heading', { name: 'Editando Analista' })).toBeVisible();
    expect(title()).toHaveAccessibleDescription(
      'Renomear cria um novo registro; cancele a edição para adicionar um.',
    );
    expect(hourly()).toHaveValue('1500,75');
    expect(previewedBody()).toEqual({ title: 'Analista', hourValue: 1500.75 });
    expect(screen.getByRole('button', { name: 'Enviar alterações' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancelar a edição: criar um novo cargo' }));
    expect(screen.getByRole('heading', { name: 'Novo cargo' })).toBeVisible();
  });

  it('keeps the history across a reload', async () => {
    const sim = new Simulator();
    const first = await renderSignedIn(path, sim);
    await fillPosition(first.user, 'Analyst', '10');
    await first.user.click(screen.getByRole('button', { name: 'Send job position' }));
    await historyRows(1);
    first.unmount();

    await renderApp(path, sim, { sameBrowserAs: first });
    const [row] = await historyRows(1);
    expect(row).toHaveTextContent('Analyst · 10.00 per hour');
  });

  it("knows the team's positions, with the values last sent and who sent them", async () => {
    const { user, router, workspace } = await renderSignedIn('/run');
    await workspace.history.record({
      form: 'job-positions',
      payload: { title: 'Clerk', hourValue: 18 },
      outcome: 'sent',
      answer: { code: 201, status: 'CREATED', message: 'Job position created.' },
      error: null,
      sentBy: 'bia@example.test',
      at: Date.UTC(2026, 10, 1),
    });
    await router.navigate(path);

    await waitFor(() => expect(knownRows()).toHaveLength(1));
    expect(knownRows()[0]).toHaveTextContent(/Clerk.*18\.00/);
    const [row] = await historyRows(1);
    expect(row).toHaveTextContent(/bia@example\.test.*Clerk · 18\.00 per hour.*Sent.*Job position created\./);
    await user.type(titleInput(), 'Clerk');
    expect(screen.getByRole('status', { name: 'Sending edits the job position “Clerk”' })).toHaveTextContent(
      'A job position with this title was last sent by bia@example.test (18.00 per hour).',
    );
  });

  it("says the server's key was refused and keeps the operator signed in", async () => {
    const { user, router } = await renderSignedIn(path);
    // What the server answers when the reporting service refuses its key (server/proxy.ts).
    mswServer.use(
      http.post('/reporting/api/company/job-position', () =>
        HttpResponse.json(
          {
            error: 'reporting-key-refused',
            message: "The server's API key was refused by the reporting service.",
          },
          { status: 403 },
        ),
      ),
    );
    await fillPosition(user, 'Analyst', '10');
    await user.click(screen.getByRole('button', { name: 'Send job position' }));
    expect(await screen.findByRole('alert', { name: 'The record was not sent' })).toHaveTextContent(
      "The server's API key was refused by the reporting service.",
    );
    expect(router.state.location.pathname).toBe(path);
    expect(screen.getByTestId('signed-in-user')).toBeInTheDocument();
    expect(titleInput()).toHaveValue('Analyst');
  });

  it('says when the server has no reporting key', async () => {
    const { user } = await renderSignedIn(path, new Simulator(), { reportingConfigured: false });
    expect(await screen.findByText('Reporting is not configured on this server')).toBeInTheDocument();
    await fillPosition(user, 'Analyst', '10');
    await user.click(screen.getByRole('button', { name: 'Send job position' }));
    expect(await screen.findByRole('alert', { name: 'The record was not sent' })).toHaveTextContent(
      'The server has no reporting API key configured.',
    );
  });
});
