import { Button, FileButton, Group } from '@mantine/core';
import { useRef, useState } from 'react';
import { catalogStore, mergeCatalog, type Catalog } from '@/lib/catalog';
import { parseCatalogFile } from './catalog-file';
import { ImportConfirmModal, type PendingImport } from './import-confirm-modal';
import type { ImportOutcome } from './import-outcome-alert';
import { planImport, replacedCount, undoImport, type ImportPlan } from './import-plan';

export const catalogFileName = 'robot-console-catalog.json';

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

/** Merges the file's entries into the latest catalog; returns what it did, for the message and undo. */
function applyImport(imported: Catalog, fileName: string): ImportOutcome {
  let plan: ImportPlan = planImport(catalogStore.get(), imported);
  catalogStore.set((latest) => {
    plan = planImport(latest, imported);
    return mergeCatalog(latest, imported);
  });
  return { kind: 'imported', fileName, plan };
}

/** Takes an import back (see `undoImport`). */
export function undoCatalogImport(plan: ImportPlan, fileName: string): ImportOutcome {
  let skipped = 0;
  catalogStore.set((latest) => {
    const undone = undoImport(latest, plan);
    skipped = undone.skipped;
    return undone.catalog;
  });
  return { kind: 'undone', fileName, skipped };
}

/**
 * Export and Import, for moving a catalog to another browser or sharing it with colleagues. An import
 * that would replace entries asks first; every import can be undone from its outcome.
 */
export function CatalogTransferButtons({ onImported }: { onImported: (outcome: ImportOutcome) => void }) {
  const resetInput = useRef<() => void>(null);
  // Kept while the question closes, so that its text does not blank during the transition.
  const [pending, setPending] = useState<{ opened: boolean; file?: PendingImport & { catalog: Catalog } }>({
    opened: false,
  });

  const importFile = async (file: File | null) => {
    if (file === null) return;
    let text: string | undefined;
    try {
      text = await readFileText(file);
    } catch {
      text = undefined;
    }
    // Cleared so that choosing the same file again (after fixing it) is a change the input reports.
    resetInput.current?.();
    if (text === undefined) {
      onImported({
        kind: 'failed',
        fileName: file.name,
        problems: ['The browser could not read the file. Check that it is still there and try again.'],
      });
      return;
    }
    const parsed = parseCatalogFile(text);
    if (!parsed.ok) {
      onImported({ kind: 'failed', fileName: file.name, problems: parsed.problems });
      return;
    }
    const plan = planImport(catalogStore.get(), parsed.catalog);
    if (replacedCount(plan) === 0) onImported(applyImport(parsed.catalog, file.name));
    else setPending({ opened: true, file: { fileName: file.name, plan, catalog: parsed.catalog } });
  };

  const closeQuestion = () => setPending((p) => ({ ...p, opened: false }));

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
      <ImportConfirmModal
        opened={pending.opened}
        pending={pending.file}
        onClose={closeQuestion}
        onConfirm={() => {
          closeQuestion();
          if (pending.file !== undefined)
            onImported(applyImport(pending.file.catalog, pending.file.fileName));
        }}
      />
    </Group>
  );
}
