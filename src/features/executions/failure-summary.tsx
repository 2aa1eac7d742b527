import { Alert, Code, Text } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
import { failureMessage, hasFailed } from './failure-message';

// An error message may be a stack trace or one long token: it keeps its breaks and wraps anywhere.
const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** Enough to say what went wrong; the whole of it is in the log or the return value below. */
const maxShownLength = 600;

function shortened(text: string): string {
  return text.length <= maxShownLength ? text : `${text.slice(0, maxShownLength)}…`;
}

/**
 * At the top of a failed execution's page: why it failed, as the last error line of its log or the
 * message of its return value said, so the operator need not search the log for it.
 */
export function FailureSummary({
  result,
}: {
  result: { readonly status: string; readonly logs: readonly unknown[]; readonly returnValue: unknown };
}) {
  const t = useT();
  if (!hasFailed(result.status)) return null;
  const message = failureMessage(result);
  return (
    <Alert
      color="red"
      title={t('executions.failure.title', { status: result.status })}
      data-testid="failure-summary"
    >
      {message === undefined ? (
        <Text size="sm">{t('executions.failure.none')}</Text>
      ) : (
        <>
          <Text size="sm">
            {t(
              message.source === 'log' ? 'executions.failure.fromLog' : 'executions.failure.fromReturnValue',
            )}
          </Text>
          <Code block mt={4} style={wrapped}>
            {shortened(message.text)}
          </Code>
        </>
      )}
    </Alert>
  );
}
