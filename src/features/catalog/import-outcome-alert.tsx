import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { readableAlertStyles } from './alert-styles';
import { errorMessage } from '@/lib/error-message';
import { changesAnything, countEntries, importedMessage, type ImportEntries } from './import-plan';
import type { UndoneImport } from './import-undo';

export type ImportOutcome =
  | { readonly kind: 'imported'; readonly fileName: string; readonly entries: ImportEntries }
  | { readonly kind: 'failed'; readonly fileName: string; readonly problems: readonly string[] }
  | ({ readonly kind: 'undone'; readonly fileName: string } & UndoneImport);

/** Problems listed at most: enough to fix the file in one go, short enough to read. */
const listedProblems = 5;

function undoneMessage({ fileName, skipped, failed }: UndoneImport & { fileName: string }): string {
  if (failed !== undefined) {
    const left = skipped + failed.count;
    return `The import of ${fileName} was only partly undone: ${countEntries(left)} could not be put back. ${errorMessage(failed.reason)}`;
  }
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
  /** Takes the import back; the button stays busy until it is done. */
  onUndo: (entries: ImportEntries, fileName: string) => Promise<void>;
  onDismiss: () => void;
}) {
  const [undoing, setUndoing] = useState(false);
  const common = {
    withCloseButton: true,
    closeButtonLabel: 'Dismiss',
    onClose: onDismiss,
    styles: readableAlertStyles,
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
            <Text size="sm">{importedMessage(outcome.fileName, outcome.entries)}</Text>
            {changesAnything(outcome.entries) && (
              <Button
                size="compact-sm"
                variant="default"
                loading={undoing}
                onClick={() => {
                  setUndoing(true);
                  void onUndo(outcome.entries, outcome.fileName).finally(() => setUndoing(false));
                }}
              >
                Undo import
              </Button>
            )}
          </Stack>
        </Alert>
      );
    case 'undone':
      return (
        <Alert
          color={outcome.failed === undefined ? 'blue' : 'orange'}
          title="Import undone"
          role="status"
          {...common}
        >
          {undoneMessage(outcome)}
        </Alert>
      );
  }
}
