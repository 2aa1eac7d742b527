import type { CatalogRuntime } from '@/api/workspace/catalog';
import { CatalogSection } from './catalog-section';
import { runtimeKind } from './entry-kinds';
import { EntryForm, runtimeForm } from './entry-form';

/** The team's Runtimes (ID_COMPUTER), the machines robots run on. */
export function RuntimesSection({ runtimes }: { runtimes: readonly CatalogRuntime[] }) {
  return (
    <CatalogSection
      kind={runtimeKind}
      entries={runtimes}
      renderForm={(props) => <EntryForm kind={runtimeForm} {...props} />}
    />
  );
}
