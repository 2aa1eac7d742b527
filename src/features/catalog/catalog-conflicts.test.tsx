import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { formatTime } from '@/lib/format';
import {
  colleague,
  freezeClock,
  invoiceRobot,
  mainRuntime,
  openCatalog,
  operator,
  serverCatalog,
  testNow,
} from './catalog-test-utils';

beforeEach(() => notifications.clean());
afterEach(() => vi.useRealTimers());

async function dialogClosed() {
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

const colleagueRobot = {
  ...invoiceRobot,
  description: 'Posts invoices',
  variables: [
    ...invoiceRobot.variables,
    { name: 'month', type: 'text', defaultValue: '', required: false, secret: false },
  ],
};

describe('two operators editing the same entry', () => {
  it('explains who changed it and when, shows it now, and loses nothing typed whichever way is chosen', async () => {
    freezeClock();
    const { user, workspace } = await openCatalog({ robots: [invoiceRobot] });
    await user.click(screen.getByRole('button', { name: 'Edit robot Invoice reader' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit robot Invoice reader' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'My reader');

    // Meanwhile a colleague saves their own change of the same robot, from version 1.
    const theirs = await workspace.catalog.saveRobot(colleagueRobot, 1, colleague);
    expect(theirs.kind).toBe('saved');

    await user.click(within(dialog).getByRole('button', { name: 'Save robot' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(`${colleague} changed this robot after you opened it`);
    expect(notice).toHaveTextContent(
      `Their change was saved ${formatTime(testNow)}; yours is not saved yet. This is the robot now:`,
    );
    expect(notice).toHaveTextContent('Description: Posts invoices');
    expect(notice).toHaveTextContent('Variables: customer (required, default “ACME”); month');
    // What they changed is marked; what they did not is not.
    expect(within(notice).getAllByText('changed')).toHaveLength(2);
    expect(notice).toHaveFocus();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('My reader');
    expect(await serverCatalog(workspace)).toEqual({ runtimes: [], robots: [colleagueRobot] });

    // Their version into the form, then what was typed back again: nothing is lost.
    await user.click(within(notice).getByRole('button', { name: 'Use their version' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Invoice reader');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Posts invoices');
    expect(within(dialog).getAllByLabelText(/Variable name/)).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Bring back what I typed' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('My reader');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('');
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      `Saving now replaces ${colleague}'s version with yours.`,
    );

    // Saved over their version, knowingly: the save now names the version that was shown.
    await user.click(within(dialog).getByRole('button', { name: 'Save robot' }));
    await dialogClosed();
    expect(await serverCatalog(workspace)).toEqual({
      runtimes: [],
      robots: [{ ...invoiceRobot, name: 'My reader' }],
    });
    expect((await workspace.catalog.list()).robots[0]).toMatchObject({ version: 3, updatedBy: operator });
  });

  it('keeps the text to save it over theirs, or starts again from theirs', async () => {
    const { user, workspace } = await openCatalog({ runtimes: [mainRuntime] });
    await user.click(screen.getByRole('button', { name: 'Edit runtime Main runtime' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit runtime Main runtime' });
    await user.type(within(dialog).getByLabelText('Description'), ', east wing');
    await workspace.catalog.saveRuntime({ ...mainRuntime, name: 'Their runtime' }, 1, colleague);

    await user.click(within(dialog).getByRole('button', { name: 'Save runtime' }));
    let notice = await within(dialog).findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: 'Keep my text' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save runtime' }));
    await dialogClosed();
    expect(await serverCatalog(workspace)).toEqual({
      runtimes: [{ ...mainRuntime, description: 'Ground floor, east wing' }],
      robots: [],
    });

    // Again, and this time their version is the one kept: closing asks nothing, there is nothing of mine.
    await user.click(screen.getByRole('button', { name: 'Edit runtime Main runtime' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit runtime Main runtime' });
    await user.type(within(dialog).getByLabelText(/^Name/), ' 2');
    await workspace.catalog.saveRuntime({ ...mainRuntime, name: 'Renamed by Ana' }, 3, colleague);
    await user.click(within(dialog).getByRole('button', { name: 'Save runtime' }));
    notice = await within(dialog).findByRole('alert');
    await user.click(within(notice).getByRole('button', { name: 'Use their version' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Renamed by Ana');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();
    expect(await screen.findByRole('button', { name: 'Edit runtime Renamed by Ana' })).toBeInTheDocument();
  });

  it('says when the entry was deleted meanwhile, and can add it back with what was typed', async () => {
    const { user, workspace } = await openCatalog({ runtimes: [mainRuntime] });
    await user.click(screen.getByRole('button', { name: 'Edit runtime Main runtime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit runtime Main runtime' });
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Kept runtime');
    await workspace.catalog.deleteRuntime('RT-01', 1, colleague);

    await user.click(within(dialog).getByRole('button', { name: 'Save runtime' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent('This runtime was deleted meanwhile');
    expect(notice).toHaveTextContent('Someone deleted it after you opened it. Your text is still here');
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Kept runtime');
    await user.click(within(dialog).getByRole('button', { name: 'Add runtime' }));
    await dialogClosed();
    expect(await serverCatalog(workspace)).toEqual({
      runtimes: [{ ...mainRuntime, name: 'Kept runtime' }],
      robots: [],
    });
  });

  it('says who added the same id while a new entry was typed, and who took an id meanwhile', async () => {
    freezeClock();
    const { user, workspace } = await openCatalog({ runtimes: [mainRuntime] });
    await user.click(screen.getByRole('button', { name: 'Add runtime' }));
    let dialog = await screen.findByRole('dialog', { name: 'Add runtime' });
    await user.type(within(dialog).getByLabelText(/Runtime id/), 'RT-09');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Mine');
    await workspace.catalog.saveRuntime(
      { computerId: 'RT-09', name: 'Theirs', description: '' },
      undefined,
      colleague,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add runtime' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(`${colleague} added this runtime while you were typing`);
    expect(notice).toHaveTextContent(`Their runtime was saved ${formatTime(testNow)}`);
    expect(notice).toHaveTextContent('Name: Theirs');
    await user.click(within(notice).getByRole('button', { name: 'Keep my text' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save runtime' }));
    await dialogClosed();
    expect((await serverCatalog(workspace)).runtimes).toContainEqual({
      computerId: 'RT-09',
      name: 'Mine',
      description: '',
    });

    // Renaming onto an id a colleague has just taken: the id field says so, and nothing is written.
    await user.click(screen.getByRole('button', { name: 'Edit runtime Main runtime' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit runtime Main runtime' });
    const id = within(dialog).getByLabelText(/Runtime id/);
    await user.clear(id);
    await user.type(id, 'RT-10');
    await workspace.catalog.saveRuntime(
      { computerId: 'RT-10', name: 'Backup', description: '' },
      undefined,
      colleague,
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save runtime' }));
    expect(
      await within(dialog).findByText(
        `${colleague} added runtime Backup with the id RT-10 ${formatTime(testNow)}. Choose another id.`,
      ),
    ).toBeInTheDocument();
    expect(id).toHaveValue('RT-10');
    expect((await serverCatalog(workspace)).runtimes).toContainEqual(mainRuntime);
  });

  it('does not delete an entry changed since it was loaded without showing it first', async () => {
    freezeClock();
    const { user, workspace } = await openCatalog({
      runtimes: [mainRuntime, { ...mainRuntime, computerId: 'RT-02', name: 'Old runtime' }],
    });
    await workspace.catalog.saveRuntime({ ...mainRuntime, description: 'Moved upstairs' }, 1, colleague);

    await user.click(screen.getByRole('button', { name: 'Delete runtime Main runtime' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete runtime Main runtime?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const notice = await within(dialog).findByRole('alert');
    expect(notice).toHaveTextContent(`${colleague} changed this runtime after you loaded it`);
    expect(notice).toHaveTextContent(`Their change was saved ${formatTime(testNow)}, so it was not deleted.`);
    expect(notice).toHaveTextContent('Description: Moved upstairs changed');
    expect((await serverCatalog(workspace)).runtimes).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Delete it anyway' }));
    await dialogClosed();
    expect((await serverCatalog(workspace)).runtimes.map((r) => r.computerId)).toEqual(['RT-02']);

    // Deleted by someone else first: said plainly, and the list catches up.
    await workspace.catalog.deleteRuntime('RT-02', 1, colleague);
    await user.click(screen.getByRole('button', { name: 'Delete runtime Old runtime' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Delete runtime Old runtime?' })).getByRole('button', {
        name: 'Delete',
      }),
    );
    expect(
      await screen.findByText('Runtime Old runtime was already deleted by someone else.'),
    ).toBeInTheDocument();
    expect(await screen.findByText(/No runtimes yet/)).toBeInTheDocument();
  });
});
