import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useLocalStore } from '@/lib/local-store';
import { trackedExecutionsStore } from '@/lib/tracked-executions';
import {
  computeStats,
  endedInPeriod,
  outcomeOf,
  periodFromInstants,
  statusesInPeriod,
  type Outcome,
} from './execution-stats';
import { localInputMessages, parseLocalInput, toLocalInput } from './local-date-time';
import type { RpaFigures } from './rpa-record';
import { StatsReview } from './stats-review';
import { chooseOutcome, resetOutcomes, statusOutcomesStore } from './status-outcomes';

const outcomeOptions: { value: Outcome; label: string }[] = [
  { value: 'success', label: 'Success' },
  { value: 'alert', label: 'Alert' },
  { value: 'error', label: 'Error' },
  { value: 'ignore', label: 'Ignore' },
];

function isOutcome(value: string): value is Outcome {
  return outcomeOptions.some((option) => option.value === value);
}

/** The default end: the next whole minute, so that what ended this minute is in the period. */
function nextWholeMinute(): Date {
  const next = new Date();
  next.setSeconds(0, 0);
  next.setMinutes(next.getMinutes() + 1);
  return next;
}

function startOfToday(): Date {
  const today = new Date();
  today.setHours(0, 0, 0, 0);
  return today;
}

/**
 * Computes the RPA figures from the executions this browser followed (the queue) that ended in a
 * period, with a status → outcome mapping the operator can adjust, and hands them to the form for
 * review. Nothing is sent from here.
 */
export function FillFromQueue({ onUse }: { onUse: (figures: RpaFigures) => void }) {
  const executions = useLocalStore(trackedExecutionsStore);
  const mapping = useLocalStore(statusOutcomesStore);
  const [from, setFrom] = useState(() => toLocalInput(startOfToday()));
  const [to, setTo] = useState(() => toLocalInput(nextWholeMinute()));
  const [used, setUsed] = useState(false);

  const fromResult = parseLocalInput(from);
  const toResult = parseLocalInput(to);
  const fromIso = fromResult.ok ? fromResult.iso : undefined;
  const toIso = toResult.ok ? toResult.iso : undefined;
  const period = useMemo(
    () => (fromIso !== undefined && toIso !== undefined ? periodFromInstants(fromIso, toIso) : undefined),
    [fromIso, toIso],
  );
  const toError = !toResult.ok
    ? localInputMessages[toResult.problem]
    : fromIso !== undefined && period === undefined
      ? 'Pick a time after From.'
      : undefined;

  const ended = useMemo(
    () => (period === undefined ? [] : endedInPeriod(executions, period)),
    [executions, period],
  );
  const statuses = useMemo(
    () => (period === undefined ? [] : statusesInPeriod(executions, period)),
    [executions, period],
  );
  const stats = useMemo(
    () => (period === undefined ? undefined : computeStats(executions, period, mapping)),
    [executions, period, mapping],
  );

  const use = () => {
    if (stats === undefined) return;
    onUse({
      successExecutions: stats.success.executions,
      alertExecutions: stats.alert.executions,
      errorExecutions: stats.error.executions,
      successExecutionTime: stats.success.seconds,
      alertExecutionTime: stats.alert.seconds,
      errorExecutionTime: stats.error.seconds,
    });
    setUsed(true);
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="fill-from-queue-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="fill-from-queue-title">
          Fill from the queue
        </Title>
        <Text size="sm" c="dimmed">
          Counts and times of the executions followed in this browser that ended in the period. Deleted
          executions are never counted. The period includes From and excludes To, so a report that starts
          where the last one ended counts nothing twice.
        </Text>
        {/* Side by side only where the panel is wide (below lg it spans the page). */}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }}>
          <TextInput
            type="datetime-local"
            label="From"
            value={from}
            onChange={(event) => {
              setFrom(event.currentTarget.value);
              setUsed(false);
            }}
            error={fromResult.ok ? undefined : localInputMessages[fromResult.problem]}
          />
          <TextInput
            type="datetime-local"
            label="To"
            value={to}
            onChange={(event) => {
              setTo(event.currentTarget.value);
              setUsed(false);
            }}
            error={toError}
          />
        </SimpleGrid>
        {period !== undefined && ended.length === 0 && (
          <Text size="sm">No execution followed in this browser ended in this period.</Text>
        )}
        {statuses.length > 0 && (
          <Stack gap="xs">
            <Group justify="space-between">
              <Text size="sm" fw={500}>
                Which outcome each status counts as
              </Text>
              {Object.keys(mapping).length > 0 && (
                <Button size="compact-xs" variant="subtle" onClick={resetOutcomes}>
                  Reset to defaults
                </Button>
              )}
            </Group>
            {statuses.map((status) => (
              <NativeSelect
                key={status}
                label={`Outcome for ${status}`}
                data={outcomeOptions}
                value={outcomeOf(status, mapping)}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  if (!isOutcome(value)) return;
                  chooseOutcome(status, value);
                  setUsed(false);
                }}
              />
            ))}
          </Stack>
        )}
        {stats !== undefined && <StatsReview stats={stats} />}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" role="status">
            {used ? 'Copied into the form: review the figures, then send.' : ''}
          </Text>
          <Button variant="light" onClick={use} disabled={stats === undefined}>
            Use these figures
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
