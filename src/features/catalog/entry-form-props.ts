import type { Ref } from 'react';

/**
 * What a catalog form lets its dialog do: ask before changes are lost, and, when someone else changed the
 * entry meanwhile, swap what the form holds without losing what was typed.
 */
export interface EntryFormHandle<V> {
  readonly hasChanges: () => boolean;
  /**
   * Puts `values` in the form. `asSaved`: they are the entry as saved (closing asks nothing until they
   * are changed); otherwise they count as the operator's changes.
   */
  readonly replace: (values: V, asSaved: boolean) => void;
  /** Marks the id field as refused (another entry took that id meanwhile), with why. */
  readonly refuseId: (message: string) => void;
}

export interface EntryFormProps<V> {
  /** The entry as saved, or `undefined` for a new one. */
  readonly initial: V | undefined;
  /** The ids of the other entries, which the one in the form must not reuse. */
  readonly takenIds: readonly string[];
  readonly submitLabel: string;
  /** Saves; the form shows it is busy until this settles and keeps what was typed whatever happens. */
  readonly onSubmit: (values: V) => Promise<void>;
  /** Cancel: closes the dialog, asking first when the form holds changes. */
  readonly onCancel: () => void;
  readonly handle: Ref<EntryFormHandle<V>>;
}
