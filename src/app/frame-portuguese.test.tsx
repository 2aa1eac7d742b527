import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { notifyWithUndo } from '@/components/undo-notification';
import { announceSession } from '@/features/auth/session-broadcast';
import { languageChoiceStore } from '@/lib/locale';
import { mswServer } from '@/testing/msw-server';
import { renderSignedIn } from '@/testing/render-app';

describe('the frame in Brazilian Portuguese', () => {
  it('names the navigation, the session, a page that is not there and an undo in Portuguese', async () => {
    languageChoiceStore.set('pt-BR');
    const { user } = await renderSignedIn('/nada/aqui');

    expect(await screen.findByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    expect(screen.getByText(/^Não há página em/)).toHaveTextContent('Não há página em /nada/aqui.');
    expect(screen.getByRole('link', { name: 'Ir para Executar um robô' })).toBeVisible();
    expect(document.documentElement.lang).toBe('pt-BR');

    const navigation = screen.getByRole('navigation', { name: 'Navegação principal' });
    for (const name of ['Executar um robô', 'Fila', 'Catálogo', 'Atividade', 'Fornecedores']) {
      expect(within(navigation).getByRole('link', { name })).toBeInTheDocument();
    }
    expect(screen.getByRole('button', { name: 'Sair' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Notificações' })).toBeVisible();
    // Today's end of session, at a time written the Brazilian way (24 h).
    expect(screen.getByText(/^A sessão termina (às \d{2}:\d{2}|em \d)/)).toBeInTheDocument();

    const undo = vi.fn();
    act(() => notifyWithUndo({ message: 'Entrada excluída.', undo }));
    await user.click(await screen.findByRole('button', { name: 'Desfazer' }));
    expect(undo).toHaveBeenCalledOnce();
  });

  it('says in Portuguese that the session could not be checked, with a way to try again', async () => {
    languageChoiceStore.set('pt-BR');
    const { user } = await renderSignedIn('/run');
    let refusing = true;
    mswServer.use(
      http.get('/session', () =>
        refusing
          ? HttpResponse.json({ error: 'invalid-request', message: 'Not today.' }, { status: 400 })
          : undefined,
      ),
    );
    // Another tab signed in: this one reads its session again, and the server refuses.
    announceSession('signed-in');

    const alert = await screen.findByRole('alert', { name: 'Não foi possível verificar sua sessão' });
    // The console's words for the server's code, the server's detail as it sent it.
    expect(alert).toHaveTextContent('O servidor recusou os valores enviados: Not today.');
    refusing = false;
    await user.click(within(alert).getByRole('button', { name: 'Tentar de novo' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(screen.getByTestId('signed-in-user')).toBeInTheDocument();
  });
});
