import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/data/browser-client';
import { languageChoiceStore } from '@/lib/locale';
import { runFromExecutionPath, runWithRobotPath } from '@/lib/run-links';
import { demoAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { lastRunRequest, openRunWithCatalog, pasteInto } from './run-test-support';

beforeEach(() => languageChoiceStore.set('pt-BR'));

const runtimeField = () => screen.getByRole('combobox', { name: /ID do Runtime/ });
const robotField = () => screen.getByRole('combobox', { name: /ID do robô/ });

describe('the run form in Portuguese', () => {
  it('labels the form and the preview, and refuses in Portuguese, numbers the pt-BR way', async () => {
    const sim = new Simulator();
    const { user, router } = await openRunWithCatalog(
      [
        { name: 'cliente', defaultValue: 'ACME', required: true },
        { name: 'senha', secret: true },
      ],
      sim,
    );

    expect(await screen.findByRole('heading', { name: 'Executar um robô', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Executar um robô' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Versão 2' })).toBeChecked();
    expect(
      screen.getByText('Nenhuma variável: o robô é executado com os parâmetros padrão dele.'),
    ).toBeVisible();
    const preview = screen.getByRole('region', { name: 'Prévia da requisição' });
    expect(within(preview).getByTestId('request-missing')).toHaveTextContent(
      'Ainda não há requisição. Informe o ID do Runtime.',
    );

    // An id that cannot work is explained where it was typed, as soon as the field is left.
    await user.type(runtimeField(), 'a/b');
    await user.tab();
    expect(await screen.findByText('O ID do Runtime não pode conter "/" nem "\\".')).toBeInTheDocument();
    await user.clear(runtimeField());
    await user.type(runtimeField(), 'RUNTIME-01');
    expect(screen.getByText('No seu catálogo: Main runtime')).toBeInTheDocument();

    // A catalog robot fills its variables; a required one left empty is refused in Portuguese.
    await user.click(robotField());
    await user.click(await screen.findByRole('option', { name: /Invoice reader/ }));
    const first = screen.getByRole('group', { name: 'Variável 1' });
    const value = within(first).getByLabelText(/Valor da variável/);
    await pasteInto(user, value, 'x'.repeat(10_001));
    await user.tab();
    expect(
      await screen.findByText('Um valor pode ter no máximo 10.000 caracteres; este tem 10.001.'),
    ).toBeInTheDocument();
    await user.clear(value);
    expect(await within(first).findByText('Este robô precisa de um valor aqui.')).toBeInTheDocument();
    expect(within(preview).getByTestId('request-missing')).toHaveTextContent(
      'Ainda não há requisição. Este robô precisa de um valor aqui.',
    );
    await user.type(value, 'ACME');

    // The preview says what it shows in Portuguese; the service's words (the JSON, the path) stay as sent.
    const secret = within(screen.getByRole('group', { name: 'Variável 2' })).getByLabelText(
      /Valor da variável/,
    );
    // Optional too: said beside it that, left empty, it is not sent.
    expect(secret).toHaveAccessibleDescription(
      'Secreta: não é guardada no diário nem no rascunho salvo. Opcional: se ficar vazia, não é enviada e o robô usa o padrão dele.',
    );
    await user.type(secret, 'segredo');
    expect(within(preview).getByTestId('request-line')).toHaveTextContent(
      'POST /api/integration/v2/run/RUNTIME-01/invoice-bot',
    );
    expect(within(preview).getByText(/^Endpoint \d+ da API, com este corpo:$/)).toBeInTheDocument();
    expect(within(preview).getByTestId('request-body')).toHaveTextContent(
      '"value": "•••••• (secreta, enviada como digitada)"',
    );

    await user.click(screen.getByRole('button', { name: 'Executar' }));
    await waitFor(() => expect(router.state.location.pathname).toMatch(/^\/executions\/RUNTIME-01\//));
    expect(lastRunRequest(sim)?.body).toEqual({
      variables: [
        { name: 'cliente', type: 'text', value: 'ACME' },
        { name: 'senha', type: 'text', value: 'segredo' },
      ],
    });
  });

  it('says in Portuguese that a version 1 call has no body, and keeps the entries when the start fails', async () => {
    const sim = new Simulator();
    sim.setScenario({ kind: 'server-error', endpoints: ['runV1Defaults'] });
    const { user } = await openRunWithCatalog([], sim);
    await user.type(await screen.findByRole('combobox', { name: /ID do Runtime/ }), 'RUNTIME-01');
    await user.type(robotField(), 'invoice-bot');
    await user.click(screen.getByRole('radio', { name: 'Versão 1' }));
    expect(
      screen.getByText(/^Endpoint \d+ da API: sem corpo, o robô usa os parâmetros padrão dele\.$/),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Executar' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('O robô não foi iniciado');
    expect(alert).toHaveTextContent('(status 500)');
    expect(alert).toHaveTextContent('O que você preencheu foi mantido; tente de novo quando quiser.');
    expect(runtimeField()).toHaveValue('RUNTIME-01');
    expect(screen.getByRole('button', { name: 'Limpar formulário' })).toBeEnabled();
  });

  it('fills the form from a link in Portuguese, asking before replacing what was typed', async () => {
    const { user, router } = await openRunWithCatalog([
      { name: 'cliente', defaultValue: 'ACME' },
      { name: 'senha', secret: true },
    ]);
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: 'invoice-bot' }, [
      { name: 'cliente', type: 'text', value: 'Globex' },
      { name: 'senha', type: 'text', value: 'nao-guardada' },
    ]);
    await router.navigate(runWithRobotPath('invoice-bot'));
    expect(await screen.findByTestId('prefill-note')).toHaveTextContent(
      'Robô Invoice reader escolhido no catálogo da equipe: as variáveis dele foram preenchidas.',
    );
    expect(robotField()).toHaveValue('invoice-bot');

    await user.type(runtimeField(), 'RUNTIME-02');
    await router.navigate(runFromExecutionPath({ computerId: 'RUNTIME-01', executionId: id }));
    const dialog = await screen.findByRole('dialog', { name: 'Substituir o que você digitou?' });
    expect(dialog).toHaveTextContent(
      `O formulário tem o que você digitou antes. Preenchê-lo com as entradas da execução ${id} no lugar?`,
    );
    expect(within(dialog).getByRole('button', { name: 'Manter o que digitei' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Substituir' }));

    await waitFor(() => expect(runtimeField()).toHaveValue('RUNTIME-01'));
    const note = await screen.findByTestId('prefill-note');
    expect(note).toHaveTextContent(
      `Preenchido com as entradas da execução ${id}, iniciada por ${demoAccount.username}. Confira-as e clique em Executar.`,
    );
    expect(note).toHaveTextContent(
      'O valor da variável secreta "senha" nunca é armazenado: digite-o de novo.',
    );
    expect(
      screen.getAllByLabelText(/Valor da variável/).map((field) => (field as HTMLInputElement).value),
    ).toEqual(['Globex', '']);
    await user.click(screen.getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByTestId('prefill-note')).not.toBeInTheDocument());
  });
});
