import { notifications } from '@mantine/notifications';
import { screen } from '@testing-library/react';
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
  it('merges an imported catalog: same ids replaced, new ones added, the rest kept', async () => {
    const keptRobot = { ...invoiceRobot, robotId: 'KEPT', name: 'Kept robot' };
    storeCatalog({ version: 1, runtimes: [mainRuntime], robots: [keptRobot] });
    const { user } = await openCatalog();

    const renamed = { ...mainRuntime, name: 'Renamed runtime' };
    const added = { computerId: 'RT-02', name: 'Backup runtime', description: '' };
    await user.upload(
      screen.getByLabelText('Catalog file to import'),
      jsonFile({ version: 1, runtimes: [renamed, added], robots: [invoiceRobot] }),
    );

    expect(await screen.findByRole('status')).toHaveTextContent(
      'Imported catalog.json: 1 runtime added, 1 replaced; 1 robot added, 0 replaced.',
    );
    expect(screen.getByRole('button', { name: 'Edit runtime Renamed runtime' })).toBeInTheDocument();
    expect(storedCatalog()).toEqual({
      version: 1,
      runtimes: [added, renamed],
      robots: [invoiceRobot, keptRobot],
    });
  });

  it('says plainly when a file is not a catalog and changes nothing', async () => {
    const seeded = { version: 1 as const, runtimes: [mainRuntime], robots: [] };
    storeCatalog(seeded);
    const { user } = await openCatalog();
    const input = screen.getByLabelText('Catalog file to import');

    await user.upload(input, jsonFile('{"runtimes": [', 'notes.json'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'notes.json: The file is not JSON. Nothing was changed.',
    );

    await user.upload(input, jsonFile({ version: 1, runtimes: [{ name: 'No id' }], robots: [] }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /catalog\.json: The file is not a Robot Console catalog at runtimes\.0\.computerId: .+ Nothing was changed\./,
    );
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

  it('reports a corrupt saved catalog once, until dismissed', async () => {
    localStorage.setItem('robot-console:catalog', '{"version": 1, "runtimes": [');
    const { user } = await openCatalog();

    const report = screen.getByRole('alert');
    expect(report).toHaveTextContent('The saved catalog could not be read');
    expect(report).toHaveTextContent('The saved data could not be read and was set aside; starting afresh.');
    expect(localStorage.getItem('robot-console:catalog:corrupt')).toBe('{"version": 1, "runtimes": [');
    expect(screen.getByText(/No runtimes yet/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
