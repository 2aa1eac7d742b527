import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceRobot, mainRuntime, openCatalog, storeCatalog, storedCatalog } from './catalog-test-utils';

// Mantine keeps notifications in a module-level store; a toast from one test must not reach the next.
beforeEach(() => notifications.clean());

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('catalog entries', () => {
  it('adds a runtime and a robot with two variables, in the order arranged', async () => {
    const { user } = await openCatalog();
    expect(screen.getByText(/No runtimes yet: add the Runtime ids/)).toBeInTheDocument();
    expect(screen.getByText(/No robots yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add runtime' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add runtime' });
    await user.type(within(dialog).getByLabelText(/Runtime id/), 'RT-01');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Main runtime');
    await user.type(within(dialog).getByLabelText('Description'), 'Ground floor');
    await user.click(within(dialog).getByRole('button', { name: 'Add runtime' }));
    await dialogClosed();
    expect(screen.getByRole('button', { name: 'Edit runtime Main runtime' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add robot' }));
    dialog = await screen.findByRole('dialog', { name: 'Add robot' });
    await user.type(within(dialog).getByLabelText(/Robot id/), 'INVOICES');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Invoice reader');
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    const first = within(dialog).getByRole('group', { name: 'Variable 1' });
    await user.type(within(first).getByLabelText(/Variable name/), 'customer');
    await user.type(within(first).getByLabelText('Default value'), 'ACME');
    await user.click(within(first).getByLabelText('Required'));
    const second = within(dialog).getByRole('group', { name: 'Variable 2' });
    await user.type(within(second).getByLabelText(/Variable name/), 'month');
    expect(within(dialog).getByRole('button', { name: 'Move variable customer up' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Move variable month up' }));
    expect(within(dialog).getByRole('button', { name: 'Move variable month down' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Add robot' }));
    await dialogClosed();

    const robotRow = screen.getByRole('row', { name: /Invoice reader/ });
    expect(robotRow).toHaveTextContent('2 variables');
    expect(storedCatalog()).toEqual({
      version: 1,
      runtimes: [mainRuntime],
      robots: [
        {
          robotId: 'INVOICES',
          name: 'Invoice reader',
          description: '',
          variables: [
            { name: 'month', type: 'text', defaultValue: '', required: false },
            { name: 'customer', type: 'text', defaultValue: 'ACME', required: true },
          ],
        },
      ],
    });
  });

  it('explains an empty or already used id and a repeated variable name, and saves nothing', async () => {
    const seeded = { version: 1 as const, runtimes: [mainRuntime], robots: [invoiceRobot] };
    storeCatalog(seeded);
    const { user } = await openCatalog();

    await user.click(screen.getByRole('button', { name: 'Add runtime' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add runtime' });
    await user.click(within(dialog).getByRole('button', { name: 'Add runtime' }));
    expect(
      await within(dialog).findByText('Enter the Runtime id (ID_COMPUTER) your service operator gave you.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Enter a name to recognise this runtime by.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/Runtime id/), 'RT-01');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Another');
    await user.click(within(dialog).getByRole('button', { name: 'Add runtime' }));
    expect(
      await within(dialog).findByText('The Runtime id RT-01 is already in the catalog.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Runtime id/)).toHaveAttribute('aria-invalid', 'true');
    // What was typed is not thrown away without a question.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Discard changes' }));
    await dialogClosed();

    await user.click(screen.getByRole('button', { name: 'Add robot' }));
    dialog = await screen.findByRole('dialog', { name: 'Add robot' });
    await user.type(within(dialog).getByLabelText(/Robot id/), 'INVOICES');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Second reader');
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add robot' }));
    expect(await within(dialog).findAllByText('Enter the variable name the robot expects.')).toHaveLength(2);
    for (const input of within(dialog).getAllByLabelText(/Variable name/)) await user.type(input, 'customer');
    await user.click(within(dialog).getByRole('button', { name: 'Add robot' }));
    expect(await within(dialog).findByText('The Robot id INVOICES is already in the catalog.')).toBeVisible();
    expect(within(dialog).getByText('Another variable is already named customer.')).toBeInTheDocument();

    expect(storedCatalog()).toEqual(seeded);
  });

  it('edits a runtime, its id included, and a robot, keeping a variable type it does not offer', async () => {
    // An imported catalog may carry a type this version does not offer; editing must not change it.
    const pages = { name: 'pages', type: 'number', defaultValue: '1', required: false };
    const robot = { ...invoiceRobot, variables: [...invoiceRobot.variables, pages] };
    storeCatalog({ version: 1, runtimes: [mainRuntime], robots: [robot] });
    const { user } = await openCatalog();

    await user.click(screen.getByRole('button', { name: 'Edit runtime Main runtime' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit runtime Main runtime' });
    const id = within(dialog).getByLabelText(/Runtime id/);
    expect(id).toHaveValue('RT-01');
    await user.clear(id);
    await user.type(id, 'RT-02');
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Night runtime');
    await user.click(within(dialog).getByRole('button', { name: 'Save runtime' }));
    await dialogClosed();
    expect(screen.getByRole('button', { name: 'Edit runtime Night runtime' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit robot Invoice reader' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit robot Invoice reader' });
    expect(within(dialog).getAllByLabelText(/Variable name/)[0]).toHaveValue('customer');
    expect(within(dialog).getAllByLabelText('Type')[1]).toHaveValue('number');
    await user.click(within(dialog).getByRole('button', { name: 'Remove variable customer' }));
    expect(within(dialog).getByRole('button', { name: 'Add variable' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Save robot' }));
    await dialogClosed();

    expect(storedCatalog()).toEqual({
      version: 1,
      runtimes: [{ ...mainRuntime, computerId: 'RT-02', name: 'Night runtime' }],
      robots: [{ ...invoiceRobot, variables: [pages] }],
    });
  });

  it('asks before deleting and puts the entry back on Undo', async () => {
    const seeded = { version: 1 as const, runtimes: [mainRuntime], robots: [invoiceRobot] };
    storeCatalog(seeded);
    const { user } = await openCatalog();

    await user.click(screen.getByRole('button', { name: 'Delete runtime Main runtime' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete runtime Main runtime?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(storedCatalog()).toEqual(seeded);

    await user.click(screen.getByRole('button', { name: 'Delete runtime Main runtime' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete runtime Main runtime?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await dialogClosed();
    expect(screen.getByText(/No runtimes yet/)).toBeInTheDocument();
    expect(storedCatalog()).toEqual({ ...seeded, runtimes: [] });

    expect(await screen.findByText('Runtime Main runtime deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Edit runtime Main runtime' })).toBeInTheDocument();
    expect(storedCatalog()).toEqual(seeded);
  });
});
