import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { catalogStore } from './browser-catalog';
import { languageChoiceStore } from '@/lib/locale';
import { trackedExecutionsStore } from './tracked-executions';
import { renderSignedIn } from '@/testing/render-app';

const day = 86_400_000;

function keepOldData() {
  trackedExecutionsStore.set([
    {
      computerId: 'RUNTIME-01',
      executionId: 'OLD-1',
      robotId: 'invoice-bot',
      run: { apiVersion: 'v2', variables: [{ name: 'batch', type: 'text', value: 'OCT' }] },
      source: 'run',
      addedAt: Date.now() - day,
      status: 'SUCCESS',
      init: Date.now() - day,
      endedAt: Date.now() - day + 60_000,
      ended: true,
    },
    // An id the workspace refuses: it stays in this browser.
    { computerId: 'a/b', executionId: 'OLD-2', source: 'track', addedAt: Date.now() - day, ended: false },
  ]);
  catalogStore.set({
    version: 1,
    runtimes: [{ computerId: 'RUNTIME-01', name: 'Main', description: '' }],
    robots: [],
  });
  localStorage.setItem(
    'robot-console:history:job-positions',
    JSON.stringify([
      { id: 'h1', sentAt: Date.now() - day, payload: { title: 'Clerk', hourValue: 18 }, outcome: 'sent' },
    ]),
  );
}

describe('moving in what a browser kept', () => {
  it('offers it at sign-in with what it holds, stores it in the team workspace, then forgets it here', async () => {
    keepOldData();
    const { user, workspace } = await renderSignedIn('/run');
    const dialog = await screen.findByRole('dialog', {
      name: 'Add what this browser kept to the team workspace?',
    });
    expect(dialog).toHaveTextContent('1 execution from its queue');
    expect(dialog).toHaveTextContent('1 Runtime or Robot of its catalog');
    expect(dialog).toHaveTextContent('1 reporting send from its history');
    await user.click(within(dialog).getByRole('button', { name: 'Add to the team workspace' }));

    expect(
      await screen.findByText(/Added 1 execution, 1 catalog entry, 1 reporting send\./),
    ).toBeInTheDocument();
    expect(await workspace.journal.find('RUNTIME-01', 'OLD-1')).toMatchObject({
      status: 'SUCCESS',
      variables: [{ value: 'OCT' }],
    });
    expect((await workspace.catalog.list()).runtimes.map((r) => r.computerId)).toEqual(['RUNTIME-01']);
    expect((await workspace.history.list({ form: 'job-positions', offset: 0, limit: 10 })).total).toBe(1);
    await waitFor(() => expect(trackedExecutionsStore.get().map((e) => e.executionId)).toEqual(['OLD-2']));
    expect(catalogStore.get().runtimes).toEqual([]);
    expect(JSON.parse(localStorage.getItem('robot-console:history:job-positions') ?? 'null')).toEqual([]);
  });

  it('keeps everything in the browser on "Not now" and does not ask again until the next sign-in', async () => {
    keepOldData();
    const { user, router, workspace } = await renderSignedIn('/run');
    const dialog = await screen.findByRole('dialog', { name: /Add what this browser kept/ });
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await router.navigate('/catalog');
    await screen.findByRole('heading', { name: 'Robots', level: 2 });
    expect(screen.queryByRole('dialog', { name: /Add what this browser kept/ })).not.toBeInTheDocument();
    expect(trackedExecutionsStore.get()).toHaveLength(2);
    expect(await workspace.journal.find('RUNTIME-01', 'OLD-1')).toBeUndefined();
  });

  it('offers nothing to a browser that kept nothing', async () => {
    await renderSignedIn('/run');
    expect(screen.queryByRole('dialog', { name: /Add what this browser kept/ })).not.toBeInTheDocument();
  });

  it('says once which saved entries it could not read, keeps them aside, and offers the rest', async () => {
    localStorage.setItem(
      'robot-console:catalog',
      JSON.stringify({
        version: 1,
        runtimes: [{ computerId: 'RUNTIME-01', name: 'Main', description: '' }, { name: 'no id' }],
        robots: [],
      }),
    );
    const { user } = await renderSignedIn('/run');
    const dialog = await screen.findByRole('dialog', { name: /Add what this browser kept/ });
    expect(dialog).toHaveTextContent(
      '1 saved runtime could not be read and was set aside; the others are kept. They stay in this browser',
    );
    expect(dialog).toHaveTextContent('1 Runtime or Robot of its catalog');
    expect(JSON.parse(localStorage.getItem('robot-console:catalog:corrupt-entries') ?? '[]')).toEqual([
      { name: 'no id' },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Said once: the next reading of the stores has nothing new to tell.
    expect(catalogStore.problem()).toBeUndefined();
  });

  it('tells of unreadable entries in a notice when nothing else is left to offer', async () => {
    localStorage.setItem('robot-console:executions', JSON.stringify([{ executionId: 42 }]));
    await renderSignedIn('/run');
    expect(await screen.findByText('Some of what this browser kept could not be read')).toBeInTheDocument();
    expect(screen.getByText(/1 saved execution could not be read and was set aside\./)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: /Add what this browser kept/ })).not.toBeInTheDocument();
  });

  it('speaks Brazilian Portuguese: what it offers, and what it added, none said in words', async () => {
    languageChoiceStore.set('pt-BR');
    keepOldData();
    // No reporting history this time: the summary says there was none.
    localStorage.removeItem('robot-console:history:job-positions');
    const { user } = await renderSignedIn('/run');
    const dialog = await screen.findByRole('dialog', {
      name: 'Adicionar ao espaço de trabalho da equipe o que este navegador guardou?',
    });
    expect(dialog).toHaveTextContent('1 execução da sua fila');
    expect(dialog).toHaveTextContent('1 Runtime ou robô do seu catálogo');
    expect(dialog).not.toHaveTextContent('envio de relatório');
    expect(within(dialog).getByRole('button', { name: 'Agora não' })).toBeEnabled();
    await user.click(
      within(dialog).getByRole('button', { name: 'Adicionar ao espaço de trabalho da equipe' }),
    );

    expect(await screen.findByText('Adicionado ao espaço de trabalho da equipe')).toBeInTheDocument();
    expect(
      screen.getByText('Adicionados: 1 execução, 1 entrada de catálogo, nenhum envio de relatório.'),
    ).toBeInTheDocument();
  });

  it('writes its counts the Brazilian way', async () => {
    languageChoiceStore.set('pt-BR');
    trackedExecutionsStore.set(
      Array.from({ length: 1200 }, (_, index) => ({
        computerId: 'RUNTIME-01',
        executionId: `OLD-${String(index)}`,
        source: 'track' as const,
        addedAt: Date.now() - day,
        ended: false,
      })),
    );
    const { user } = await renderSignedIn('/run');
    const dialog = await screen.findByRole('dialog', { name: /^Adicionar ao espaço de trabalho da equipe/ });
    expect(dialog).toHaveTextContent('1.200 execuções da sua fila');
    await user.click(within(dialog).getByRole('button', { name: 'Agora não' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(trackedExecutionsStore.get()).toHaveLength(1200);
  });
});
