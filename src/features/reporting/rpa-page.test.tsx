import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Simulator } from '@/mocks/simulator/simulator';
import { languageChoiceStore } from '@/lib/locale';
import { renderApp, renderSignedIn } from '@/testing/render-app';
import { ideaIdStore } from './idea-id';
import { including, pinBrowserLanguages } from './reporting-test-support';

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

const isoUtcMs = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

async function openRpa(sim = new Simulator()) {
  const app = await renderSignedIn('/reporting/rpa', sim);
  await screen.findByRole('heading', { name: 'RPA executions' });
  return app;
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function typeNumber(user: User, name: string, value: string) {
  await user.clear(field(name));
  await user.type(field(name), value);
}

function setProcessedAt(value: string) {
  fireEvent.change(screen.getByLabelText(/Processed at/), { target: { value } });
}

async function fillFigures(user: User) {
  await typeNumber(user, 'Idea ID', '42');
  await typeNumber(user, 'Successful executions', '12');
  await typeNumber(user, 'Executions with alert', '0');
  await typeNumber(user, 'Executions with error', '3');
  await typeNumber(user, 'Success execution time (seconds)', '3600');
  await typeNumber(user, 'Alert execution time (seconds)', '0');
  await typeNumber(user, 'Error execution time (seconds)', '95');
}

/** The acknowledgement shown in the form (the history below repeats it). */
async function findAcknowledgement() {
  const form = screen.getByRole('form', { name: 'RPA executions' });
  return within(form).findByRole('status');
}

const sent = (sim: Simulator) => sim.receivedRequests.filter((r) => r.endpoint === 'rpaRecord');

describe('RPA executions form', () => {
  beforeEach(() => pinBrowserLanguages('en-US', 'en'));

  it('sends exactly the eight spec fields, as integers and processedAt in UTC, and shows the acknowledgement', async () => {
    const sim = new Simulator();
    const { user } = await openRpa(sim);
    expect(screen.getByLabelText<HTMLInputElement>(/Processed at/).value).toMatch(
      /^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/,
    );
    expect(screen.getAllByText('Whole seconds, summed over the executions')).toHaveLength(3);
    await fillFigures(user);
    setProcessedAt('2026-11-22T14:05');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    await waitFor(() => expect(sent(sim)).toHaveLength(1));
    const body = sent(sim)[0]?.body;
    expect(body).toEqual({
      ideaId: 42,
      successExecutions: 12,
      alertExecutions: 0,
      errorExecutions: 3,
      successExecutionTime: 3600,
      alertExecutionTime: 0,
      errorExecutionTime: 95,
      processedAt: new Date(2026, 10, 22, 14, 5).toISOString(),
    });
    expect(sim.rpaRecords[0]?.processedAt).toMatch(isoUtcMs);
    expect(await findAcknowledgement()).toHaveTextContent('201 CREATED RPA execution record created.');
    expect(ideaIdStore.get()).toBe(42);
  });

  it('refuses what it cannot read, says why, keeps the text as typed and sends nothing (en)', async () => {
    const sim = new Simulator();
    const { user } = await openRpa(sim);
    // Mantine's number input turned these into 7, 15 and 13 without a word.
    await typeNumber(user, 'Idea ID', '-7');
    await typeNumber(user, 'Successful executions', '1,5');
    await typeNumber(user, 'Executions with alert', '1e3');
    await typeNumber(user, 'Error execution time (seconds)', '2.5');
    await typeNumber(user, 'Success execution time (seconds)', '2147483648');
    setProcessedAt('');
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('The idea ID cannot be negative.')).toBeInTheDocument();
    expect(field('Idea ID')).toHaveValue('-7');
    expect(field('Successful executions')).toHaveAccessibleDescription(
      including('"," groups thousands in threes, e.g. 1,500; or type 1500.'),
    );
    expect(field('Executions with alert')).toHaveAccessibleDescription(
      including('Type the number in full, e.g. 1000 rather than 1e3.'),
    );
    expect(field('Error execution time (seconds)')).toHaveAccessibleDescription(
      including('Enter a whole number, without decimals ("." marks decimals).'),
    );
    expect(field('Success execution time (seconds)')).toHaveAccessibleDescription(
      including('At most 2,147,483,647, the largest number the service accepts.'),
    );
    expect(field('Executions with error')).toHaveAccessibleDescription(
      including('Enter a whole number (0 if there were none).'),
    );
    expect(screen.getByText('Enter when the figures were processed.')).toBeInTheDocument();
    expect(field('Successful executions')).toHaveValue('1,5');
    expect(field('Executions with alert')).toHaveValue('1e3');
    expect(sent(sim)).toHaveLength(0);
  });

  it('keeps what was typed after a failure and sends the same record again', async () => {
    const sim = new Simulator();
    sim.setScenario({ kind: 'server-error', endpoints: ['rpaRecord'] });
    const { user } = await openRpa(sim);
    await fillFigures(user);
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The record was not sent');
    expect(field('Successful executions')).toHaveValue('12');

    sim.setScenario(null);
    await user.click(within(alert).getByRole('button', { name: 'Send again' }));
    await findAcknowledgement();
    const bodies = sent(sim).map((r) => r.body);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual(bodies[0]);
  });

  it('lists what was sent, and the list survives a fresh render', async () => {
    const sim = new Simulator();
    sim.setScenario({ kind: 'server-error', endpoints: ['rpaRecord'] });
    const first = await openRpa(sim);
    await fillFigures(first.user);
    await first.user.click(screen.getByRole('button', { name: 'Send' }));
    await screen.findByRole('alert');
    sim.setScenario(null);
    await first.user.click(screen.getByRole('button', { name: 'Send again' }));
    await findAcknowledgement();
    first.unmount();

    // Same browser, new page: the app is rendered again from scratch, the history read from the server.
    await renderApp('/reporting/rpa', sim, { sameBrowserAs: first });
    await screen.findByRole('heading', { name: 'RPA executions' });
    const history = screen.getByRole('region', { name: 'RPA records sent by the team' });
    await waitFor(() => expect(within(history).queryAllByRole('row').slice(1)).toHaveLength(2));
    const rows = within(history).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('Idea 42: 12 success / 0 alert / 3 error');
    expect(rows[0]).toHaveTextContent('Sent');
    expect(rows[0]).toHaveTextContent('RPA execution record created.');
    expect(rows[1]).toHaveTextContent(/Failed.*The reporting service failed \(status 500\)/);
    // The idea id accepted last time is offered again.
    expect(field('Idea ID')).toHaveValue('42');
  });

  it('keeps what was typed across a reload until it is sent, then starts afresh', async () => {
    const sim = new Simulator();
    const first = await openRpa(sim);
    await typeNumber(first.user, 'Idea ID', '42');
    await typeNumber(first.user, 'Successful executions', '10');
    first.unmount();

    // Same browser, new page: the form comes back as it was left.
    const second = await renderApp('/reporting/rpa', sim, { sameBrowserAs: first });
    await screen.findByRole('heading', { name: 'RPA executions' });
    expect(field('Idea ID')).toHaveValue('42');
    expect(field('Successful executions')).toHaveValue('10');

    await fillFigures(second.user);
    await second.user.click(screen.getByRole('button', { name: 'Send' }));
    await findAcknowledgement();
    second.unmount();
    await renderApp('/reporting/rpa', sim, { sameBrowserAs: first });
    await screen.findByRole('heading', { name: 'RPA executions' });
    expect(field('Successful executions')).toHaveValue('');
  });

  it('remembers the idea id for the volumetry form', async () => {
    const sim = new Simulator();
    const { user, router } = await openRpa(sim);
    await fillFigures(user);
    await typeNumber(user, 'Idea ID', '7031');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await findAcknowledgement();

    await router.navigate('/reporting/volumetry');
    await screen.findByRole('heading', { name: 'Document volumetry' });
    expect(field('Idea ID')).toHaveValue('7031');
  });

  it('speaks Portuguese when the operator chose it, with figures written the pt-BR way', async () => {
    // The browser asks for English (above); the operator's choice wins, for words and numbers alike.
    languageChoiceStore.set('pt-BR');
    const sim = new Simulator();
    const { user } = await renderSignedIn('/reporting/rpa', sim);
    expect(await screen.findByRole('heading', { name: 'Execuções de RPA' })).toBeVisible();
    const form = screen.getByRole('form', { name: 'Execuções de RPA' });
    expect(within(form).getByRole('heading', { name: 'Execuções' })).toBeVisible();
    expect(within(form).getByRole('heading', { name: 'Tempos de execução' })).toBeVisible();
    // The unit of spec-gaps.ts in Portuguese, in the labels and the descriptions.
    expect(
      within(form).getByRole('textbox', { name: 'Tempo das execuções com sucesso (segundos)' }),
    ).toBeVisible();
    expect(within(form).getAllByText('Em segundos inteiros, somando todas as execuções')).toHaveLength(3);
    expect(
      within(form).getByRole('button', { name: 'Usar agora como horário de processamento' }),
    ).toHaveTextContent('Agora');
    const panel = screen.getByRole('region', { name: 'Preencher a partir da fila' });
    expect(within(panel).getByLabelText('De')).toBeVisible();
    expect(within(panel).getByLabelText('Até')).toBeVisible();
    expect(
      await within(panel).findByText('Nenhuma execução da equipe terminou neste período.'),
    ).toBeVisible();
    expect(within(panel).getByRole('button', { name: 'Usar estes números' })).toBeVisible();

    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    expect(await within(form).findByText('Informe o ID da ideia.')).toBeVisible();
    expect(within(form).getAllByText('Digite um número inteiro (0 quando não houver).')).toHaveLength(6);

    const figures = {
      'ID da ideia': '42',
      'Execuções com sucesso': '1.500',
      'Execuções com alerta': '0',
      'Execuções com erro': '3',
      'Tempo das execuções com sucesso (segundos)': '3600',
      'Tempo das execuções com alerta (segundos)': '0',
      'Tempo das execuções com erro (segundos)': '95',
    };
    for (const [name, value] of Object.entries(figures)) await typeNumber(user, name, value);
    fireEvent.change(screen.getByLabelText(/Processado em/), { target: { value: '2026-11-22T14:05' } });
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent(sim)).toHaveLength(1));
    expect(sent(sim)[0]?.body).toMatchObject({ successExecutions: 1500, successExecutionTime: 3600 });
    // The service's acknowledgement as it came, under our word for it.
    expect(await within(form).findByRole('status', { name: 'Enviado' })).toHaveTextContent(
      '201 CREATED RPA execution record created.',
    );

    const history = screen.getByRole('region', { name: 'Registros de RPA enviados pela equipe' });
    expect(
      await within(history).findByText(
        /^Ideia 42: 1\.500 sucesso \/ 0 alerta \/ 3 erro, 3\.600 \/ 0 \/ 95 segundos; processado em 22 de nov\. de 2026/,
      ),
    ).toBeInTheDocument();
    expect(within(history).getByRole('columnheader', { name: 'Registro' })).toBeVisible();
  });
});
