import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { languageChoiceStore } from '@/lib/locale';
import { Simulator } from '@/mocks/simulator/simulator';
import { clockStartingAt } from '@/testing/fixed-clock';
import { renderSignedIn } from '@/testing/render-app';
import { pinBrowserLanguages } from './reporting-test-support';

// Its sends are recorded at fixed instants, shown beside the ones made now: the same day, every run.
clockStartingAt(Date.UTC(2026, 10, 27, 12, 0));

const path = '/reporting/suppliers';

type User = Awaited<ReturnType<typeof renderSignedIn>>['user'];

async function sendAcme(user: User) {
  const form = screen.getByRole('form', { name: 'Enviar um fornecedor' });
  await user.type(within(form).getByRole('textbox', { name: /^Nome/ }), 'Acme');
  await user.click(within(form).getByRole('radio', { name: 'Sistema (3)' }));
  await user.type(within(form).getByRole('textbox', { name: /^Valor por hora/ }), '8');
  await user.click(within(form).getByRole('button', { name: 'Enviar fornecedor' }));
}

describe('why a send failed, in Portuguese', () => {
  beforeEach(() => {
    pinBrowserLanguages('en-US', 'en');
    languageChoiceStore.set('pt-BR');
  });

  it('says a failed send in the operator’s language, and one recorded before as it was stored', async () => {
    const sim = new Simulator();
    sim.setScenario({ kind: 'server-error', endpoints: ['supplier'] });
    const { user, workspace } = await renderSignedIn(path, sim);
    // Recorded before the server kept the error's code: its English words only.
    await workspace.history.record({
      form: 'suppliers',
      payload: { name: 'Umbrella', type: 1, hourValue: 40 },
      outcome: 'failed',
      answer: null,
      error: 'Refused (status 502).',
      sentBy: 'bia@example.test',
      at: Date.UTC(2026, 0, 10, 12, 0),
    });
    expect(await screen.findByRole('heading', { name: 'Fornecedores' })).toBeVisible();
    await sendAcme(user);
    const alert = await screen.findByRole('alert', { name: 'O registro não foi enviado' });
    expect(alert).toHaveTextContent(
      'O serviço de relatórios falhou (status 500). Tente de novo em instantes.',
    );

    const history = screen.getByRole('region', { name: 'Fornecedores enviados pela equipe' });
    await waitFor(() => expect(within(history).queryAllByRole('row').slice(1)).toHaveLength(2));
    const [failed, before] = within(history).getAllByRole('row').slice(1);
    expect(failed).toHaveTextContent(
      /Acme · Sistema · 8,00 por hora.*Falhou.*O serviço de relatórios falhou \(status 500\)\. Tente de novo em instantes\./,
    );
    expect(failed).not.toHaveTextContent('The reporting service');
    expect(before).toHaveTextContent(/Umbrella.*Falhou.*Refused \(status 502\)\./);
  });

  it('says once whom to ask when the server has no reporting key', async () => {
    const { user } = await renderSignedIn(path, new Simulator(), { reportingConfigured: false });
    expect(await screen.findByRole('heading', { name: 'Fornecedores' })).toBeVisible();
    await sendAcme(user);
    const alert = await screen.findByRole('alert', { name: 'O registro não foi enviado' });
    expect(alert).toHaveTextContent(
      'O servidor não tem chave de API de relatórios configurada. Peça a quem administra o Robot Console ' +
        'para definir REPORTING_API_KEY. Enviar de novo não vai adiantar enquanto isso não for corrigido.',
    );
    expect(alert.textContent.match(/Peça a quem administra/g)).toHaveLength(1);
    expect(within(alert).queryByRole('button', { name: 'Enviar de novo' })).not.toBeInTheDocument();
  });
});
