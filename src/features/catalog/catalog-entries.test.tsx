import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '@/lib/format';
import { mswServer } from '@/testing/msw-server';
import { renderApp } from '@/testing/render-app';
import {
  colleague,
  freezeClock,
  invoiceRobot,
  mainRuntime,
  openCatalog,
  operator,
  seedCatalog,
  serverCatalog,
  signInToCatalog,
  testNow,
} from './catalog-test-utils';

// Mantine keeps notifications in a module-level store; a toast from one test must not reach the next.
beforeEach(() => notifications.clean());
afterEach(() => vi.useRealTimers());

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

describe('catalog entries', () => {
  it('adds a runtime to the team catalog on the server', async () => {
    freezeClock();
    const { user, workspace } = await openCatalog();
    expect(screen.getByText(/No runtimes yet: add the Runtime ids/)).toBeInTheDocument();
    expect(screen.getByText(/No robots yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add runtime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add runtime' });
    await user.type(within(dialog).getByLabelText(/Runtime id/), 'RT-01');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Main runtime');
    await user.type(within(dialog).getByLabelText('Description'), 'Ground floor');
    await user.click(within(dialog).getByRole('button', { name: 'Add runtime' }));
    await dialogClosed();
    // Who changed it last and when, for everyone to see.
    expect(screen.getByRole('row', { name: /Main runtime/ })).toHaveTextContent(
      `${operator} ${formatTime(testNow)}`,
    );
    expect(await serverCatalog(workspace)).toEqual({ runtimes: [mainRuntime], robots: [] });
  });

  it('adds a robot with two variables, one secret, to the team catalog on the server', async () => {
    freezeClock();
    const { user, workspace } = await openCatalog();
    await user.click(screen.getByRole('button', { name: 'Add robot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add robot' });
    await user.type(within(dialog).getByLabelText(/Robot id/), 'INVOICES');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Invoice reader');
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add variable' }));
    const first = within(dialog).getByRole('group', { name: 'Variable 1' });
    await user.type(within(first).getByLabelText(/Variable name/), 'customer');
    await user.type(within(first).getByLabelText('Default value'), 'ACME');
    await user.click(within(first).getByLabelText('Required'));
    const second = within(dialog).getByRole('group', { name: 'Variable 2' });
    await user.type(within(second).getByLabelText(/Variable name/), 'password');
    const secret = within(second).getByRole('checkbox', { name: 'Secret' });
    expect(secret).toHaveAccessibleDescription(
      'Typed at each run and hidden on the run form; it has no default value, and its value is never stored in the journal.',
    );
    await user.type(within(second).getByLabelText('Default value'), 'hunter2');
    await user.click(secret);
    // A default typed before the box was ticked is hidden, and refused until it is emptied.
    const secretDefault = within(second).getByLabelText('Default value');
    expect(secretDefault).toHaveAttribute('type', 'password');
    await user.click(within(dialog).getByRole('button', { name: 'Add robot' }));
    await waitFor(() =>
      expect(within(second).getByLabelText('Default value')).toHaveAccessibleDescription(
        expect.stringContaining(
          'A secret has no default value: the catalog is shown to everyone. Empty this field, or clear "Secret".',
        ),
      ),
    );
    await user.clear(within(second).getByLabelText('Default value'));
    expect(within(dialog).getByRole('button', { name: 'Move variable customer up' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Move variable password up' }));
    expect(within(dialog).getByRole('button', { name: 'Move variable password down' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Add robot' }));
    await dialogClosed();

    expect(screen.getByRole('row', { name: /Invoice reader/ })).toHaveTextContent('2 variables');
    expect(await serverCatalog(workspace)).toEqual({
      runtimes: [],
      robots: [
        {
          robotId: 'INVOICES',
          name: 'Invoice reader',
          description: '',
          variables: [
            { name: 'password', type: 'text', defaultValue: '', required: false, secret: true },
            { name: 'customer', type: 'text', defaultValue: 'ACME', required: true, secret: false },
          ],
        },
      ],
    });
    expect((await workspace.catalog.list()).robots[0]).toMatchObject({ updatedBy: operator, version: 1 });
  });

  it('shows who changed each entry last, and explains an id already used, saving nothing', async () => {
    freezeClock();
    const seeded = { runtimes: [mainRuntime], robots: [invoiceRobot] };
    const { user, workspace } = await openCatalog(seeded);
    expect(screen.getByRole('row', { name: /Invoice reader/ })).toHaveTextContent(
      `${colleague} ${formatTime(testNow)}`,
    );

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
    expect(
      await within(dialog).findByText('Another variable is already named customer.'),
    ).toBeInTheDocument();

    expect(await serverCatalog(workspace)).toEqual(seeded);
  });

  it('edits a runtime, its id included, and a robot, keeping a variable type it does not offer', async () => {
    // An imported catalog may carry a type this version does not offer; editing must not change it.
    const pages = { name: 'pages', type: 'number', defaultValue: '1', required: false, secret: false };
    const robot = { ...invoiceRobot, variables: [...invoiceRobot.variables, pages] };
    const { user, workspace } = await openCatalog({ runtimes: [mainRuntime], robots: [robot] });

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
    // The focus goes to the variable now in its place.
    const next = within(dialog).getAllByLabelText(/Variable name/)[0];
    await waitFor(() => expect(next).toHaveFocus());
    expect(next).toHaveValue('pages');
    await user.click(within(dialog).getByRole('button', { name: 'Save robot' }));
    await dialogClosed();

    expect(await serverCatalog(workspace)).toEqual({
      runtimes: [{ ...mainRuntime, computerId: 'RT-02', name: 'Night runtime' }],
      robots: [{ ...invoiceRobot, variables: [pages] }],
    });
    // The same entries, renamed: each moved on one version, by the operator.
    const saved = await workspace.catalog.list();
    expect(saved.runtimes[0]).toMatchObject({ version: 2, updatedBy: operator });
    expect(saved.robots[0]).toMatchObject({ version: 2, updatedBy: operator });
  });

  it('asks before deleting, deletes on the server, and Undo adds the entry back', async () => {
    const seeded = { runtimes: [mainRuntime], robots: [invoiceRobot] };
    const { user, workspace } = await openCatalog(seeded);

    await user.click(screen.getByRole('button', { name: 'Delete runtime Main runtime' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete runtime Main runtime?' });
    expect(dialog).toHaveTextContent("It is removed from the team's catalog, for every operator.");
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(await serverCatalog(workspace)).toEqual(seeded);

    await user.click(screen.getByRole('button', { name: 'Delete runtime Main runtime' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete runtime Main runtime?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await dialogClosed();
    expect(screen.getByText(/No runtimes yet/)).toBeInTheDocument();
    expect(await serverCatalog(workspace)).toEqual({ ...seeded, runtimes: [] });

    expect(await screen.findByText('Runtime Main runtime deleted.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('button', { name: 'Edit runtime Main runtime' })).toBeInTheDocument();
    expect(await serverCatalog(workspace)).toEqual(seeded);
  });

  it('says while the catalog loads, and when it cannot be loaded, with a way to try again', async () => {
    const app = await renderApp('/catalog');
    await seedCatalog(app.workspace, { runtimes: [mainRuntime] });
    // The server's own answer while its database is unreachable; once it is back, the server answers.
    let databaseDown = true;
    mswServer.use(
      http.get('*/api/catalog', () =>
        databaseDown
          ? HttpResponse.json(
              {
                error: 'database-unavailable',
                message: "The console's database cannot be reached right now. Try again in a moment.",
              },
              { status: 503 },
            )
          : undefined,
      ),
    );
    await signInToCatalog(app);
    expect(screen.getByRole('status')).toHaveTextContent("Loading the team's catalog…");

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("The team's catalog could not be loaded");
    // The console tells the server's code in its own words (common.en.ts), not the server's message.
    expect(alert).toHaveTextContent('The team workspace’s database cannot be reached right now.');
    expect(screen.queryByRole('button', { name: 'Add runtime' })).not.toBeInTheDocument();

    databaseDown = false;
    await app.user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Edit runtime Main runtime' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
