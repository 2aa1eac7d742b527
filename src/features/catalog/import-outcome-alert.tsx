import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { readableAlertStyles } from './alert-styles';
import { errorMessage } from '@/i18n/error-message';
import { changesAnything, countEntries, importedMessage, type ImportEntries } from './import-plan';
import type { UndoneImport } from './import-undo';
import { useT, type Translate } from '@/i18n/i18n-provider';

export type ImportOutcome =
  | { readonly kind: 'imported'; readonly fileName: string; readonly entries: ImportEntries }
  | { readonly kind: 'failed'; readonly fileName: string; readonly problems: readonly string[] }
  | ({ readonly kind: 'undone'; readonly fileName: string } & UndoneImport);

/** Problems listed at most: enough to fix the file in one go, short enough to read. */
const listedProblems = 5;

function undoneMessage(
  { fileName, skipped, failed }: UndoneImport & { fileName: string },
  t: Translate,
): string {
  if (failed !== undefined) {
    return t('catalog.import.partlyUndone', {
      fileName,
      entries: countEntries(skipped + failed.count, t),
      reason: errorMessage(failed.reason, t),
    });
  }
  if (skipped === 0) return t('catalog.import.undone', { fileName });
  return t('catalog.import.undoneExcept', { fileName, count: skipped });
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
  const t = useT();
  const [undoing, setUndoing] = useState(false);
  const common = {
    withCloseButton: true,
    closeButtonLabel: t('catalog.import.dismiss'),
    onClose: onDismiss,
    styles: readableAlertStyles,
  };
  switch (outcome.kind) {
    case 'failed': {
      const shown = outcome.problems.slice(0, listedProblems);
      const more = outcome.problems.length - shown.length;
      return (
        <Alert color="red" title={t('catalog.import.failedTitle')} role="alert" {...common}>
          <Stack gap={4}>
            <Text size="sm">{t('catalog.import.notImported', { fileName: outcome.fileName })}</Text>
            {shown.length === 1 ? (
              <Text size="sm">{shown[0]}</Text>
            ) : (
              <List size="sm">
                {shown.map((problem) => (
                  <List.Item key={problem}>{problem}</List.Item>
                ))}
                {more > 0 && <List.Item>{t('catalog.import.moreProblems', { count: more })}</List.Item>}
              </List>
            )}
          </Stack>
        </Alert>
      );
    }
    case 'imported':
      return (
        <Alert color="green" title={t('catalog.import.doneTitle')} role="status" {...common}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{importedMessage(outcome.fileName, outcome.entries, t)}</Text>
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
                {t('catalog.import.undo')}
              </Button>
            )}
          </Stack>
        </Alert>
      );
    case 'undone':
      return (
        <Alert
          color={outcome.failed === undefined ? 'blue' : 'orange'}
          title={t('catalog.import.undoneTitle')}
          role="status"
          {...common}
        >
          {undoneMessage(outcome, t)}
        </Alert>
      );
  }
}
