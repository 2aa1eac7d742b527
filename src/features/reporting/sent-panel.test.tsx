import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { pinBrowserLanguages } from './reporting-test-support';

const field = (name: string | RegExp) => screen.getByRole('textbox', { name });

// Issue 18: the green "Sent" panel of the last send stayed on screen while the next record showed errors.
describe('the answer to the last send', () => {
  beforeEach(() => pinBrowserLanguages('en-US', 'en'));

  it('goes once the next record shows a refusal', async () => {
    const { user } = await renderSignedIn('/reporting/volumetry');
    await screen.findByRole('heading', { name: 'Document volumetry' });
    const form = screen.getByRole('form', { name: 'Document volumetry' });
    await user.type(field('Idea ID'), '7031');
    for (const name of ['Documents processed successfully', 'Documents with alert', 'Documents with error']) {
      await user.type(field(name), '1');
    }
    // Processed at: now, as the form starts.
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    expect(await within(form).findByRole('status', { name: 'Sent' })).toBeInTheDocument();

    // The form starts the next record empty: sending it now is refused, and the panel does not stay.
    await user.click(within(form).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(field('Documents with alert')).toHaveAccessibleDescription(
        'Enter a whole number (0 if there were none).',
      ),
    );
    expect(within(form).queryByRole('status', { name: 'Sent' })).not.toBeInTheDocument();
  });

  it('goes once the operator edits the form for the next record', async () => {
    const { user } = await renderSignedIn('/reporting/suppliers');
    await user.type(field(/^Name/), 'Acme');
    await user.click(screen.getByRole('radio', { name: /^System/ }));
    await user.type(field(/^Hourly value/), '8');
    await user.click(screen.getByRole('button', { name: 'Send supplier' }));
    // The form starts afresh (remounted) once the supplier is sent, with the answer in it.
    expect(await screen.findByRole('status', { name: 'Sent' })).toHaveTextContent('Acme');

    await user.type(field(/^Name/), 'G');
    expect(screen.queryByRole('status', { name: 'Sent' })).not.toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Supplier as returned' })).not.toBeInTheDocument();
  });

  it('goes once a job position is edited too, while a failed send stays to be sent again', async () => {
    const sim = new Simulator();
    const { user } = await renderSignedIn('/reporting/job-positions', sim);
    // Read each time: the form starts afresh (remounted) once a position is sent.
    const form = () => screen.getByRole('form', { name: 'Send a job position' });
    await user.type(field(/^Title/), 'Analyst');
    await user.type(field(/^Hourly value/), '8');
    await user.click(within(form()).getByRole('button', { name: 'Send job position' }));
    expect(await screen.findByRole('status', { name: 'Sent' })).toBeInTheDocument();
    await user.type(field(/^Hourly value/), '9');
    expect(screen.queryByRole('status', { name: 'Sent' })).not.toBeInTheDocument();

    sim.setScenario({ kind: 'server-error', endpoints: ['jobPosition'] });
    await user.type(field(/^Title/), 'Tester');
    await user.click(within(form()).getByRole('button', { name: 'Send job position' }));
    const failure = await within(form()).findByRole('alert', { name: 'The record was not sent' });
    await user.clear(field(/^Hourly value/));
    await user.type(field(/^Hourly value/), '10');
    expect(failure).toBeInTheDocument();
  });
});

// Issue 18: the service's reply ("201 CREATED Volumetry record created.") read as the console's words.
describe("the service's own words", () => {
  it('are quoted as the service’s, beside the console’s own sentence', async () => {
    pinBrowserLanguages('pt-BR', 'en-US');
    const { user } = await renderSignedIn('/reporting/volumetry');
    await screen.findByRole('heading', { name: 'Volumetria de documentos' });
    const form = screen.getByRole('form', { name: 'Volumetria de documentos' });
    await user.type(field('ID da ideia'), '7031');
    for (const name of [
      'Documentos processados com sucesso',
      'Documentos com alerta',
      'Documentos com erro',
    ]) {
      await user.type(field(name), '2');
    }
    await user.click(within(form).getByRole('button', { name: 'Enviar' }));

    const panel = await within(form).findByRole('status', { name: 'Enviado' });
    // The console's sentence, whole and alone: nothing of the service's in it.
    expect(within(panel).getByText('O serviço de relatórios aceitou o registro.')).toBeVisible();
    // The service's reply, in its own (English) words, said to be its answer and quoted.
    const answer = within(panel).getByText(/^O serviço respondeu:/);
    expect(answer.querySelector('q')).toHaveTextContent(/^201 CREATED Volumetry record created\.$/);

    const history = screen.getByRole('region', { name: 'Registros de volumetria enviados pela equipe' });
    const said = await within(history).findByText(/^O serviço respondeu:/);
    expect(said.querySelector('q')).toHaveTextContent('201 CREATED Volumetry record created.');
  });
});
