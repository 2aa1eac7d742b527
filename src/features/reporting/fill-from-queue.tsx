import {
  Button,
  Group,
  Loader,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { endedSummaryQuery } from '@/api/workspace-queries';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useLocalStore } from '@/lib/local-store';
import { computeStats, outcomeOf, periodFromInstants, type Outcome } from './execution-stats';
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
 * Computes the RPA figures from the team's executions that ended in a period (every operator's, as the
 * server's journal holds them), with a status → outcome mapping the operator can adjust, and hands
 * them to the form for review. Nothing is sent from here.
 */
export function FillFromQueue({ onUse }: { onUse: (figures: RpaFigures) => void }) {
  const mapping = useLocalStore(statusOutcomesStore);
  const [from, setFrom] = useState(() => toLocalInput(startOfToday()));
  const [to, setTo] = useState(() => toLocalInput(nextWholeMinute()));
  const [used, setUsed] = useState(false);

  const fromResult = parseLocalInput(from);
  const toResult = parseLocalInput(to);
  const fromIso = fromResult.ok ? fromResult.iso : undefined;
  const toIso = toResult.ok ? toResult.iso : undefined;
  const period =
    fromIso !== undefined && toIso !== undefined ? periodFromInstants(fromIso, toIso) : undefined;
  const toError = !toResult.ok
    ? localInputMessages[toResult.problem]
    : fromIso !== undefined && period === undefined
      ? 'Pick a time after From.'
      : undefined;

  const summary = useQuery({
    ...endedSummaryQuery(period?.start ?? 0, period?.end ?? 0),
    enabled: period !== undefined,
    // While another period is read, the figures of the last one stay (marked busy) instead of vanishing.
    placeholderData: keepPreviousData,
  });
  const rows = period === undefined ? undefined : summary.data;
  const stats = useMemo(
    () => (rows === undefined ? undefined : computeStats(rows, mapping)),
    [rows, mapping],
  );
  const ready = stats !== undefined && !summary.isPlaceholderData;

  const use = () => {
    if (stats === undefined || !ready) return;
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
          Counts and times of the team&apos;s executions that ended in the period: every execution started or
          tracked through Robot Console, by any operator. Deleted executions are never counted. The period
          includes From and excludes To, so a report that starts where the last one ended counts nothing
          twice.
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
        {period !== undefined && summary.isPending && (
          <Loader size="sm" aria-label="Counting the team's executions" />
        )}
        {period !== undefined && summary.isError && (
          <QueryErrorAlert
            title="The executions could not be counted"
            error={summary.error}
            onRetry={() => summary.refetch()}
          />
        )}
        {rows !== undefined && rows.length === 0 && ready && (
          <Text size="sm">No execution of the team ended in this period.</Text>
        )}
        {rows !== undefined && rows.length > 0 && (
          <Stack gap="xs" aria-busy={!ready}>
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
            {rows.map(({ status }) => (
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
          <Button variant="light" onClick={use} disabled={!ready}>
            Use these figures
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
