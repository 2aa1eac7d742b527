import { Button, FileButton, Group } from '@mantine/core';
import { notices } from '@/lib/notices';
import { useRef, useState } from 'react';
import type { TeamCatalog } from '@/api/workspace/catalog';
import type { CatalogFile } from '@/api/workspace/catalog-input';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import { parseCatalogFile } from './catalog-file';
import { useAllowed } from '@/data/use-role';
import { catalogEditRole, useCatalogWrites } from './catalog-writes';
import { robotKind, runtimeKind } from './entry-kinds';
import { ImportConfirmModal, type PendingImport } from './import-confirm-modal';
import type { ImportOutcome } from './import-outcome-alert';
import { replacedEntries } from './import-plan';

const catalogFileName = 'robot-console-catalog.json';

/** The file Export writes: the entries without their revision (who changed them is the team's, not the file's). */
function toCatalogFile(catalog: TeamCatalog): CatalogFile {
  return {
    version: 1,
    runtimes: catalog.runtimes.map(runtimeKind.valuesOf),
    robots: catalog.robots.map((robot) => {
      const { variables, ...rest } = robotKind.valuesOf(robot);
      return { ...rest, variables: [...variables] };
    }),
  };
}

/** Saves the catalog as a JSON file through a temporary download link. */
function downloadCatalog(file: CatalogFile): void {
  const blob = new Blob([`${JSON.stringify(file, null, 2)}\n`], { type: 'application/json' });
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

/** A file's text. FileReader rather than `Blob.text()`, which older browsers lack. */
export function readFileText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(typeof reader.result === 'string' ? reader.result : '');
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read.'));
    reader.readAsText(file);
  });
}

async function readChosenFile(
  file: File,
  t: Translate,
): Promise<{ file: CatalogFile } | { problems: readonly string[] }> {
  let text: string;
  try {
    text = await readFileText(file);
  } catch {
    return { problems: [t('catalog.transfer.unreadable')] };
  }
  const parsed = parseCatalogFile(text, t);
  return parsed.ok ? { file: parsed.file } : { problems: parsed.problems };
}

/**
 * Export and Import, for keeping a copy of the team's catalog or bringing one in. The server says first
 * what an import would do: one that would replace entries names them and asks; every import can be undone
 * from its outcome.
 */
export function CatalogTransferButtons({ onImported }: { onImported: (outcome: ImportOutcome) => void }) {
  const t = useT();
  const writes = useCatalogWrites();
  const mayImport = useAllowed(catalogEditRole);
  const resetInput = useRef<() => void>(null);
  const [busy, setBusy] = useState<'export' | 'import'>();
  // Kept while the question closes, so that its text does not blank during the transition.
  const [pending, setPending] = useState<{
    opened: boolean;
    file?: PendingImport & { content: CatalogFile };
  }>({ opened: false });

  const run = async (what: 'export' | 'import', work: () => Promise<void>) => {
    setBusy(what);
    try {
      await work();
    } finally {
      setBusy(undefined);
    }
  };

  const apply = (content: CatalogFile, fileName: string) =>
    run('import', async () => {
      try {
        const summary = await writes.importFile(content, true);
        onImported({ kind: 'imported', fileName, entries: summary.entries });
      } catch (error) {
        onImported({ kind: 'failed', fileName, problems: [errorMessage(error, t)] });
      }
    });

  const importFile = (chosen: File | null) =>
    run('import', async () => {
      if (chosen === null) return;
      const read = await readChosenFile(chosen, t);
      // Cleared so that choosing the same file again (after fixing it) is a change the input reports.
      resetInput.current?.();
      if ('problems' in read) {
        onImported({ kind: 'failed', fileName: chosen.name, problems: read.problems });
        return;
      }
      let preview;
      try {
        preview = await writes.importFile(read.file, false);
      } catch (error) {
        onImported({ kind: 'failed', fileName: chosen.name, problems: [errorMessage(error, t)] });
        return;
      }
      if (replacedEntries(preview.entries).length === 0) {
        await apply(read.file, chosen.name);
      } else {
        const file = { fileName: chosen.name, entries: preview.entries, content: read.file };
        setPending({ opened: true, file });
      }
    });

  const exportCatalog = () =>
    run('export', async () => {
      try {
        downloadCatalog(toCatalogFile(await writes.latest()));
      } catch (error) {
        notices.show({
          color: 'red',
          title: t('catalog.transfer.exportFailed'),
          message: errorMessage(error, t),
        });
      }
    });

  const closeQuestion = () => setPending((p) => ({ ...p, opened: false }));

  return (
    <Group gap="sm">
      <Button variant="default" loading={busy === 'export'} onClick={() => void exportCatalog()}>
        {t('catalog.transfer.export')}
      </Button>
      {mayImport && (
        <FileButton
          resetRef={resetInput}
          accept="application/json,.json"
          onChange={(file) => void importFile(file)}
          inputProps={{ 'aria-label': t('catalog.transfer.fileInput') }}
        >
          {(props) => (
            <Button variant="default" loading={busy === 'import'} {...props}>
              {t('catalog.transfer.import')}
            </Button>
          )}
        </FileButton>
      )}
      <ImportConfirmModal
        opened={pending.opened}
        pending={pending.file}
        onClose={closeQuestion}
        onConfirm={() => {
          closeQuestion();
          if (pending.file !== undefined) void apply(pending.file.content, pending.file.fileName);
        }}
      />
    </Group>
  );
}
