import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { invoiceRobot, mainRuntime, openCatalog, serverCatalog } from './catalog-test-utils';

beforeEach(() => notifications.clean());

const seeded = { runtimes: [mainRuntime], robots: [invoiceRobot] };

async function closed(name: string) {
  await waitFor(() => expect(screen.queryByRole('dialog', { name })).not.toBeInTheDocument());
}

describe('closing a catalog dialog', () => {
  it('closes at once without changes, and asks first when changes would be lost', async () => {
    const { user, workspace } = await openCatalog(seeded);

    await user.click(screen.getByRole('button', { name: 'Add runtime' }));
    await screen.findByRole('dialog', { name: 'Add runtime' });
    await user.keyboard('{Escape}');
    await closed('Add runtime');

    // A change typed and then taken back is no change.
    await user.click(screen.getByRole('button', { name: 'Edit runtime Main runtime' }));
    const runtimeDialog = await screen.findByRole('dialog', { name: 'Edit runtime Main runtime' });
    await user.type(within(runtimeDialog).getByLabelText(/^Name/), 'X');
    await user.keyboard('{Backspace}');
    await user.click(within(runtimeDialog).getByRole('button', { name: 'Close' }));
    await closed('Edit runtime Main runtime');

    await user.click(screen.getByRole('button', { name: 'Edit robot Invoice reader' }));
    const untouched = await screen.findByRole('dialog', { name: 'Edit robot Invoice reader' });
    await user.click(within(untouched).getByRole('button', { name: 'Cancel' }));
    await closed('Edit robot Invoice reader');
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit robot Invoice reader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit robot Invoice reader' });
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    const added = within(dialog).getByRole('group', { name: 'Variable 2' });
    await user.type(within(added).getByLabelText(/Variable name/), 'month');

    // Esc, then the × button, then Cancel: each asks, and keeping is the answer that loses nothing.
    await user.keyboard('{Escape}');
    let question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    expect(question).toHaveTextContent('What you changed in robot Invoice reader has not been saved.');
    expect(within(question).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await closed('Discard your changes?');
    expect(within(added).getByLabelText(/Variable name/)).toHaveValue('month');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByRole('dialog', { name: 'Discard your changes?' })).toBeInTheDocument();
    // Esc on the question answers it with "keep editing", not with "discard".
    await user.keyboard('{Escape}');
    await closed('Discard your changes?');
    expect(screen.getByRole('dialog', { name: 'Edit robot Invoice reader' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard changes' }));
    await closed('Edit robot Invoice reader');
    expect(await serverCatalog(workspace)).toEqual(seeded);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit robot Invoice reader' })).toHaveFocus(),
    );

    // Opened again, the form starts from the saved entry, not from what was discarded.
    await user.click(screen.getByRole('button', { name: 'Edit robot Invoice reader' }));
    const again = await screen.findByRole('dialog', { name: 'Edit robot Invoice reader' });
    expect(within(again).getAllByLabelText(/Variable name/)).toHaveLength(1);
  });
});
