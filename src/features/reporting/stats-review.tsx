import { Table, Text } from '@mantine/core';
import { executionTimeUnit } from '@/api/spec-gaps';
import type { CountedOutcome, ExecutionStats } from './execution-stats';

const rows: readonly { outcome: CountedOutcome; label: string }[] = [
  { outcome: 'success', label: 'Success' },
  { outcome: 'alert', label: 'Alert' },
  { outcome: 'error', label: 'Error' },
];

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** The figures as they would go into the form, with what was left out and why. */
export function StatsReview({ stats }: { stats: ExecutionStats }) {
  return (
    <>
      <Table withTableBorder verticalSpacing={4} aria-label="Figures from the queue">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Outcome</Table.Th>
            <Table.Th ta="right">Executions</Table.Th>
            <Table.Th ta="right">Time ({executionTimeUnit})</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(({ outcome, label }) => (
            <Table.Tr key={outcome} data-testid={`stats-${outcome}`}>
              <Table.Th scope="row" fw="normal">
                {label}
              </Table.Th>
              <Table.Td ta="right">{stats[outcome].executions}</Table.Td>
              <Table.Td ta="right">{stats[outcome].seconds}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Text size="sm" data-testid="stats-ignored">
        Ignored: {plural(stats.ignored, 'execution', 'executions')} (outcome set to Ignore).
      </Text>
      {stats.untimed > 0 && (
        <Text size="sm" c="orange.8" data-testid="stats-untimed">
          {plural(stats.untimed, 'counted execution has', 'counted executions have')} no readable start or end
          time: counted in the executions, not in the time.
        </Text>
      )}
    </>
  );
}
