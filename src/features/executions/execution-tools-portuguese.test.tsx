import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { api } from '@/data/browser-client';
import { languageChoiceStore } from '@/lib/locale';
import { demoRobots } from '@/mocks/simulator/demo';
import { Simulator } from '@/mocks/simulator/simulator';
import { renderSignedIn } from '@/testing/render-app';
import { serveResult } from './execution-test-support';

const init = Date.parse('2026-11-22T10:00:00Z');

beforeEach(() => {
  notifications.clean();
  languageChoiceStore.set('pt-BR');
});

describe('the execution page’s tools in Portuguese', () => {
  it('says why it failed, and filters, searches, follows and saves its logs', async () => {
    const logs = Array.from({ length: 1500 }, (_, i) =>
      i === 1200
        ? { date: init + i, level: 'ERROR', message: 'Tempo esgotado no item 1200' }
        : { date: init + i, level: 'INFO', message: `Item ${i} processado` },
    );
    const { user, router } = await renderSignedIn('/run');
    serveResult(() => ({
      status: 'FAILED',
      progress: 1,
      init,
      end: init + 5_000,
      returnValue: { ok: false },
      logs,
    }));
    await router.navigate('/executions/RUNTIME-01/E1');

    expect(await screen.findByTestId('failure-summary')).toHaveTextContent(
      'Esta execução falhou (FAILED)O último erro nos logs:Tempo esgotado no item 1200',
    );
    expect(screen.getByRole('heading', { name: 'Logs (1.500)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar os logs' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Baixar JSON' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Acompanhar novas linhas' })).toBeChecked();
    const levels = within(screen.getByRole('group', { name: 'Níveis exibidos' }));
    await user.click(levels.getByRole('checkbox', { name: 'INFO (1.499)' }));
    await waitFor(() =>
      expect(screen.getByTestId('logs-shown')).toHaveTextContent('1 de 1.500 linhas exibidas.'),
    );
    const search = screen.getByRole('searchbox', { name: 'Pesquisar nos logs' });
    await user.click(search);
    await user.paste('nada disso');
    expect(
      await screen.findByText('Nenhuma linha corresponde à pesquisa e aos níveis escolhidos.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('switch', { name: 'Acompanhar novas linhas' }));
    expect(screen.getByRole('switch', { name: 'Acompanhar novas linhas' })).not.toBeChecked();
  });

  it('offers to edit and run again, and deletes a queued one once confirmed', async () => {
    const sim = new Simulator();
    const { router, user } = await renderSignedIn('/run', sim);
    const id = await api.runV2({ computerId: 'RUNTIME-01', robotId: demoRobots.queued });
    await router.navigate(`/executions/RUNTIME-01/${id}`);

    expect(await screen.findByRole('link', { name: 'Editar e executar de novo' })).toHaveAttribute(
      'href',
      `/run?from=RUNTIME-01%2F${id}`,
    );
    await user.click(await screen.findByRole('button', { name: 'Excluir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Excluir esta execução da fila?' });
    expect(dialog).toHaveTextContent(
      `A execução ${id} do robô queued-bot no Runtime RUNTIME-01 será removida da fila antes de começar. Isso não pode ser desfeito.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancelar' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Excluir execução' }));
    expect(await screen.findByText('Execução excluída')).toBeInTheDocument();
    expect(screen.getByText(`A execução ${id} foi removida da fila.`)).toBeInTheDocument();
    expect(await screen.findByText('Excluída da fila')).toBeInTheDocument();
  });
});
