import { Alert, Text } from '@mantine/core';
import { useLocation, useNavigate } from 'react-router';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { prefillStateSchema, type PrefillNote } from './run-prefill';

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** The note a run link left in this history entry, and a way to put it away (Clear form does too). */
export function usePrefillNote(): { note: PrefillNote | undefined; dismiss: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const note = prefillStateSchema.safeParse(location.state).data?.runPrefill;
  const dismiss = () => {
    if (note !== undefined) void navigate({ search: location.search }, { replace: true, state: null });
  };
  return { note, dismiss };
}

function noteWords(note: PrefillNote, t: Translate): string[] {
  switch (note.kind) {
    case 'execution': {
      const names = note.secrets.map((name) => `"${name}"`).join(', ');
      return [
        t('run.prefill.fromExecution', { id: note.executionId, who: note.startedBy }),
        ...(note.inputsKnown ? [] : [t('run.prefill.inputsUnknown')]),
        ...(note.secrets.length === 0
          ? []
          : [t('run.prefill.secrets', { count: note.secrets.length, names })]),
      ];
    }
    case 'robot':
      return [
        note.name === null
          ? t('run.prefill.robotNotInCatalog', { robot: note.robotId })
          : t('run.prefill.robot', { name: note.name }),
        ...(note.computerId === null ? [] : [t('run.prefill.robotRuntime', { runtime: note.computerId })]),
      ];
    case 'not-in-journal':
      return [t('run.prefill.notInJournal', { id: note.executionId })];
    case 'not-an-execution':
      return [t('run.prefill.notAnExecution')];
  }
}

/** Says what a run link filled in (and what it could not: a secret's value, unknown inputs). */
export function PrefillNoteAlert({ note, onDismiss }: { note: PrefillNote; onDismiss: () => void }) {
  const t = useT();
  const filled = note.kind === 'execution' || (note.kind === 'robot' && note.name !== null);
  return (
    <Alert
      color={filled ? 'blue' : 'yellow'}
      role="status"
      mb="md"
      withCloseButton
      closeButtonLabel={t('run.prefill.dismiss')}
      onClose={onDismiss}
      data-testid="prefill-note"
    >
      {noteWords(note, t).map((text) => (
        <Text key={text} size="sm" style={wrapAnywhere}>
          {text}
        </Text>
      ))}
    </Alert>
  );
}
