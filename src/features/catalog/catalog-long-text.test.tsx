import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { languageChoiceStore } from '@/lib/locale';
import { invoiceRobot, mainRuntime, openCatalog } from './catalog-test-utils';

beforeEach(() => notifications.clean());

type User = Awaited<ReturnType<typeof openCatalog>>['user'];

/** Opens the new robot dialog and adds a variable row: its labels in the language the page speaks. */
async function robotDialog(user: User, words: { add: string; addVariable: string; row: string }) {
  await user.click(screen.getByRole('button', { name: words.add }));
  const dialog = await screen.findByRole('dialog', { name: words.add });
  await user.click(within(dialog).getByRole('button', { name: words.addVariable }));
  return { dialog, variable: within(dialog).getByRole('group', { name: words.row }) };
}

describe('long texts in the catalog', () => {
  it('states the limit beside every free-text field of the forms', async () => {
    const { user } = await openCatalog();
    await user.click(screen.getByRole('button', { name: 'Add runtime' }));
    const runtime = await screen.findByRole('dialog', { name: 'Add runtime' });
    expect(within(runtime).getByLabelText(/^Name/)).toHaveAccessibleDescription('Up to 120 characters');
    expect(within(runtime).getByLabelText('Description')).toHaveAccessibleDescription(
      'Up to 1,000 characters',
    );
    await user.click(within(runtime).getByRole('button', { name: 'Cancel' }));

    const { dialog, variable } = await robotDialog(user, {
      add: 'Add robot',
      addVariable: 'Add variable',
      row: 'Variable 1',
    });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveAccessibleDescription('Up to 120 characters');
    expect(within(dialog).getByLabelText('Description')).toHaveAccessibleDescription(
      'Up to 1,000 characters',
    );
    expect(within(variable).getByLabelText(/Variable name/)).toHaveAccessibleDescription(
      'Up to 120 characters',
    );
    expect(within(variable).getByLabelText('Default value')).toHaveAccessibleDescription(
      'Up to 10,000 characters',
    );
  });

  it('states the limits in Portuguese, numbers the pt-BR way', async () => {
    languageChoiceStore.set('pt-BR');
    const { user } = await openCatalog();
    const { dialog, variable } = await robotDialog(user, {
      add: 'Adicionar robô',
      addVariable: 'Adicionar variável',
      row: 'Variável 1',
    });
    expect(within(dialog).getByLabelText(/^Nome\W*$/)).toHaveAccessibleDescription('Até 120 caracteres');
    expect(within(dialog).getByLabelText('Descrição')).toHaveAccessibleDescription('Até 1.000 caracteres');
    expect(within(variable).getByLabelText('Valor padrão')).toHaveAccessibleDescription(
      'Até 10.000 caracteres',
    );
  });

  // How many lines it takes is the browser's to measure: e2e/mock/catalog-layout.spec.ts.
  it('keeps the whole of a long description in the list, on hover too', async () => {
    const description = `Reads the invoices of ${'every supplier '.repeat(60)}`.trim();
    await openCatalog({ runtimes: [{ ...mainRuntime, description }], robots: [invoiceRobot] });
    const row = screen.getByRole('row', { name: /Main runtime/ });
    expect(within(row).getByTitle(description)).toHaveTextContent(description);
  });
});
