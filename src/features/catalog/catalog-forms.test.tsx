import { notifications } from '@mantine/notifications';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { openCatalog, serverCatalog } from './catalog-test-utils';

beforeEach(() => notifications.clean());

/** Replaces a field's text the way a paste does: long texts and control characters included. */
async function paste(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

describe('what the catalog forms accept', () => {
  it('refuses a Runtime id that cannot work, saying why in the words of every id field', async () => {
    const { user, workspace } = await openCatalog();
    await user.click(screen.getByRole('button', { name: 'Add runtime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add runtime' });
    const id = within(dialog).getByLabelText(/Runtime id/);
    await user.type(within(dialog).getByLabelText(/^Name/), 'Main runtime');

    const refused: [string, string][] = [
      ['   ', 'Enter the Runtime id (ID_COMPUTER) your service operator gave you.'],
      ['.', 'The Runtime ID cannot be "." or "..".'],
      ['..', 'The Runtime ID cannot be "." or "..".'],
      ['a/b', 'The Runtime ID cannot contain "/" or "\\".'],
      [' RT-01 ', 'The Runtime ID starts or ends with a space; remove it.'],
      ['RT\u000701', 'The Runtime ID contains an invisible control character; type it again.'],
      ['R'.repeat(201), 'The Runtime ID can be at most 200 characters long.'],
    ];
    for (const [value, message] of refused) {
      await paste(user, id, value);
      await user.click(within(dialog).getByRole('button', { name: 'Add runtime' }));
      expect(await within(dialog).findByText(message)).toBeInTheDocument();
      expect(id).toHaveAttribute('aria-invalid', 'true');
    }
    expect(await serverCatalog(workspace)).toEqual({ runtimes: [], robots: [] });

    await paste(user, id, 'R'.repeat(200));
    await user.click(within(dialog).getByRole('button', { name: 'Add runtime' }));
    expect(await screen.findByRole('button', { name: 'Edit runtime Main runtime' })).toBeInTheDocument();
    expect(await serverCatalog(workspace)).toMatchObject({ runtimes: [{ computerId: 'R'.repeat(200) }] });
  });

  it('holds names, descriptions and the variables template to their limits', async () => {
    const { user, workspace } = await openCatalog();
    await user.click(screen.getByRole('button', { name: 'Add robot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add robot' });
    await paste(user, within(dialog).getByLabelText(/Robot id/), 'a\\b');
    await paste(user, within(dialog).getByLabelText(/^Name/), 'N'.repeat(121));
    await paste(user, within(dialog).getByLabelText('Description'), 'D'.repeat(1001));
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    const variable = within(dialog).getByRole('group', { name: 'Variable 1' });
    await paste(user, within(variable).getByLabelText(/Variable name/), 'v'.repeat(121));
    await paste(user, within(variable).getByLabelText('Default value'), 'x'.repeat(10_001));
    await user.click(within(dialog).getByRole('button', { name: 'Add robot' }));

    expect(await within(dialog).findByText('The Robot ID cannot contain "/" or "\\".')).toBeInTheDocument();
    expect(
      within(dialog).getByText('The name can be at most 120 characters long; this one has 121.'),
    ).toBeVisible();
    expect(
      within(dialog).getByText('The description can be at most 1,000 characters long; this one has 1,001.'),
    ).toBeVisible();
    expect(
      within(variable).getByText('The variable name can be at most 120 characters long; this one has 121.'),
    ).toBeVisible();
    expect(
      within(variable).getByText(
        'The default value can be at most 10,000 characters long; this one has 10,001.',
      ),
    ).toBeVisible();
    expect(await serverCatalog(workspace)).toEqual({ runtimes: [], robots: [] });

    // Nothing typed is cut: the operator shortens it, and exactly that is saved.
    await paste(user, within(dialog).getByLabelText(/Robot id/), 'INVOICES');
    await paste(user, within(dialog).getByLabelText(/^Name/), 'N'.repeat(120));
    await paste(user, within(dialog).getByLabelText('Description'), 'D'.repeat(1000));
    await paste(user, within(variable).getByLabelText(/Variable name/), 'v'.repeat(120));
    await paste(user, within(variable).getByLabelText('Default value'), ' x'.repeat(5_000));
    await user.click(within(dialog).getByRole('button', { name: 'Add robot' }));
    expect(await screen.findByRole('button', { name: `Edit robot ${'N'.repeat(120)}` })).toBeInTheDocument();
    expect(await serverCatalog(workspace)).toMatchObject({
      robots: [
        {
          robotId: 'INVOICES',
          name: 'N'.repeat(120),
          description: 'D'.repeat(1000),
          variables: [{ name: 'v'.repeat(120), defaultValue: ' x'.repeat(5_000) }],
        },
      ],
    });
  });
});
