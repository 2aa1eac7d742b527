import { Alert, Button, Code, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { errorMessage } from '@/lib/error-message';

/**
 * The answer to the last send: what the service acknowledged, or why it failed with a way to send the
 * same record again.
 */
export function SendOutcome({
  error,
  success,
  onRetry,
  retrying,
}: {
  error: unknown;
  success: ReactNode;
  onRetry: () => void;
  retrying: boolean;
}) {
  if (error !== null && error !== undefined) {
    return (
      <Alert color="red" title="The record was not sent" role="alert">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">{errorMessage(error)} The form keeps what you typed.</Text>
          <Button size="xs" variant="white" color="red" onClick={onRetry} loading={retrying}>
            Send again
          </Button>
        </Group>
      </Alert>
    );
  }
  if (success === null || success === undefined || success === false) return null;
  return (
    <Alert color="green" title="Sent" role="status">
      {success}
    </Alert>
  );
}

/** An acknowledgement (spec §2.12) as the service gave it. */
export function AcknowledgementText({
  code,
  status,
  message,
}: {
  code: number;
  status: string;
  message: string;
}) {
  return (
    <Text size="sm">
      <Code>{code}</Code> <Code>{status}</Code> {message}
    </Text>
  );
}
