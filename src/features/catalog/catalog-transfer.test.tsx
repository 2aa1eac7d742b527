import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readFileText } from './catalog-transfer';
import {
  colleague,
  invoiceRobot,
  mainRuntime,
  openCatalog,
  operator,
  serverCatalog,
} from './catalog-test-utils';

beforeEach(() => notifications.clean());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function jsonFile(content: unknown, name = 'catalog.json'): File {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  return new File([text], name, { type: 'application/json' });
}

describe('catalog import and export', () => {
  it('asks before replacing entries, naming them, then imports on the server and can undo it exactly', async () => {
    const keptRobot = { ...invoiceRobot, robotId: 'KEPT', name: 'Kept robot' };
    const seeded = { runtimes: [mainRuntime], robots: [keptRobot] };
    const { user, workspace } = await openCatalog(seeded);

    const renamed = { ...mainRuntime, name: 'Renamed runtime' };
    const added = { computerId: 'RT-02', name: 'Backup runtime', description: '' };
    const file = jsonFile({ version: 1, runtimes: [renamed, added], robots: [invoiceRobot, keptRobot] });
    const input = screen.getByLabelText('Catalog file to import');

    await user.upload(input, file);
    let question = await screen.findByRole('dialog', { name: 'Replace 1 entry with catalog.json?' });
    expect(within(question).getByRole('listitem')).toHaveTextContent(
      'Runtime Main runtime (RT-01), named Renamed runtime in the file',
    );
    expect(question).toHaveTextContent(
      'It also adds 1 runtime (Backup runtime) and 1 robot (Invoice reader).',
    );
    expect(question).toHaveTextContent('1 entry of the file is already in the catalog as it is.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The question came from the server's preview, which changes nothing.
    expect(await serverCatalog(workspace)).toEqual(seeded);

    await user.upload(input, file);
    question = await screen.findByRole('dialog', { name: 'Replace 1 entry with catalog.json?' });
    await user.click(within(question).getByRole('button', { name: 'Import and replace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported catalog.json: 1 runtime added, 1 replaced; 1 robot added, 0 replaced, 1 already there.',
    );
    expect(await screen.findByRole('button', { name: 'Edit runtime Renamed runtime' })).toBeInTheDocument();
    expect(await serverCatalog(workspace)).toEqual({
      runtimes: [added, renamed],
      robots: [invoiceRobot, keptRobot],
    });

    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(
      await screen.findByText('The catalog is back as it was before catalog.json was imported.'),
    ).toBeInTheDocument();
    expect(await serverCatalog(workspace)).toEqual(seeded);
    expect(screen.getByRole('button', { name: 'Edit runtime Main runtime' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit robot Invoice reader' })).not.toBeInTheDocument();
  });

  it('imports at once when nothing is replaced, and its undo leaves a later change alone', async () => {
    const { user, workspace } = await openCatalog();
    await user.upload(
      screen.getByLabelText('Catalog file to import'),
      jsonFile({ version: 1, runtimes: [mainRuntime], robots: [invoiceRobot] }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported catalog.json: 1 runtime added, 0 replaced; 1 robot added, 0 replaced.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect((await workspace.catalog.list()).robots[0]).toMatchObject({ updatedBy: operator, version: 1 });

    // A colleague edits the runtime after the import: undoing the import must not throw that work away.
    const edited = { ...mainRuntime, name: 'Edited since' };
    await workspace.catalog.saveRuntime(edited, 1, colleague);
    await user.click(await screen.findByRole('button', { name: 'Undo import' }));
    expect(
      await screen.findByText(
        'The import of catalog.json was undone, except for 1 entry changed since then, left as it is now.',
      ),
    ).toBeInTheDocument();
    expect(await serverCatalog(workspace)).toEqual({ runtimes: [edited], robots: [] });
  });

  it('says plainly what is wrong with a file that is not a catalog, and changes nothing', async () => {
    const seeded = { runtimes: [mainRuntime] };
    const { user, workspace } = await openCatalog(seeded);
    const input = screen.getByLabelText('Catalog file to import');

    await user.upload(input, jsonFile('{"runtimes": [', 'notes.json'));
    let alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Import failed');
    expect(alert).toHaveTextContent('notes.json was not imported; nothing was changed.');
    expect(alert).toHaveTextContent(
      'This file is not a Robot Console catalog. Choose a file made with "Export catalog".',
    );

    const robots = [invoiceRobot, { ...invoiceRobot, robotId: 'B' }, { name: 'No id' }];
    await user.upload(input, jsonFile({ version: 1, runtimes: [{ computerId: 'a/b', name: 'X' }], robots }));
    alert = await screen.findByRole('alert');
    expect(
      within(alert)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Runtime 1 ("X"): The Runtime ID cannot contain "/" or "\\".',
      'Robot 3 ("No id") has no id.',
    ]);
    expect(alert).not.toHaveTextContent(/runtimes\.0|computerId|invalid/);
    expect(await serverCatalog(workspace)).toEqual({ ...seeded, robots: [] });
    expect(screen.getByRole('button', { name: 'Edit runtime Main runtime' })).toBeInTheDocument();
  });

  it("exports the team's catalog as robot-console-catalog.json, secret marks and figures included", async () => {
    const robot = {
      ...invoiceRobot,
      ideaId: 31,
      documentsFrom: 'execution',
      manualMinutes: 4,
      variables: [
        ...invoiceRobot.variables,
        { name: 'password', type: 'text', defaultValue: '', required: true, secret: true },
      ],
    };
    const { user, workspace } = await openCatalog({ runtimes: [mainRuntime] });
    // Added by a colleague after the page loaded: the export reads the server, not the page.
    await workspace.catalog.saveRobot(robot, undefined, colleague);
    // A test's DOM cannot download: the file is caught as its object URL is made.
    let blob: Blob | undefined;
    const createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:catalog';
    });
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = createObjectURL;
        static override revokeObjectURL = vi.fn();
      },
    );
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });

    await user.click(screen.getByRole('button', { name: 'Export catalog' }));

    await waitFor(() =>
      expect(clicked).toEqual([{ download: 'robot-console-catalog.json', href: 'blob:catalog' }]),
    );
    expect(blob?.type).toBe('application/json');
    expect(blob).toBeDefined();
    if (blob !== undefined) {
      expect(JSON.parse(await readFileText(blob))).toEqual({
        version: 1,
        runtimes: [mainRuntime],
        robots: [robot],
      });
    }
    expect(document.querySelector('a[download]')).toBeNull();
  });
});
