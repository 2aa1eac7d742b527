import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { api } from '@/data/browser-client';
import { maxIdLength } from '@/api/ids';
import { demoAccount } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { formatDateTime } from '@/lib/format';
import { languageChoiceStore } from '@/lib/locale';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';

const resultPath = '/orchestrator/api/integration/v1/result/:computerId/:executionId';
const me = demoAccount.username;
/** A pt-BR date and time: "22 de nov. de 2026, 10:00:00 …" (the hour without a leading zero before 10). */
const ptDateTime = /\d{1,2} de [a-zç]{3}\. de \d{4}, \d{1,2}:\d{2}:\d{2}/;

describe('the execution page in Portuguese', () => {
  it('says how a run of the journal went, who started it and with what', async () => {
    languageChoiceStore.set('pt-BR');
    // The simulator's clock moves only when the test says so.
    let clock = Date.now();
    const sim = new Simulator({ now: () => clock });
    const { router, workspace } = await renderSignedIn('/run', sim);
    await workspace.catalog.saveRobot(
      {
        robotId: 'login-bot',
        name: 'Login robot',
        variables: [
          { name: 'user', type: 'text' },
          { name: 'password', type: 'text', secret: true },
        ],
      },
      undefined,
      'lead@robot-console.test',
    );
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: 'login-bot' }, [
      { name: 'user', type: 'text', value: 'robot-account' },
      { name: 'password', type: 'text', value: 'not-kept' },
    ]);
    const entry = await workspace.journal.find('RUNTIME-01', id);
    await router.navigate(`/executions/RUNTIME-01/${id}`);

    expect(await screen.findByRole('heading', { name: `Execução ${id}` })).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('execution-facts')).toHaveTextContent(
        `Runtime RUNTIME-01 · Robô login-bot · iniciada por ${me} em ${formatDateTime(entry?.startedAt ?? 0, 'pt-BR')} · na fila da equipe`,
      ),
    );
    expect(screen.getByTestId('execution-facts')).toHaveTextContent(ptDateTime);
    expect(screen.getByRole('link', { name: 'na fila da equipe' })).toHaveAttribute('href', '/queue');
    expect(screen.getByRole('button', { name: 'Atualizar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Executar de novo' })).toHaveAccessibleDescription(
      'O valor da variável secreta "password" nunca foi armazenado, então ela não pode ser executada de novo como estava. Editar e executar de novo o deixa vazio para você digitá-lo de novo.',
    );

    expect(screen.getByRole('heading', { name: 'Entradas' })).toBeInTheDocument();
    const inputs = within(screen.getByRole('table', { name: 'Variáveis enviadas' }));
    expect(inputs.getByRole('columnheader', { name: 'Nome' })).toBeInTheDocument();
    expect(inputs.getByRole('row', { name: 'password •••• (secreta)' })).toBeInTheDocument();
    expect(
      screen.getByText(
        'Iniciada com a chamada de execução da API versão 2. Os valores de variáveis secretas nunca são armazenados.',
      ),
    ).toBeInTheDocument();

    // The server follows it to its end.
    const summary = within(await screen.findByRole('region', { name: 'Status da execução' }));
    expect(summary.getByText('Início')).toBeInTheDocument();
    expect(summary.getByText('Ainda não')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progresso da execução' })).toBeInTheDocument();
    expect(screen.getByTestId('poll-status')).toHaveTextContent(
      'Atualizada em tempo real: o servidor a lê a cada 2 s para toda a equipe.',
    );
    expect(screen.getByText('Aparece aqui quando a execução terminar.')).toBeInTheDocument();
    clock += sim.timing.queueMs + sim.timing.runMs + 1;
    expect(await screen.findByText('SUCCESS')).toBeInTheDocument();
    expect(screen.getByTestId('poll-status')).toHaveTextContent('Terminada: não é mais atualizada.');
    expect(summary.getByText('Duração')).toBeInTheDocument();
    expect(summary.getByText('Fim').nextElementSibling).toHaveTextContent(ptDateTime);
    expect(summary.getByText('100 %')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Valor de retorno' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copiar o valor de retorno' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: /^Logs/ })).toBeInTheDocument();
  });

  it('reads one outside the journal, writing its numbers and times the pt-BR way', async () => {
    languageChoiceStore.set('pt-BR');
    const init = Date.now() - 60_000;
    const logs = Array.from({ length: 1500 }, (_, i) => ({
      date: Date.UTC(2026, 10, 22, 13, 5, 9),
      level: 'INFO',
      message: `linha ${i}`,
    }));
    const { router } = await renderSignedIn('/run');
    mswServer.use(
      http.get(resultPath, () =>
        HttpResponse.json({
          _id: 'E1',
          init,
          status: 'RUNNING',
          progress: 40,
          end: null,
          returnValue: null,
          logs,
        }),
      ),
    );
    await router.navigate('/executions/RUNTIME-01/E1');

    expect(await screen.findByText('RUNNING')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByTestId('execution-facts')).toHaveTextContent(
        'Runtime RUNTIME-01 · não está no registro da equipe',
      ),
    );
    expect(screen.getByRole('button', { name: 'Acompanhar na fila' })).toBeInTheDocument();
    expect(screen.getByTestId('poll-status')).toHaveTextContent('Atualizando a cada 2 s.');
    expect(screen.getByText('40 %')).toBeInTheDocument();
    expect(screen.getByText('Tempo decorrido')).toBeInTheDocument();
    expect(screen.getByText('Ainda não')).toBeInTheDocument();
    expect(screen.getByText('Aparece aqui quando a execução terminar.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Logs (1.500)' })).toBeInTheDocument();
    const log = within(screen.getByRole('log', { name: 'Logs da execução' }));
    // 24-hour time, whatever the zone: no AM or PM.
    expect(log.getByText('linha 0').closest('li')).toHaveTextContent(/^\d{2}:\d{2}:\d{2} INFO linha 0$/);
  });

  it('explains an address that names no execution, and one the Runtime does not have', async () => {
    languageChoiceStore.set('pt-BR');
    const { router, workspace } = await renderSignedIn('/run', new Simulator());
    await router.navigate(`/executions/RUNTIME-01/${'x'.repeat(maxIdLength + 1)}`);
    expect(await screen.findByRole('heading', { name: 'Não é um endereço de execução' })).toBeInTheDocument();
    expect(screen.getByText('Este endereço não indica uma execução')).toBeInTheDocument();
    expect(
      screen.getByText(/^O ID da execução pode ter no máximo 200 caracteres\. Abra a execução pela /),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'fila' })).toHaveAttribute('href', '/queue');

    await router.navigate('/executions/RUNTIME-01/no-such-id');
    expect(await screen.findByText('Execução não encontrada')).toBeInTheDocument();
    expect(
      screen.getByText(/^O Runtime RUNTIME-01 não tem nenhuma execução com este ID\./),
    ).toBeInTheDocument();

    // Tracked by id, and given up on by the server: its reason (the code it records) in Portuguese.
    await workspace.journal.track('RUNTIME-01', 'ddd444', me);
    await workspace.journalStore.markLost('RUNTIME-01', 'ddd444', { code: 'not-found' }, Date.now());
    await router.navigate('/executions/RUNTIME-01/ddd444');
    await waitFor(() =>
      expect(screen.getByTestId('poll-status')).toHaveTextContent(
        'Sem atualização: Não encontrada no Runtime — use Atualizar para lê-la de novo.',
      ),
    );
    expect(
      screen.getByText('Desconhecidas: esta execução foi iniciada em outro lugar e acompanhada pelo ID.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Aguardando a primeira resposta do serviço sobre esta execução.'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('execution-facts')).toHaveTextContent(`acompanhada por ${me} em`);

    // Given up on before the server recorded codes: the English sentence it stored, in Portuguese too.
    // One statement, so that the server's follower never reads it meanwhile.
    await workspace.database.db
      .insertInto('executions')
      .values({
        computer_id: 'RUNTIME-01',
        execution_id: 'eee555',
        source: 'track',
        started_by: me,
        started_at: new Date(),
        ended: false,
        updated_at: new Date(),
        search_text: 'eee555',
        lost_reason: 'No longer followed: it ran past the 12-hour limit',
      })
      .execute();
    await router.navigate('/executions/RUNTIME-01/eee555');
    await waitFor(() =>
      expect(screen.getByTestId('poll-status')).toHaveTextContent(
        'Sem atualização: Não é mais acompanhada: passou do limite de 12 horas — use Atualizar para lê-la de novo.',
      ),
    );
  });
});
