import { Alert, Button, Group, Text } from '@mantine/core';
import { errorMessage } from '@/i18n/error-message';
import { useT } from '@/i18n/i18n-provider';

/** A failed load or call, said plainly, with a way to try again. */
export function QueryErrorAlert({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry?: () => unknown;
}) {
  const t = useT();
  return (
    <Alert color="red" title={title} role="alert" w="100%" maw={640}>
      <Group justify="space-between" align="center" wrap="wrap">
        <Text size="sm">{errorMessage(error, t)}</Text>
        {onRetry !== undefined && (
          <Button size="xs" variant="white" color="red" onClick={() => void onRetry()}>
            {t('common.tryAgain')}
          </Button>
        )}
      </Group>
    </Alert>
  );
}
