import { Button, Code, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';

/** The execution's return value as formatted JSON, with a copy button. Its type is not in the spec. */
export function ReturnValue({ value, ended }: { value: unknown; ended: boolean }) {
  const text = value === null ? '' : JSON.stringify(value, null, 2);
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="return-value-title">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4" id="return-value-title">
            Return value
          </Title>
          {value !== null && (
            <CopyButton value={text}>
              {({ copied, copy }) => (
                <Button size="xs" variant="light" onClick={copy} color={copied ? 'teal' : undefined}>
                  {copied ? 'Copied' : 'Copy return value'}
                </Button>
              )}
            </CopyButton>
          )}
        </Group>
        {value === null ? (
          <Text size="sm" c="dimmed">
            {ended ? 'The execution ended without a return value.' : 'Shown here when the execution ends.'}
          </Text>
        ) : (
          <Code block data-testid="return-value">
            {text}
          </Code>
        )}
      </Stack>
    </Paper>
  );
}
