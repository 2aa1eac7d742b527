import { Alert, Button, List, Stack, Text, type AlertProps } from '@mantine/core';
import { changesAnything, countEntries, importedMessage, type ImportPlan } from './import-plan';

export type ImportOutcome =
  | { readonly kind: 'imported'; readonly fileName: string; readonly plan: ImportPlan }
  | { readonly kind: 'failed'; readonly fileName: string; readonly problems: readonly string[] }
  | { readonly kind: 'undone'; readonly fileName: string; readonly skipped: number };

/** Problems listed at most: enough to fix the file in one go, short enough to read. */
const listedProblems = 5;

// The light alerts' coloured titles fall below WCAG AA contrast for green and orange; the title keeps the
// text colour and the background still carries the tone.
const alertStyles: AlertProps['styles'] = {
  title: { color: 'var(--mantine-color-text)' },
  message: { overflowWrap: 'anywhere' },
};

function undoneMessage(fileName: string, skipped: number): string {
  if (skipped === 0) return `The catalog is back as it was before ${fileName} was imported.`;
  const them = skipped === 1 ? 'it is' : 'they are';
  return `The import of ${fileName} was undone, except for ${countEntries(skipped)} changed since then, left as ${them} now.`;
}

/** What the last import did, with its undo, or why the file was refused. */
export function ImportOutcomeAlert({
  outcome,
  onUndo,
  onDismiss,
}: {
  outcome: ImportOutcome;
  onUndo: (plan: ImportPlan, fileName: string) => void;
  onDismiss: () => void;
}) {
  const common = {
    withCloseButton: true,
    closeButtonLabel: 'Dismiss',
    onClose: onDismiss,
    styles: alertStyles,
  };
  switch (outcome.kind) {
    case 'failed': {
      const shown = outcome.problems.slice(0, listedProblems);
      const more = outcome.problems.length - shown.length;
      return (
        <Alert color="red" title="Import failed" role="alert" {...common}>
          <Stack gap={4}>
            <Text size="sm">{outcome.fileName} was not imported; nothing was changed.</Text>
            {shown.length === 1 ? (
              <Text size="sm">{shown[0]}</Text>
            ) : (
              <List size="sm">
                {shown.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
                {more > 0 && (
                  <List.Item>and {more === 1 ? '1 more problem' : `${more} more problems`}</List.Item>
                )}
              </List>
            )}
          </Stack>
        </Alert>
      );
    }
    case 'imported':
      return (
        <Alert color="green" title="Catalog imported" role="status" {...common}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{importedMessage(outcome.fileName, outcome.plan)}</Text>
            {changesAnything(outcome.plan) && (
              <Button
                size="compact-sm"
                variant="default"
                onClick={() => onUndo(outcome.plan, outcome.fileName)}
              >
                Undo import
              </Button>
            )}
          </Stack>
        </Alert>
      );
    case 'undone':
      return (
        <Alert color="blue" title="Import undone" role="status" {...common}>
          {undoneMessage(outcome.fileName, outcome.skipped)}
        </Alert>
      );
  }
}
