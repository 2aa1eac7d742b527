import { Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { JournalEntry } from '@/api/workspace/journal';
import { useT } from '@/i18n/i18n-provider';

// A value may be 10,000 characters without a space: it wraps anywhere instead of widening the page.
const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The inputs the run was started with, as the journal recorded them (secret values masked). */
export function ExecutionInputs({ entry }: { entry: JournalEntry }) {
  const t = useT();
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="inputs-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="inputs-title">
          {t('executions.inputs.title')}
        </Title>
        <InputsBody entry={entry} />
      </Stack>
    </Paper>
  );
}

function InputsBody({ entry }: { entry: JournalEntry }) {
  const t = useT();
  if (entry.source === 'track' || entry.apiVersion === null) {
    return (
      <Text size="sm" c="dimmed">
        {t('executions.inputs.unknown')}
      </Text>
    );
  }
  const call = t('executions.inputs.call', { version: entry.apiVersion === 'v2' ? '2' : '1' });
  if (entry.variables === null || entry.variables.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('executions.inputs.none')} {call}
      </Text>
    );
  }
  return (
    <>
      <Table aria-label={t('executions.inputs.table')} layout="fixed" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">{t('executions.inputs.name')}</Table.Th>
            <Table.Th>{t('executions.inputs.value')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entry.variables.map((variable, index) => (
            <Table.Tr key={index}>
              <Table.Td style={wrapped}>{variable.name}</Table.Td>
              <Table.Td>
                {variable.secret === true ? (
                  <Text size="sm" c="dimmed">
                    {t('executions.inputs.masked')}
                  </Text>
                ) : (
                  <Code style={wrapped}>{variable.value}</Code>
                )}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="xs" c="dimmed">
        {call}
        {entry.variables.some((variable) => variable.secret === true) &&
          ` ${t('executions.inputs.secretsNotStored')}`}
      </Text>
    </>
  );
}
