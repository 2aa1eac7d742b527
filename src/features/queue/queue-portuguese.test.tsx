import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatDateTime } from '@/lib/format';
import { languageChoiceStore } from '@/lib/locale';
import { loadPage, renderSignedIn } from '@/testing/render-app';
import { colleague, findRow, january, manyId, rowOf, seedMany } from './queue-test-support';

/** The oldest, ended execution of `seedMany` with every other one ended (0, 2, 4 …). */
const ended = manyId(0);
/** The newest, still queued. */
const queued = manyId(1019);

describe('the queue in Portuguese', () => {
  it('says everything in Portuguese and writes numbers and dates the pt-BR way', async () => {
    languageChoiceStore.set('pt-BR');
    // 510 of them queued, as seeded: nothing follows them (render-app.tsx).
    const { router, workspace } = await renderSignedIn('/run', undefined, { live: false });
    await seedMany(workspace, { count: 1020, status: (i) => (i % 2 === 0 ? 'SUCCESS' : 'PENDENT') });
    // Why the server's follower gave up on an execution: its code, as it records it now, …
    await workspace.journalStore.markLost('RUNTIME-01', queued, { code: 'time-limit', hours: 12 }, january);
    // … the English sentence a row stored before the codes holds, …
    await workspace.database.db
      .updateTable('executions')
      .set({ lost_reason: 'Not found on its Runtime' })
      .where('execution_id', '=', manyId(1017))
      .execute();
    // … and text that is neither, shown as it comes.
    await workspace.database.db
      .updateTable('executions')
      .set({ lost_reason: 'Given up by another program' })
      .where('execution_id', '=', manyId(1015))
      .execute();
    // Recorded before ids were checked: the server never asks for it.
    await workspace.journal.track('RUNTIME-01', 'eee/555', colleague);
    await loadPage('/queue');
    await router.navigate('/queue');

    expect(await screen.findByRole('heading', { name: 'Fila' })).toBeInTheDocument();
    expect(screen.getByText(/^O registro da equipe: toda execução/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Acompanhar execução' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Pesquisar' })).toHaveAttribute(
      'placeholder',
      'ID da execução ou valor de variável',
    );
    expect(screen.getByRole('switch', { name: 'Só as minhas' })).toBeInTheDocument();
    expect(screen.getByLabelText('Iniciada a partir de')).toHaveAttribute('placeholder', 'dd/mm/aaaa hh:mm');

    // 1,020 seeded and one tracked, written with the Portuguese thousands separator.
    expect(await screen.findByText('1.021 execuções')).toBeInTheDocument();
    const table = within(screen.getByRole('table', { name: 'Execuções no registro da equipe' }));
    for (const header of ['Robô', 'ID da execução', 'Progresso', 'Início', 'Duração', 'Iniciada por']) {
      expect(table.getByRole('button', { name: header })).toBeInTheDocument();
    }
    expect(
      await screen.findByRole('button', {
        name: 'Selecionar as 510 execuções na fila que atendem aos filtros',
      }),
    ).toBeInTheDocument();

    // The server's reasons, in the operator's language.
    const lost = await findRow(queued);
    expect(lost.getByText('Não é mais acompanhada: passou do limite de 12 horas')).toBeInTheDocument();
    const notFound = rowOf(manyId(1017));
    expect(notFound.getByText('Não encontrada no Runtime')).toBeInTheDocument();
    expect(rowOf(manyId(1015)).getByText('Given up by another program')).toBeInTheDocument();
    const tracked = rowOf('eee/555');
    expect(
      tracked.getByText('Não acompanhada: O ID da execução não pode conter "/" nem "\\".'),
    ).toBeInTheDocument();
    expect(tracked.getByText('acompanhada pelo ID')).toBeInTheDocument();
    expect(lost.getByRole('button', { name: `Copiar o ID da execução ${queued}` })).toHaveTextContent(
      'Copiar',
    );
    // The start of the newest seeded run, one minute apart from January 10: a pt-BR date in any zone.
    const started = january + 1019 * 60_000;
    // The start says how long ago, with the exact instant on hover.
    expect(lost.getByTitle(formatDateTime(started, 'pt-BR'))).toHaveAttribute(
      'datetime',
      new Date(started).toISOString(),
    );
    expect(formatDateTime(started, 'pt-BR')).toMatch(/^1[01] de jan\. de 2026/);
  });

  it('selects, deletes and searches in Portuguese', async () => {
    languageChoiceStore.set('pt-BR');
    const { user, router, workspace } = await renderSignedIn('/run');
    // Four runs, the oldest ended: run-0003 is the newest, still queued.
    const newest = manyId(3);
    await seedMany(workspace, { count: 4, status: (i) => (i === 0 ? 'SUCCESS' : 'PENDENT') });
    await loadPage('/queue');
    await router.navigate('/queue');
    const row = await findRow(newest);

    await user.click(row.getByRole('checkbox', { name: `Selecionar a execução ${newest}` }));
    expect(screen.getByText('4 execuções, 1 selecionada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Excluir selecionadas (1)' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Excluir a execução na fila?' }));
    expect(dialog.getByText('Esta execução será removida da fila e não será executada:')).toBeInTheDocument();
    expect(dialog.getByText(newest).closest('li')).toHaveTextContent(`${newest} em RUNTIME-01 (invoice-bot)`);
    await user.click(dialog.getByRole('button', { name: 'Cancelar' }));
    await user.click(screen.getByRole('button', { name: 'Limpar seleção' }));

    // An ended row offers no delete; its duration reads the same in both languages.
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), ended);
    const endedRow = await findRow(ended);
    expect(endedRow.getByText('1 min 05 s')).toBeInTheDocument();
    expect(endedRow.queryByRole('button', { name: /^Excluir/ })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('1 execução')).toBeInTheDocument());

    await user.clear(screen.getByRole('searchbox', { name: 'Pesquisar' }));
    await user.type(screen.getByRole('searchbox', { name: 'Pesquisar' }), 'nada-disso');
    expect(await screen.findByText('Nenhuma execução atende a estes filtros.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Mostrar todas as execuções' }));
    expect(await screen.findByText('4 execuções')).toBeInTheDocument();
  });

  it('refuses a blank id and names an execution the journal already holds, in Portuguese', async () => {
    languageChoiceStore.set('pt-BR');
    const { user, router, workspace } = await renderSignedIn('/run');
    await workspace.journal.track('RUNTIME-01', 'abc123', colleague);
    await router.navigate('/queue');
    const form = within(await screen.findByRole('form', { name: 'Acompanhar execução' }));

    await user.click(form.getByRole('button', { name: 'Acompanhar' }));
    expect(await form.findByText('Informe o ID do Runtime.')).toBeInTheDocument();
    expect(form.getByText('Informe o ID da execução.')).toBeInTheDocument();

    await user.type(form.getByRole('textbox', { name: /^ID do Runtime/ }), 'RUNTIME-01');
    await user.type(form.getByRole('textbox', { name: /^ID da execução/ }), 'abc123');
    await user.click(form.getByRole('button', { name: 'Acompanhar' }));
    expect(
      await form.findByText(
        `A execução abc123 em RUNTIME-01 já está no registro (acompanhada por ${colleague}).`,
      ),
    ).toBeInTheDocument();
  });
});
