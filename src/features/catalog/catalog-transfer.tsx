import { Button, FileButton, Group } from '@mantine/core';
import { useRef } from 'react';
import { catalogStore, mergeCatalog, parseCatalogFile, type Catalog } from '@/lib/catalog';

export const catalogFileName = 'robot-console-catalog.json';

export type ImportOutcome = { ok: true; message: string } | { ok: false; message: string };

/** Saves the catalog as a JSON file through a temporary download link. */
export function downloadCatalog(catalog: Catalog): void {
  const blob = new Blob([`${JSON.stringify(catalog, null, 2)}\n`], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = catalogFileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: some browsers start reading the URL only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** A file's text. FileReader rather than `Blob.text()`, which older browsers and jsdom lack. */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** "2 runtimes added, 1 replaced": ids already in the catalog are replaced, the others added. */
function tally(imported: readonly string[], existing: readonly string[], noun: string): string {
  const distinct = [...new Set(imported)];
  const replaced = distinct.filter((id) => existing.includes(id)).length;
  return `${count(distinct.length - replaced, noun)} added, ${replaced} replaced`;
}

/** Merges an exported catalog file into the stored one; a file that is not a catalog changes nothing. */
export function importCatalogText(text: string, fileName: string): ImportOutcome {
  const parsed = parseCatalogFile(text);
  if (!parsed.ok) return { ok: false, message: `${fileName}: ${parsed.message} Nothing was changed.` };
  const current = catalogStore.get();
  const { runtimes, robots } = parsed.catalog;
  const runtimeTally = tally(
    runtimes.map((r) => r.computerId),
    current.runtimes.map((r) => r.computerId),
    'runtime',
  );
  const robotTally = tally(
    robots.map((r) => r.robotId),
    current.robots.map((r) => r.robotId),
    'robot',
  );
  catalogStore.set((latest) => mergeCatalog(latest, parsed.catalog));
  return { ok: true, message: `Imported ${fileName}: ${runtimeTally}; ${robotTally}.` };
}

/** Export and Import, for moving a catalog to another browser or sharing it with colleagues. */
export function CatalogTransferButtons({ onImported }: { onImported: (outcome: ImportOutcome) => void }) {
  const resetInput = useRef<() => void>(null);

  const importFile = async (file: File | null) => {
    if (file === null) return;
    let outcome: ImportOutcome;
    try {
      outcome = importCatalogText(await readFileText(file), file.name);
    } catch {
      outcome = { ok: false, message: `${file.name} could not be read. Nothing was changed.` };
    }
    // Cleared so that choosing the same file again (after fixing it) is a change the input reports.
    resetInput.current?.();
    onImported(outcome);
  };

  return (
    <Group gap="sm">
      <Button variant="default" onClick={() => downloadCatalog(catalogStore.get())}>
        Export catalog
      </Button>
      <FileButton
        resetRef={resetInput}
        accept="application/json,.json"
        onChange={(file) => void importFile(file)}
        inputProps={{ 'aria-label': 'Catalog file to import' }}
      >
        {(props) => (
          <Button variant="default" {...props}>
            Import catalog
          </Button>
        )}
      </FileButton>
    </Group>
  );
}
