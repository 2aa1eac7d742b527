import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { openCatalog } from './catalog-test-utils';

beforeEach(() => notifications.clean());

describe("a robot's figures for the analytics product", () => {
  it('are optional, refused with a reason when they cannot be, and saved exactly as typed', async () => {
    const { user, workspace } = await openCatalog();
    await user.click(screen.getByRole('button', { name: 'Add robot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add robot' });
    await user.type(within(dialog).getByLabelText(/Robot id/), 'INVOICES');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Invoice reader');
    const figures = within(dialog).getByRole('group', { name: 'For the analytics product' });
    await user.type(within(figures).getByLabelText('Idea id'), '-4');
    await user.selectOptions(
      within(figures).getByLabelText('Documents processed'),
      'A field of the return value',
    );
    await user.type(within(figures).getByLabelText(/^Return-value field/), 'summary. count');
    await user.type(within(figures).getByLabelText('Minutes by hand'), '0');
    await user.click(within(dialog).getByRole('button', { name: 'Add robot' }));

    expect(
      await within(figures).findByText('An idea id is a whole number from 0 to 2,147,483,647.'),
    ).toBeVisible();
    expect(
      within(figures).getByText(/Enter a field of the return value: names joined by dots/),
    ).toBeVisible();
    expect(within(figures).getByText('Enter minutes above 0 and at most 10,080 (a week).')).toBeVisible();
    expect((await workspace.catalog.list()).robots).toEqual([]);

    await user.clear(within(figures).getByLabelText('Idea id'));
    await user.type(within(figures).getByLabelText('Idea id'), '31');
    await user.clear(within(figures).getByLabelText(/^Return-value field/));
    await user.type(within(figures).getByLabelText(/^Return-value field/), 'summary.count');
    await user.clear(within(figures).getByLabelText('Minutes by hand'));
    await user.type(within(figures).getByLabelText('Minutes by hand'), '2.5');
    await user.click(within(dialog).getByRole('button', { name: 'Add robot' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await workspace.catalog.list()).robots).toMatchObject([
      { robotId: 'INVOICES', ideaId: 31, documentsFrom: 'summary.count', manualMinutes: 2.5 },
    ]);

    // Edited back to "not counted" and no minutes: none said, nothing left from before.
    await user.click(screen.getByRole('button', { name: 'Edit robot Invoice reader' }));
    const edit = await screen.findByRole('dialog', { name: /Edit robot/ });
    expect(within(edit).getByLabelText('Idea id')).toHaveValue('31');
    expect(within(edit).getByLabelText(/^Return-value field/)).toHaveValue('summary.count');
    await user.selectOptions(within(edit).getByLabelText('Documents processed'), 'Not counted');
    expect(within(edit).queryByLabelText(/^Return-value field/)).not.toBeInTheDocument();
    await user.clear(within(edit).getByLabelText('Minutes by hand'));
    await user.click(within(edit).getByRole('button', { name: 'Save robot' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await workspace.catalog.list()).robots).toMatchObject([
      { ideaId: 31, documentsFrom: null, manualMinutes: null, version: 2 },
    ]);
  });
});
