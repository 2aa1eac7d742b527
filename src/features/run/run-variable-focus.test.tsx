import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderSignedIn } from '@/testing/render-app';
import { addVariable } from './run-test-support';

const nameField = (index: number) => screen.getAllByLabelText(/Variable name/)[index];

describe('the keyboard focus after removing a variable', () => {
  it('goes to the next row’s name, else the previous row’s, else to Add variable', async () => {
    const { user } = await renderSignedIn('/run');
    await addVariable(user, 0, 'first', 'a');
    await addVariable(user, 1, 'second', 'b');
    await addVariable(user, 2, 'third', 'c');

    // From the keyboard, as an operator without a mouse removes it.
    screen.getByRole('button', { name: 'Remove variable 2' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(nameField(1)).toHaveFocus());
    expect(nameField(1)).toHaveValue('third');

    await user.click(screen.getByRole('button', { name: 'Remove variable 2' }));
    await waitFor(() => expect(nameField(0)).toHaveFocus());
    expect(nameField(0)).toHaveValue('first');

    await user.click(screen.getByRole('button', { name: 'Remove variable 1' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add variable' })).toHaveFocus());
    expect(screen.queryAllByLabelText(/Variable name/)).toHaveLength(0);
  });

  it('reaches each row’s fields and buttons with Tab, in order', async () => {
    const { user } = await renderSignedIn('/run');
    await addVariable(user, 0, 'first', 'a');
    await addVariable(user, 1, 'second', 'b');

    nameField(0)?.focus();
    await user.tab();
    expect(screen.getAllByLabelText('Variable type')[0]).toHaveFocus();
    await user.tab();
    expect(screen.getAllByLabelText(/Variable value/)[0]).toHaveFocus();
    // "Move up" is disabled on the first row: Tab skips it.
    await user.tab();
    expect(screen.getByRole('button', { name: 'Move variable 1 down' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove variable 1' })).toHaveFocus();
    await user.tab();
    expect(nameField(1)).toHaveFocus();
  });
});
