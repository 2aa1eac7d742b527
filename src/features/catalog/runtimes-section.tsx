import type { CatalogRuntime } from '@/api/workspace';
import { CatalogSection } from './catalog-section';
import { runtimeKind } from './entry-kinds';
import { RuntimeForm } from './runtime-form';

/** The team's Runtimes (ID_COMPUTER), the machines robots run on. */
export function RuntimesSection({ runtimes }: { runtimes: readonly CatalogRuntime[] }) {
  return (
    <CatalogSection
      kind={runtimeKind}
      title="Runtimes"
      idHeader="Runtime id"
      entries={runtimes}
      emptyState="No runtimes yet: add the Runtime ids (ID_COMPUTER) your service operator gave you."
      renderForm={(props) => <RuntimeForm {...props} />}
    />
  );
}
