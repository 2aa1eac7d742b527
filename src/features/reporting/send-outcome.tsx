import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useFormState, type Control, type FieldValues } from 'react-hook-form';
import { isApiError } from '@/api/api-error';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';

/**
 * Failures that sending again cannot fix, in the words after the error's own: the server's reporting key
 * is missing (whose words already say whom to ask, and what to set) or refused (whose words do not).
 */
function untilTheServerIsFixed(error: unknown, t: Translate): string | undefined {
  if (!isApiError(error)) return undefined;
  if (error.code === 'reporting-not-configured') return t('reporting.notSent.untilFixed');
  if (error.code === 'reporting-key-refused')
    return `${t('reporting.notSent.untilFixed')} ${t('reporting.notSent.checkKey')}`;
  return undefined;
}

/**
 * The answer to the last send: what the service acknowledged, or why it failed. Rendered inside the
 * form: "Send again" is a submit button, so it sends the form as it is now, corrections included.
 *
 * A success is the answer to the record sent, not to the next one: once the operator edits the form
 * again (the next record), or the form refuses what it holds, the green panel goes, so that it is never
 * read as applying to what is on screen. A failure stays while its record is corrected, for "Send again".
 */
export function SendOutcome<T extends FieldValues, O>({
  error,
  success,
  sending,
  control,
}: {
  error: unknown;
  success: ReactNode;
  sending: boolean;
  /** The form the send came from; it is reset (or remounted) once a send succeeds. */
  control: Control<T, unknown, O>;
}) {
  const t = useT();
  const { isDirty, submitCount, errors } = useFormState({ control });
  const nextRecordStarted = isDirty || submitCount > 0 || Object.keys(errors).length > 0;
  if (error !== null && error !== undefined) {
    const serverMustFix = untilTheServerIsFixed(error, t);
    if (serverMustFix !== undefined) {
      return (
        <Alert color="red" title={t('reporting.notSent.title')} role="alert">
          <Text size="sm">
            {errorMessage(error, t)} {serverMustFix}
          </Text>
        </Alert>
      );
    }
    return (
      <Alert color="red" title={t('reporting.notSent.title')} role="alert">
        <Group justify="space-between" wrap="wrap">
          <Text size="sm">
            {errorMessage(error, t)} {t('reporting.notSent.keptAsTyped')}
          </Text>
          <Button type="submit" size="xs" variant="white" color="red" loading={sending}>
            {t('reporting.notSent.sendAgain')}
          </Button>
        </Group>
      </Alert>
    );
  }
  if (success === null || success === undefined || success === false || nextRecordStarted) return null;
  return (
    <Alert color="green" title={t('reporting.sent')} role="status">
      {/* The console's own sentence, then what the service returned, each for what it is. */}
      <Stack gap={6}>
        <Text size="sm">{t('reporting.accepted')}</Text>
        {success}
      </Stack>
    </Alert>
  );
}

/**
 * An acknowledgement (spec §2.12) as the service gave it, quoted and said to be the service's: its
 * words (in whatever language the service speaks) are never mixed into a sentence of the console's.
 */
export function AcknowledgementText({
  code,
  status,
  message,
}: {
  code: number;
  status: string;
  message: string;
}) {
  const t = useT();
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      {t('reporting.serviceAnswered')}{' '}
      <q>
        <Code>{code}</Code> <Code>{status}</Code> {message}
      </q>
    </Text>
  );
}
