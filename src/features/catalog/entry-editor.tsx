import { Stack } from '@mantine/core';
import { useState, type ReactNode, type RefObject } from 'react';
import { errorMessage } from '@/i18n/error-message';
import { formatTime } from '@/lib/format';
import { useCatalogWrites, type SaveTarget } from './catalog-writes';
import type { EntryFormHandle, EntryFormProps } from './entry-form-props';
import type { EntryKind } from './entry-kinds';
import { EntryNotice, type Notice } from './entry-notice';
import { useT } from '@/i18n/i18n-provider';

/**
 * The inside of the add/edit dialog: the form, and what a save came to when it did not simply succeed.
 * A save names the version the operator opened; when someone changed the entry since, the operator is
 * told who and when, sees the entry as it is now, and chooses between starting again from it or keeping
 * their text. Nothing typed is lost on any path. Mounted afresh each time the dialog opens.
 */
export function EntryEditor<E extends V & { version: number }, V extends { name: string }>({
  kind,
  opened,
  entries,
  handle,
  renderForm,
  onSaved,
  onCancel,
}: {
  kind: EntryKind<E, V>;
  /** The entry opened for editing, or `undefined` to add one. */
  opened: E | undefined;
  /** The catalog's entries of this kind, as the page knows them. */
  entries: readonly E[];
  handle: RefObject<EntryFormHandle<V> | null>;
  renderForm: (props: EntryFormProps<V>) => ReactNode;
  onSaved: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  const writes = useCatalogWrites();
  const [target, setTarget] = useState<SaveTarget>(
    opened === undefined ? undefined : { id: kind.idOf(opened), version: opened.version },
  );
  // The entry as saved at `target`'s version: what "changed by someone else" is measured against.
  const [base, setBase] = useState<V | undefined>(opened === undefined ? undefined : kind.valuesOf(opened));
  const [notice, setNotice] = useState<{ notice: Notice<V>; key: number }>();
  const say = (next: Notice<V> | undefined) =>
    setNotice((n) => (next === undefined ? undefined : { notice: next, key: (n?.key ?? 0) + 1 }));

  const submit = async (values: V) => {
    const outcome = await writes.save(kind, values, target);
    switch (outcome.kind) {
      case 'saved':
        onSaved();
        return;
      case 'conflict': {
        const currentId = kind.idOf(outcome.current);
        if (target !== undefined && currentId !== target.id) {
          // Not this entry: the new id is another entry's, added since the form last checked.
          say(undefined);
          handle.current?.refuseId(
            t(`catalog.${kind.key}.idTakenMeanwhile`, {
              who: outcome.changedBy,
              name: outcome.current.name,
              id: currentId,
              when: formatTime(outcome.changedAt),
            }),
          );
          return;
        }
        say({
          kind: 'conflict',
          changedBy: outcome.changedBy,
          changedAt: outcome.changedAt,
          current: kind.valuesOf(outcome.current),
          typed: values,
          before: base,
        });
        // From now on a save is measured against this version: it is what the operator has been shown.
        setTarget({ id: currentId, version: outcome.current.version });
        setBase(kind.valuesOf(outcome.current));
        return;
      }
      case 'gone':
        // Saving again adds it back, with what was typed.
        setTarget(undefined);
        setBase(undefined);
        say({ kind: 'gone' });
        return;
      case 'failed':
        say({ kind: 'failed', message: errorMessage(outcome.error, t) });
        return;
    }
  };

  const current = notice?.notice;
  const takenIds = entries.map((entry) => kind.idOf(entry)).filter((id) => id !== target?.id);

  return (
    <Stack>
      {current !== undefined && (
        <EntryNotice
          key={notice?.key}
          notice={current}
          kind={kind.key}
          facts={(entry) => kind.facts(entry, t)}
          onUseTheirs={() => {
            if (current.kind !== 'conflict') return;
            handle.current?.replace(current.current, true);
            say({ kind: 'theirs', changedBy: current.changedBy, typed: current.typed });
          }}
          onKeepMine={() => {
            if (current.kind !== 'conflict') return;
            say({ kind: 'kept', changedBy: current.changedBy });
          }}
          onBringBack={() => {
            if (current.kind !== 'theirs') return;
            handle.current?.replace(current.typed, false);
            say({ kind: 'kept', changedBy: current.changedBy });
          }}
        />
      )}
      {renderForm({
        initial: opened === undefined ? undefined : kind.valuesOf(opened),
        takenIds,
        submitLabel: target === undefined ? t(`catalog.${kind.key}.add`) : t(`catalog.${kind.key}.save`),
        onSubmit: submit,
        onCancel,
        handle,
      })}
    </Stack>
  );
}
