/**
 * Taking an import back: the entries it added are deleted and those it replaced get their earlier
 * content again. Each write names the version the import left, so an entry someone changed since is left
 * as it is now (their later work wins) and counted.
 */
import type { CatalogImportEntry } from '@/api/workspace/catalog';
import { deleteEntry, saveEntry, type CatalogWrites } from './catalog-writes';
import { robotKind, runtimeKind, type EntryKind } from './entry-kinds';

export interface UndoneImport {
  /** Entries changed (or deleted) since the import, left as they are. */
  readonly skipped: number;
  /** Entries the server could not be asked about (a network failure, say): the last reason, once. */
  readonly failed: { readonly count: number; readonly reason: unknown } | undefined;
}

type Undone = 'done' | 'skipped' | { failed: unknown };

async function undoOne<E extends V & { version: number }, V extends { name: string }>(
  kind: EntryKind<E, V>,
  entry: { id: string; outcome: CatalogImportEntry['outcome']; before: E | null; version: number | null },
): Promise<Undone> {
  if (entry.outcome === 'unchanged' || entry.version === null) return 'done';
  const outcome =
    entry.outcome === 'added' || entry.before === null
      ? await deleteEntry(kind, entry.id, entry.version)
      : await saveEntry(kind, kind.valuesOf(entry.before), { id: entry.id, version: entry.version });
  switch (outcome.kind) {
    case 'saved':
      return 'done';
    // An added entry someone deleted since is where the undo wanted it; a replaced one is not.
    case 'gone':
      return entry.outcome === 'added' ? 'done' : 'skipped';
    case 'conflict':
      return 'skipped';
    case 'failed':
      return { failed: outcome.error };
  }
}

export async function undoImport(writes: CatalogWrites, entries: readonly CatalogImportEntry[]) {
  let skipped = 0;
  let failed: UndoneImport['failed'];
  try {
    for (const entry of entries) {
      const undone =
        entry.kind === 'runtime' ? await undoOne(runtimeKind, entry) : await undoOne(robotKind, entry);
      if (undone === 'skipped') skipped += 1;
      else if (undone !== 'done') failed = { count: (failed?.count ?? 0) + 1, reason: undone.failed };
    }
  } finally {
    await writes.refresh();
  }
  return { skipped, failed } satisfies UndoneImport;
}
