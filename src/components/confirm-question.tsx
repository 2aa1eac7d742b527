import { Alert, Button, Group, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/i18n/error-message';
import { useT } from '@/i18n/i18n-provider';

/** How a dialog holding a question is opened and closed. */
export interface QuestionOpening {
  readonly opened: boolean;
  /** Counts the openings: each one starts from the question (its key), not from the last one's failure. */
  readonly openings: number;
  readonly onClose: () => void;
}

/**
 * A dialog's question before something that cannot be undone: what it will do, why it failed when it
 * did, and Cancel (focused first: Enter does not confirm by accident) beside the red action.
 */
export function ConfirmQuestion({
  children,
  failure,
  cancel,
  confirm,
  pending,
  onConfirm,
  onCancel,
}: {
  /** What the action does, in a few sentences. */
  children: ReactNode;
  /** The last attempt's error and the words that title it; undefined while nothing has failed. */
  failure: { readonly title: string; readonly error: unknown } | undefined;
  cancel: string;
  confirm: string;
  pending: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <Stack>
      {children}
      {failure !== undefined && (
        <Alert color="red" role="alert" title={failure.title}>
          {errorMessage(failure.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} data-autofocus>
          {cancel}
        </Button>
        <Button color="red" loading={pending} onClick={onConfirm}>
          {confirm}
        </Button>
      </Group>
    </Stack>
  );
}
