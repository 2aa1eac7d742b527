import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogStore } from '@/lib/catalog';
import { readFileText } from './catalog-transfer';
import { invoiceRobot, mainRuntime, openCatalog, storeCatalog, storedCatalog } from './catalog-test-utils';

beforeEach(() => notifications.clean());
afterEach(() => {
  // The store is a module singleton: a corrupt-data report must not outlive its test.
  catalogStore.dismissProblem();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

function jsonFile(content: unknown, name = 'catalog.json'): File {
  const text = typeof content === 'string' ? content : JSON.stringify(content);
  return new File([text], name, { type: 'application/json' });
}

describe('catalog import and export', () => {
  it('asks before replacing entries, naming them, then merges and can undo the import', async () => {
    const keptRobot = { ...invoiceRobot, robotId: 'KEPT', name: 'Kept robot' };
    const seeded = { version: 1 as const, runtimes: [mainRuntime], robots: [keptRobot] };
    storeCatalog(seeded);
    const { user } = await openCatalog();

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
    expect(question).toHaveTextContent('1 entry of the file is already in your catalog as it is.');
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedCatalog()).toEqual(seeded);

    await user.upload(input, file);
    question = await screen.findByRole('dialog', { name: 'Replace 1 entry with catalog.json?' });
    await user.click(within(question).getByRole('button', { name: 'Import and replace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported catalog.json: 1 runtime added, 1 replaced; 1 robot added, 0 replaced, 1 already there.',
    );
    expect(screen.getByRole('button', { name: 'Edit runtime Renamed runtime' })).toBeInTheDocument();
    expect(storedCatalog()).toEqual({
      version: 1,
      runtimes: [added, renamed],
      robots: [invoiceRobot, keptRobot],
    });

    await user.click(screen.getByRole('button', { name: 'Undo import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The catalog is back as it was before catalog.json was imported.',
    );
    expect(storedCatalog()).toEqual(seeded);
  });

  it('imports at once when nothing is replaced, and its undo leaves later edits alone', async () => {
    const { user } = await openCatalog();
    await user.upload(
      screen.getByLabelText('Catalog file to import'),
      jsonFile({ version: 1, runtimes: [mainRuntime], robots: [invoiceRobot] }),
    );
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported catalog.json: 1 runtime added, 0 replaced; 1 robot added, 0 replaced.',
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    // The runtime is edited after the import: undoing the import must not throw that work away.
    const edited = { ...mainRuntime, name: 'Edited since' };
    catalogStore.set((c) => ({ ...c, runtimes: [edited] }));
    await user.click(await screen.findByRole('button', { name: 'Undo import' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'The import of catalog.json was undone, except for 1 entry changed since then, left as it is now.',
    );
    expect(storedCatalog()).toEqual({ version: 1, runtimes: [edited], robots: [] });
  });

  it('says plainly what is wrong with a file that is not a catalog, and changes nothing', async () => {
    const seeded = { version: 1 as const, runtimes: [mainRuntime], robots: [] };
    storeCatalog(seeded);
    const { user } = await openCatalog();
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
    ).toEqual(['The id of runtime 1 ("X") cannot contain "/" or "\\".', 'Robot 3 ("No id") has no id.']);
    expect(alert).not.toHaveTextContent(/runtimes\.0|computerId|invalid/);
    expect(storedCatalog()).toEqual(seeded);
    expect(screen.getByRole('button', { name: 'Edit runtime Main runtime' })).toBeInTheDocument();
  });

  it('exports the catalog as robot-console-catalog.json that imports back', async () => {
    const catalog = { version: 1 as const, runtimes: [mainRuntime], robots: [invoiceRobot] };
    storeCatalog(catalog);
    const { user } = await openCatalog();
    // jsdom has no object URLs and cannot download; the link is caught as it is clicked.
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

    expect(clicked).toEqual([{ download: 'robot-console-catalog.json', href: 'blob:catalog' }]);
    expect(blob?.type).toBe('application/json');
    expect(blob).toBeDefined();
    if (blob !== undefined) expect(JSON.parse(await readFileText(blob))).toEqual(catalog);
    expect(document.querySelector('a[download]')).toBeNull();
  });

  it('keeps the readable entries of a damaged saved catalog and sets the others aside', async () => {
    const damaged = { ...invoiceRobot, robotId: 'OLD', variables: 'none' };
    const runtimes = [mainRuntime, { name: 'No id' }];
    localStorage.setItem(
      'robot-console:catalog',
      JSON.stringify({ version: 1, runtimes, robots: [damaged, invoiceRobot, 42] }),
    );
    const { user } = await openCatalog();

    const report = screen.getByRole('alert');
    expect(report).toHaveTextContent('The saved catalog could not be read in full');
    expect(report).toHaveTextContent(
      '1 saved runtime and 2 saved robots could not be read and were set aside; the others are kept.',
    );
    expect(screen.getByRole('button', { name: 'Edit runtime Main runtime' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit robot Invoice reader' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('robot-console:catalog:corrupt-entries') ?? 'null')).toEqual([
      { name: 'No id' },
      damaged,
      42,
    ]);

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sets a saved catalog it cannot read at all aside whole, and says so', async () => {
    localStorage.setItem('robot-console:catalog', '{"version": 1, "runtimes": [');
    await openCatalog();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'The catalog saved in this browser could not be read at all. It was set aside (not deleted) and the catalog starts empty.',
    );
    expect(localStorage.getItem('robot-console:catalog:corrupt')).toBe('{"version": 1, "runtimes": [');
    expect(screen.getByText(/No runtimes yet/)).toBeInTheDocument();
  });
});
