import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { languageChoiceStore } from '@/lib/locale';
import { renderSignedIn } from '@/testing/render-app';
import { pinBrowserLanguages } from './reporting-test-support';

const field = (name: string) => screen.getByRole('textbox', { name });

/** The RPA form, with the queue's figures for today read (no execution of the team: all zero). */
async function openRpa(panelName: string, useName: string) {
  const app = await renderSignedIn('/reporting/rpa');
  const panel = within(await screen.findByRole('region', { name: panelName }));
  const use = panel.getByRole('button', { name: useName });
  await waitFor(() => expect(use).toBeEnabled());
  return { ...app, panel, use };
}

// Issue 18: "Use these figures" replaced the figures the operator had typed without asking.
describe('using the queue’s figures over typed ones', () => {
  it('asks first, naming what would change, and replaces nothing unless told to', async () => {
    pinBrowserLanguages('en-US', 'en');
    const { user, panel, use } = await openRpa('Fill from the queue', 'Use these figures');
    await user.type(field('Successful executions'), '5');
    // The same number as the queue's: nothing to ask about.
    await user.type(field('Executions with alert'), '0');

    await user.click(use);
    const question = panel.getByRole('alert', { name: 'Replace the figures you typed?' });
    expect(
      within(question)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Successful executions: 5 → 0']);
    expect(within(question).getByRole('button', { name: 'Replace them' })).toHaveFocus();
    expect(field('Successful executions')).toHaveValue('5');
    expect(field('Executions with error')).toHaveValue('');

    await user.click(within(question).getByRole('button', { name: 'Keep mine' }));
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    expect(use).toHaveFocus();
    expect(field('Successful executions')).toHaveValue('5');
    expect(field('Executions with error')).toHaveValue('');

    await user.click(use);
    await user.click(panel.getByRole('button', { name: 'Replace them' }));
    expect(field('Successful executions')).toHaveValue('0');
    expect(field('Executions with error')).toHaveValue('0');
    expect(panel.getByRole('status')).toHaveTextContent('Copied into the form');
    expect(use).toHaveFocus();
  });

  it('fills an empty form at once, and asks in Portuguese', async () => {
    languageChoiceStore.set('pt-BR');
    const { user, panel, use } = await openRpa('Preencher a partir da fila', 'Usar estes números');
    await user.click(use);
    expect(panel.queryByRole('alert')).not.toBeInTheDocument();
    expect(field('Execuções com sucesso')).toHaveValue('0');

    await user.clear(field('Tempo das execuções com erro (segundos)'));
    await user.type(field('Tempo das execuções com erro (segundos)'), '1.200');
    await user.click(use);
    const question = panel.getByRole('alert', { name: 'Substituir os números que você digitou?' });
    expect(question).toHaveTextContent('Os números da fila mudariam o que você digitou:');
    expect(question).toHaveTextContent('Tempo das execuções com erro (segundos): 1.200 → 0');
    await user.click(within(question).getByRole('button', { name: 'Manter os meus' }));
    expect(field('Tempo das execuções com erro (segundos)')).toHaveValue('1.200');
  });
});
