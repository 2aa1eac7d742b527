import { Code, Paper, Stack, Table, Text, Title } from '@mantine/core';
import type { JournalEntry } from '@/api/workspace';

/** How a secret's value is shown: it was never stored, so there is nothing else to show. */
export const maskedValue = '•••• (secret)';

// A value may be 10,000 characters without a space: it wraps anywhere instead of widening the page.
const wrapped = { whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The inputs the run was started with, as the journal recorded them (secret values masked). */
export function ExecutionInputs({ entry }: { entry: JournalEntry }) {
  return (
    <Paper withBorder p="md" component="section" aria-labelledby="inputs-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="inputs-title">
          Inputs
        </Title>
        <InputsBody entry={entry} />
      </Stack>
    </Paper>
  );
}

function InputsBody({ entry }: { entry: JournalEntry }) {
  if (entry.source === 'track' || entry.apiVersion === null) {
    return (
      <Text size="sm" c="dimmed">
        Unknown: this execution was started elsewhere and tracked by its id.
      </Text>
    );
  }
  const call = `Started with the run call of API version ${entry.apiVersion === 'v2' ? '2' : '1'}.`;
  if (entry.variables === null || entry.variables.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No variables were sent: the robot used its default parameters. {call}
      </Text>
    );
  }
  return (
    <>
      <Table aria-label="Variables sent" layout="fixed" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="30%">Name</Table.Th>
            <Table.Th>Value</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entry.variables.map((variable, index) => (
            <Table.Tr key={index}>
              <Table.Td style={wrapped}>{variable.name}</Table.Td>
              <Table.Td>
                {variable.secret === true ? (
                  <Text size="sm" c="dimmed">
                    {maskedValue}
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
          ' The values of secret variables are never stored.'}
      </Text>
    </>
  );
}
