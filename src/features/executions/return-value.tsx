import { Button, Code, CopyButton, Group, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
import { downloadText } from '@/lib/export-file';
import { returnValueFileName } from './export-names';

// Long values wrap anywhere instead of widening the page; line breaks of the JSON are kept.
const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The execution's return value as formatted JSON, to copy or save. Its type is not in the spec. */
export function ReturnValue({
  value,
  ended,
  executionId,
}: {
  value: unknown;
  ended: boolean;
  executionId: string;
}) {
  const t = useT();
  const text = value === null ? '' : JSON.stringify(value, null, 2);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="return-value-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="return-value-title">
            {t('executions.returnValue.title')}
          </Title>
          {value !== null && (
            <Group gap="xs">
              <CopyButton value={text}>
                {({ copied, copy }) => (
                  <Button size="xs" variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
                    {t(copied ? 'executions.returnValue.copied' : 'executions.returnValue.copy')}
                  </Button>
                )}
              </CopyButton>
              <Button
                size="xs"
                variant="light"
                onClick={() =>
                  downloadText(returnValueFileName(executionId, new Date()), `${text}\n`, 'application/json')
                }
              >
                {t('executions.returnValue.download')}
              </Button>
            </Group>
          )}
        </Group>
        {value === null ? (
          <Text size="sm" c="dimmed">
            {t(ended ? 'executions.returnValue.none' : 'executions.returnValue.later')}
          </Text>
        ) : (
          // A large value scrolls in place; "Copy return value" takes all of it.
          <ScrollArea.Autosize mah={480} type="auto">
            <Code block data-testid="return-value" style={wrapped}>
              {text}
            </Code>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
