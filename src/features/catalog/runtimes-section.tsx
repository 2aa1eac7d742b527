import { notifyWithUndo } from '@/components/undo-notification';
import { catalogStore, upsertRuntime, type Runtime } from '@/lib/catalog';
import { CatalogSection } from './catalog-section';
import { RuntimeForm } from './runtime-form';

function deleteRuntime(runtime: Runtime): void {
  catalogStore.set((c) => ({
    ...c,
    runtimes: c.runtimes.filter((r) => r.computerId !== runtime.computerId),
  }));
  notifyWithUndo({
    message: `Runtime ${runtime.name} deleted.`,
    undo: () => catalogStore.set((c) => upsertRuntime(c, runtime)),
  });
}

/** The Runtimes (ID_COMPUTER) the operator runs robots on. */
export function RuntimesSection({ runtimes }: { runtimes: readonly Runtime[] }) {
  return (
    <CatalogSection
      title="Runtimes"
      noun="runtime"
      idHeader="Runtime id"
      entries={runtimes}
      idOf={(runtime) => runtime.computerId}
      emptyState="No runtimes yet: add the Runtime ids (ID_COMPUTER) your service operator gave you."
      onDelete={deleteRuntime}
      renderForm={({ initial, takenIds, onSaved, onCancel, changes }) => (
        <RuntimeForm
          initial={initial}
          takenIds={takenIds}
          onCancel={onCancel}
          changes={changes}
          onSubmit={(runtime) => {
            catalogStore.set((c) => upsertRuntime(c, runtime, initial?.computerId));
            onSaved();
          }}
        />
      )}
    />
  );
}
