import { notifications } from '@mantine/notifications';
import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { colleague, mainRuntime, openCatalog, type App } from './catalog-test-utils';

// Mantine keeps notifications in a module-level store; a toast from one test must not reach the next.
beforeEach(() => notifications.clean());

// Listed by name: Alpha, Bravo, Charlie.
const runtimes = [
  { computerId: 'RT-A', name: 'Alpha runtime', description: '' },
  { computerId: 'RT-B', name: 'Bravo runtime', description: '' },
  { computerId: 'RT-C', name: 'Charlie runtime', description: '' },
];

const button = (name: string) => screen.getByRole('button', { name });

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Deletes a runtime with the keyboard only: Enter on its Delete, Tab to the dialog's Delete, Enter. */
async function deleteByKeyboard({ user }: App, name: string) {
  act(() => button(`Delete runtime ${name}`).focus());
  await user.keyboard('{Enter}');
  const dialog = await screen.findByRole('dialog', { name: `Delete runtime ${name}?` });
  // The question starts on Cancel: a stray Enter keeps the entry.
  await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
  await user.tab();
  expect(within(dialog).getByRole('button', { name: 'Delete' })).toHaveFocus();
  await user.keyboard('{Enter}');
  await dialogClosed();
}

describe('the keyboard focus around a catalog delete', () => {
  it('reaches Edit and Delete of every entry with Tab', async () => {
    const { user } = await openCatalog({ runtimes });
    act(() => button('Add runtime').focus());
    for (const { name } of runtimes) {
      await user.tab();
      expect(button(`Edit runtime ${name}`)).toHaveFocus();
      await user.tab();
      expect(button(`Delete runtime ${name}`)).toHaveFocus();
    }
    await user.tab();
    expect(button('Add robot')).toHaveFocus();
  });

  it('goes to the next entry’s Edit, else the previous one’s, else to “Add runtime”', async () => {
    const app = await openCatalog({ runtimes });

    await deleteByKeyboard(app, 'Bravo runtime');
    await waitFor(() => expect(button('Edit runtime Charlie runtime')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Edit runtime Bravo runtime' })).not.toBeInTheDocument();

    await deleteByKeyboard(app, 'Charlie runtime');
    await waitFor(() => expect(button('Edit runtime Alpha runtime')).toHaveFocus());

    await deleteByKeyboard(app, 'Alpha runtime');
    await waitFor(() => expect(button('Add runtime')).toHaveFocus());
    expect(screen.getByText(/No runtimes yet/)).toBeInTheDocument();
  });

  it('skips a neighbour someone else deleted meanwhile, and moves on when the entry was already gone', async () => {
    const app = await openCatalog({ runtimes });
    await app.user.click(button('Delete runtime Alpha runtime'));
    await screen.findByRole('dialog', { name: 'Delete runtime Alpha runtime?' });
    await app.workspace.catalog.deleteRuntime('RT-B', 1, colleague);
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await dialogClosed();
    await waitFor(() => expect(button('Edit runtime Charlie runtime')).toHaveFocus());

    await app.user.click(button('Delete runtime Charlie runtime'));
    await screen.findByRole('dialog', { name: 'Delete runtime Charlie runtime?' });
    await app.workspace.catalog.deleteRuntime('RT-C', 1, colleague);
    await app.user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('Runtime Charlie runtime was already deleted by someone else.'),
    ).toBeInTheDocument();
    await dialogClosed();
    await waitFor(() => expect(button('Add runtime')).toHaveFocus());
  });

  it('goes back to Delete after Cancel, and nothing takes it when Undo puts the entry back', async () => {
    const { user } = await openCatalog({ runtimes: [mainRuntime] });
    await user.click(button('Delete runtime Main runtime'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    await waitFor(() => expect(button('Delete runtime Main runtime')).toHaveFocus());

    await user.click(button('Delete runtime Main runtime'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await dialogClosed();
    await waitFor(() => expect(button('Add runtime')).toHaveFocus());

    await user.click(await screen.findByRole('button', { name: 'Undo' }));
    // The operator has moved on while the entry comes back.
    act(() => button('Add robot').focus());
    expect(await screen.findByRole('button', { name: 'Edit runtime Main runtime' })).toBeInTheDocument();
    expect(button('Add robot')).toHaveFocus();
  });
});
