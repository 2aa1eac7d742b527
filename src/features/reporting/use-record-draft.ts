import { useState } from 'react';
import { namedRecordDrafts } from './named-record-draft';
import type { RecordForm } from './record-form-heading';
import type { SendReport } from './use-send-report';

/** Which record the form starts from; a new `key` remounts the form so its values are set once. */
interface Draft<E> {
  readonly key: number;
  readonly editing: E | null;
}

/**
 * The create-or-edit flow of the supplier and job position pages: the form starts from a new record or
 * a known one, and starts afresh once a record was sent (it is then known, and listed for editing).
 */
export function useRecordDraft<E, P, R>(sender: SendReport<P, R>, form: RecordForm) {
  const [draft, setDraft] = useState<Draft<E>>({ key: 0, editing: null });
  const startFrom = (editing: E | null) => setDraft((d) => ({ key: d.key + 1, editing }));
  return {
    key: draft.key,
    editing: draft.editing,
    // Picking a record (or going back to a new one) clears the answer to the previous send.
    pick: (editing: E | null) => {
      sender.reset();
      startFrom(editing);
    },
    send: (payload: P) =>
      sender.send(payload, () => {
        // A new record sent: what was typed for it is kept no longer (namedRecordDrafts).
        if (draft.editing === null) namedRecordDrafts[form].set(null);
        startFrom(null);
      }),
  };
}
