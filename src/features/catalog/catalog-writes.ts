/**
 * Writing to the team's catalog. Every write names the version the operator started from, and what the
 * server answers is sorted into one outcome the screens can explain: saved, changed meanwhile by someone
 * (who, when, and the entry as it is now), deleted meanwhile, or failed. Every write refreshes the
 * catalog, whatever its outcome: a refused one means the page was behind.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CatalogFile } from '@/api/workspace/catalog-input';
import { workspaceRouteTable } from '@/api/workspace/routes';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { refusedWrite, type RefusedWrite } from '@/data/write-outcome';
import { teamCatalogQuery } from '@/data/workspace-queries';
import type { EntryKind } from './entry-kinds';

/** Who may write the catalog: every write (add, change, delete, import) needs this role (routes.ts). */
export const catalogEditRole = workspaceRouteTable.importCatalog.role;

type WriteOutcome<E> = { readonly kind: 'saved'; readonly entry: E } | RefusedWrite<E>;

/** The entry a save writes over, as the operator loaded it; `undefined` adds a new one. */
export type SaveTarget = { readonly id: string; readonly version: number } | undefined;

async function outcomeOf<E extends V & { version: number }, V extends { name: string }>(
  kind: EntryKind<E, V>,
  write: () => Promise<E>,
): Promise<WriteOutcome<E>> {
  try {
    return { kind: 'saved', entry: await write() };
  } catch (error) {
    return refusedWrite(error, kind.schema);
  }
}

/** Adds (`target` undefined) or edits an entry; the catalog is not refreshed (see `useCatalogWrites`). */
export function saveEntry<E extends V & { version: number }, V extends { name: string }>(
  kind: EntryKind<E, V>,
  values: V,
  target: SaveTarget,
): Promise<WriteOutcome<E>> {
  return outcomeOf(kind, () =>
    target === undefined ? kind.create(values) : kind.update(target.id, values, target.version),
  );
}

/** Deletes the entry at the version given; the catalog is not refreshed (see `useCatalogWrites`). */
export function deleteEntry<E extends V & { version: number }, V extends { name: string }>(
  kind: EntryKind<E, V>,
  id: string,
  version: number,
): Promise<WriteOutcome<E>> {
  return outcomeOf(kind, () => kind.remove(id, version));
}

export function useCatalogWrites() {
  const queryClient = useQueryClient();
  return useMemo(() => {
    // Awaited, so that a dialog closing after a save shows the list as it now is.
    const refresh = () => queryClient.invalidateQueries({ queryKey: workspaceKeys.catalog() });
    const settle = async <T>(write: Promise<T>): Promise<T> => {
      try {
        return await write;
      } finally {
        await refresh();
      }
    };
    return {
      refresh,
      save: <E extends V & { version: number }, V extends { name: string }>(
        kind: EntryKind<E, V>,
        values: V,
        target: SaveTarget,
      ) => settle(saveEntry(kind, values, target)),
      remove: <E extends V & { version: number }, V extends { name: string }>(
        kind: EntryKind<E, V>,
        id: string,
        version: number,
      ) => settle(deleteEntry(kind, id, version)),
      /** Imports a file (`apply`) or only says what it would do; a refused file throws. */
      importFile: (file: CatalogFile, apply: boolean) =>
        apply ? settle(workspaceApi.importCatalog(file, true)) : workspaceApi.importCatalog(file, false),
      /** The catalog as the server holds it now, not as this page last saw it. */
      latest: () => queryClient.query({ ...teamCatalogQuery, staleTime: 0 }),
    };
  }, [queryClient]);
}

export type CatalogWrites = ReturnType<typeof useCatalogWrites>;
