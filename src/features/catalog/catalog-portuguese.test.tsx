import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '@/lib/format';
import { languageChoiceStore } from '@/lib/locale';
import {
  colleague,
  freezeClock,
  invoiceRobot,
  mainRuntime,
  openCatalog,
  serverCatalog,
  testNow,
} from './catalog-test-utils';

beforeEach(() => {
  notifications.clean();
  languageChoiceStore.set('pt-BR');
});
afterEach(() => vi.useRealTimers());

async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('the catalog in Portuguese', () => {
  it('names its sections, entries and changes in Portuguese, times and numbers the pt-BR way', async () => {
    freezeClock();
    const { user, workspace } = await openCatalog({ runtimes: [mainRuntime], robots: [invoiceRobot] });
    const when = formatTime(testNow, 'pt-BR');
    expect(when).toMatch(/^às \d{2}:\d{2}/);

    expect(screen.getByRole('heading', { name: 'Catálogo', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Runtimes', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exportar catálogo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importar catálogo' })).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader', { name: 'Última alteração' })).toHaveLength(2);
    expect(screen.getAllByText(`${colleague} ${when}`)).toHaveLength(2);
    expect(screen.getByText('1 variável')).toBeInTheDocument();

    // A form refuses in Portuguese, writing its numbers the pt-BR way.
    await user.click(screen.getByRole('button', { name: 'Adicionar Runtime' }));
    let dialog = await screen.findByRole('dialog', { name: 'Adicionar Runtime' });
    await paste(user, within(dialog).getByLabelText(/^Descrição/), 'D'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Adicionar Runtime' }));
    expect(
      await within(dialog).findByText(
        'Informe o ID do Runtime (ID_COMPUTER) que o operador do serviço passou para você.',
      ),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByText('A descrição pode ter no máximo 1.000 caracteres; esta tem 1.001.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    const question = await screen.findByRole('dialog', { name: 'Descartar suas alterações?' });
    expect(question).toHaveTextContent('O que você mudou neste novo Runtime não foi salvo.');
    await user.click(within(question).getByRole('button', { name: 'Descartar alterações' }));

    // Someone saves the robot while it is open here: who and when are told in Portuguese.
    await user.click(screen.getByRole('button', { name: 'Editar o robô Invoice reader' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar o robô Invoice reader' });
    await user.type(within(dialog).getByLabelText(/^Nome(\s*\*)?$/), ' 2');
    await workspace.catalog.saveRobot({ ...invoiceRobot, description: 'Lança notas' }, 1, colleague);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar robô' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(`${colleague} alterou este robô depois que você o abriu`);
    expect(notice).toHaveTextContent(
      `A alteração dessa pessoa foi salva ${when}; a sua ainda não foi salva. Este é o robô agora:`,
    );
    expect(notice).toHaveTextContent('Descrição: Lança notas alterado');
    expect(notice).toHaveTextContent('Variáveis: customer (obrigatória, padrão “ACME”)');
    await user.click(within(notice).getByRole('button', { name: 'Manter meu texto' }));
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `Salvar agora substitui a versão de ${colleague} pela sua.`,
    );
  });

  it('says in Portuguese what is wrong with a file it cannot import, and changes nothing', async () => {
    const { user, workspace } = await openCatalog({ runtimes: [mainRuntime] });
    const file = new File(
      [
        JSON.stringify({
          version: 1,
          runtimes: [{ computerId: 'a/b', name: 'X' }],
          robots: [{ name: 'Sem id' }],
        }),
      ],
      'catalogo.json',
      { type: 'application/json' },
    );
    await user.upload(screen.getByLabelText('Arquivo de catálogo a importar'), file);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('A importação falhou');
    expect(alert).toHaveTextContent('catalogo.json não foi importado; nada foi alterado.');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Runtime 1 ("X"): O ID do Runtime não pode conter "/" nem "\\".',
      'Robô 1 ("Sem id") não tem ID.',
    ]);
    expect(within(alert).getByRole('button', { name: 'Dispensar' })).toBeInTheDocument();
    expect(await serverCatalog(workspace)).toEqual({ runtimes: [mainRuntime], robots: [] });
  });
});
