import { Button, Group, Text } from '@mantine/core';
import { notices } from '@/lib/notices';
import { useT } from '@/i18n/i18n-provider';

// Long enough to notice the mistake and reach the button from the keyboard.
const undoWindowMs = 10_000;

/**
 * Says what just happened and offers to take it back, for the cheap undos of the app (a catalog entry
 * deleted, rows removed from the queue, variables replaced). `undo` runs at most once.
 */
export function notifyWithUndo({
  title,
  message,
  undo,
  undoLabel,
}: {
  title?: string;
  message: string;
  undo: () => void;
  /** "Undo" in the operator's language when not given. */
  undoLabel?: string;
}): void {
  let undone = false;
  const id = notices.show({
    ...(title === undefined ? {} : { title }),
    // The message may hold whatever the operator typed (a name, an id): it wraps, even inside one long
    // word, and the button keeps its full width so its label is never cut.
    styles: { title: { overflowWrap: 'anywhere' } },
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
        <Text size="sm" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {message}
        </Text>
        <UndoButton
          label={undoLabel}
          onClick={() => {
            if (undone) return;
            undone = true;
            undo();
            notices.hide(id);
          }}
        />
      </Group>
    ),
    autoClose: undoWindowMs,
  });
}

/** A component, so that its default label is said in the language the console speaks. */
function UndoButton({ label, onClick }: { label: string | undefined; onClick: () => void }) {
  const t = useT();
  return (
    <Button size="compact-sm" variant="light" style={{ flexShrink: 0 }} onClick={onClick}>
      {label ?? t('common.undo')}
    </Button>
  );
}
