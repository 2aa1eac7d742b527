import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { ideaIdStore } from './idea-id';
import { pinBrowserLanguages, previewedBody, previewedJson } from './reporting-test-support';

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

async function openVolumetry(sim: Simulator) {
  const app = await renderSignedIn('/reporting/volumetry', sim);
  await screen.findByRole('heading', { name: 'Document volumetry' });
  return app;
}

const field = (name: string) => screen.getByRole('textbox', { name });

async function typeNumber(user: User, name: string, value: string) {
  await user.clear(field(name));
  await user.type(field(name), value);
}

const sent = (sim: Simulator) => sim.receivedRequests.filter((r) => r.endpoint === 'volumetryRecord');

describe('Document volumetry form', () => {
  beforeEach(() => pinBrowserLanguages('en-US', 'en'));

  it('offers the remembered idea id and sends exactly the five spec fields', async () => {
    ideaIdStore.set(7031);
    const sim = new Simulator();
    const { user } = await openVolumetry(sim);
    expect(field('Idea ID')).toHaveValue('7031');
    await typeNumber(user, 'Documents processed successfully', '1200');
    await typeNumber(user, 'Documents with alert', '4');
    await typeNumber(user, 'Documents with error', '0');
    fireEvent.change(screen.getByLabelText(/Processed at/), { target: { value: '2026-11-22T00:30' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    const form = screen.getByRole('form', { name: 'Document volumetry' });
    expect(await within(form).findByRole('status')).toHaveTextContent(
      '201 CREATED Volumetry record created.',
    );
    await waitFor(() => expect(sent(sim)).toHaveLength(1));
    expect(sent(sim)[0]?.body).toEqual({
      ideaId: 7031,
      successExecutions: 1200,
      alertExecutions: 4,
      errorExecutions: 0,
      processedAt: new Date(2026, 10, 22, 0, 30).toISOString(),
    });
    expect(sim.volumetryRecords[0]?.processedAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    const history = screen.getByRole('region', { name: 'Volumetry records sent by the team' });
    // The volumes written the language's way; the idea id as typed.
    expect(
      await within(history).findByText(/Idea 7031: 1,200 success \/ 4 alert \/ 0 error documents; processed/),
    ).toBeInTheDocument();
  });

  it('refuses empty, negative and decimal input as typed, and a missing processing time, sending nothing', async () => {
    const sim = new Simulator();
    const { user } = await openVolumetry(sim);
    expect(field('Idea ID')).toHaveValue('');
    await typeNumber(user, 'Documents with alert', '-3');
    await typeNumber(user, 'Documents with error', '1.5');
    fireEvent.change(screen.getByLabelText(/Processed at/), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Send' }));

    expect(await screen.findByText('Enter the idea ID.')).toBeInTheDocument();
    expect(screen.getByText('Enter when the figures were processed.')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number (0 if there were none).')).toBeInTheDocument();
    // Kept as typed, and refused rather than read as 3 and 15.
    expect(field('Documents with alert')).toHaveValue('-3');
    expect(field('Documents with alert')).toHaveAccessibleDescription('Cannot be negative.');
    expect(field('Documents with error')).toHaveValue('1.5');
    expect(field('Documents with error')).toHaveAccessibleDescription(
      'Enter a whole number, without decimals ("." marks decimals).',
    );
    expect(sent(sim)).toHaveLength(0);
    expect(ideaIdStore.get()).toBeNull();
  });

  it('in a pt-BR browser, speaks Portuguese, previews and sends the volumes typed with pt-BR grouping', async () => {
    pinBrowserLanguages('pt-BR');
    const sim = new Simulator();
    const { user } = await renderSignedIn('/reporting/volumetry', sim);
    await screen.findByRole('heading', { name: 'Volumetria de documentos' });
    expect(
      screen.getByText('Envie quantos documentos os robôs processaram para o produto de analytics.'),
    ).toBeVisible();
    expect(screen.getByTestId('request-line')).toHaveTextContent('POST /api/integration/v2/volumetry');
    expect(
      screen.getByText('O corpo aparece aqui quando todos os campos estiverem preenchidos corretamente.'),
    ).toBeVisible();
    const history = screen.getByRole('region', { name: 'Registros de volumetria enviados pela equipe' });
    expect(
      await within(history).findByText(
        'Nada enviado ainda. Todo registro que a equipe envia pelo Robot Console aparece aqui.',
      ),
    ).toBeVisible();

    await typeNumber(user, 'ID da ideia', '7031');
    await typeNumber(user, 'Documentos processados com sucesso', '12.000');
    await typeNumber(user, 'Documentos com alerta', '1e3');
    await typeNumber(user, 'Documentos com erro', '0');
    fireEvent.change(screen.getByLabelText(/Processado em/), { target: { value: '2026-11-22T00:30' } });
    expect(screen.getByLabelText(/Processado em/)).toHaveAccessibleDescription(
      'No seu horário local; enviado em UTC',
    );
    expect(previewedBody()).toBeUndefined();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() =>
      expect(field('Documentos com alerta')).toHaveAccessibleDescription(
        'Digite o número completo, por exemplo 1000 em vez de 1e3.',
      ),
    );

    await typeNumber(user, 'Documentos com alerta', '1.000');
    expect(field('Documentos processados com sucesso')).toHaveAccessibleDescription('Enviado como 12000');
    const expected = {
      ideaId: 7031,
      successExecutions: 12_000,
      alertExecutions: 1000,
      errorExecutions: 0,
      processedAt: new Date(2026, 10, 22, 0, 30).toISOString(),
    };
    expect(previewedBody()).toEqual(expected);
    const shown = previewedJson();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(sent(sim)).toHaveLength(1));
    expect(JSON.stringify(sent(sim)[0]?.body)).toBe(shown);
    const form = screen.getByRole('form', { name: 'Volumetria de documentos' });
    // The service's acknowledgement is shown as it came, under our word for it.
    expect(await within(form).findByRole('status', { name: 'Enviado' })).toHaveTextContent(
      '201 CREATED Volumetry record created.',
    );

    // The team's history: its headers in Portuguese, the volumes written the pt-BR way.
    expect(
      await within(history).findByText(
        /^Ideia 7031: 12\.000 sucesso \/ 1\.000 alerta \/ 0 erro \(documentos\); processado em 22 de nov\. de 2026/,
      ),
    ).toBeInTheDocument();
    expect(within(history).getByRole('columnheader', { name: 'Enviado em' })).toBeVisible();
    expect(within(history).getByRole('columnheader', { name: 'Resultado' })).toBeVisible();
    expect(within(history).getByText('1–1 de 1 envio')).toBeVisible();

    // The same record again: the question is asked in Portuguese.
    await typeNumber(user, 'Documentos processados com sucesso', '12.000');
    await typeNumber(user, 'Documentos com alerta', '1.000');
    await typeNumber(user, 'Documentos com erro', '0');
    fireEvent.change(screen.getByLabelText(/Processado em/), { target: { value: '2026-11-22T00:30' } });
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const question = await screen.findByRole('alert', { name: 'Este registro já foi enviado' });
    expect(question).toHaveTextContent(/enviados por operator@robot-console\.test em \d+ de \w+\.? de \d{4}/);
    expect(within(question).getByRole('button', { name: 'Não enviar' })).toBeVisible();
    expect(sent(sim)).toHaveLength(1);
  });

  it('starts the next record after a send, and asks before sending the same one twice', async () => {
    const sim = new Simulator();
    const { user } = await openVolumetry(sim);
    const fillRecord = async () => {
      await typeNumber(user, 'Idea ID', '7031');
      await typeNumber(user, 'Documents processed successfully', '1200');
      await typeNumber(user, 'Documents with alert', '4');
      await typeNumber(user, 'Documents with error', '0');
      fireEvent.change(screen.getByLabelText(/Processed at/), { target: { value: '2026-11-22T00:30' } });
    };
    await fillRecord();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    const form = screen.getByRole('form', { name: 'Document volumetry' });
    await within(form).findByRole('status');
    expect(field('Idea ID')).toHaveValue('7031');
    expect(field('Documents processed successfully')).toHaveValue('');
    expect(screen.getByLabelText(/Processed at/)).not.toHaveValue('2026-11-22T00:30');

    await fillRecord();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert', { name: 'This record was already sent' })).toBeVisible();
    expect(sent(sim)).toHaveLength(1);
  });
});
