import { Button, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { readLimits } from '@/api/limits';
import { summaryPeriodTooLong } from '@/api/workspace/handler-schemas';
import { endedSummaryQuery, reportingOutcomesQuery } from '@/data/workspace-queries';
import { DateTimeField } from '@/components/date-time-field';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useT } from '@/i18n/i18n-provider';
import { computeStats } from '@/api/workspace/reporting-figures';
import { periodFromInstants } from './execution-stats';
import { localInputMessage, parseLocalInput, toLocalInput } from './local-date-time';
import { ReplaceFiguresConfirm, type FigureChange } from './replace-figures-confirm';
import type { RpaFigures } from './rpa-record';
import { OutcomeMappingFields } from './outcome-mapping';
import { StatsReview } from './stats-review';

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
 * server's journal holds them), under the team's status → outcome mapping, and hands
 * them to the form for review. Nothing is sent from here. Figures the operator typed are never replaced
 * without asking (`replaces` says which would change); an empty form is filled at once.
 */
export function FillFromQueue({
  onUse,
  replaces,
}: {
  onUse: (figures: RpaFigures) => void;
  replaces: (figures: RpaFigures) => readonly FigureChange[];
}) {
  const t = useT();
  const team = useQuery(reportingOutcomesQuery);
  const [from, setFrom] = useState(() => toLocalInput(startOfToday()));
  const [to, setTo] = useState(() => toLocalInput(nextWholeMinute()));
  const [used, setUsed] = useState(false);
  const [asking, setAsking] = useState(false);
  const useButton = useRef<HTMLButtonElement>(null);

  const fromResult = parseLocalInput(from);
  const toResult = parseLocalInput(to);
  const fromIso = fromResult.ok ? fromResult.iso : undefined;
  const toIso = toResult.ok ? toResult.iso : undefined;
  const inOrder =
    fromIso !== undefined && toIso !== undefined ? periodFromInstants(fromIso, toIso) : undefined;
  // The server counts a period of at most `summaryDays`: a longer one is not asked for.
  const tooLong = inOrder !== undefined && summaryPeriodTooLong(inOrder.start, inOrder.end);
  const period = tooLong ? undefined : inOrder;
  const toError = !toResult.ok
    ? localInputMessage(toResult.problem, t)
    : tooLong
      ? t('reporting.fill.tooLong', { days: readLimits.summaryDays })
      : fromIso !== undefined && period === undefined
        ? t('reporting.fill.toBeforeFrom')
        : undefined;

  const summary = useQuery({
    ...endedSummaryQuery(period?.start ?? 0, period?.end ?? 0),
    enabled: period !== undefined,
    // While another period is read, the figures of the last one stay (marked busy) instead of vanishing.
    placeholderData: keepPreviousData,
  });
  const rows = period === undefined ? undefined : summary.data;
  const mapping = team.data?.outcomes;
  const stats = useMemo(
    () => (rows === undefined || mapping === undefined ? undefined : computeStats(rows, mapping)),
    [rows, mapping],
  );
  const ready = stats !== undefined && !summary.isPlaceholderData;

  const figures: RpaFigures | undefined =
    stats === undefined || !ready
      ? undefined
      : {
          successExecutions: stats.success.executions,
          alertExecutions: stats.alert.executions,
          errorExecutions: stats.error.executions,
          successExecutionTime: stats.success.seconds,
          alertExecutionTime: stats.alert.seconds,
          errorExecutionTime: stats.error.seconds,
        };
  // Read again as the figures change (another period, another mapping) while the question is open.
  const changes = asking && figures !== undefined ? replaces(figures) : [];
  const apply = () => {
    if (figures === undefined) return;
    onUse(figures);
    setUsed(true);
    setAsking(false);
  };
  const use = () => {
    if (figures === undefined) return;
    if (replaces(figures).length > 0) setAsking(true);
    else apply();
  };
  /** Ends the question, the focus back where it was raised. */
  const answer = (replace: boolean) => {
    if (replace) apply();
    else setAsking(false);
    useButton.current?.focus();
  };

  return (
    <Paper withBorder p="lg" component="section" aria-labelledby="fill-from-queue-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="fill-from-queue-title">
          {t('reporting.fill.title')}
        </Title>
        <Text size="sm" c="dimmed">
          {t('reporting.fill.intro')}
        </Text>
        {/* Side by side only where the panel is wide (below lg it spans the page). */}
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 1 }}>
          <DateTimeField
            label={t('reporting.fill.from')}
            value={from}
            onChange={(text) => {
              setFrom(text);
              setUsed(false);
            }}
            error={fromResult.ok ? undefined : localInputMessage(fromResult.problem, t)}
          />
          <DateTimeField
            label={t('reporting.fill.to')}
            value={to}
            onChange={(text) => {
              setTo(text);
              setUsed(false);
            }}
            error={toError}
          />
        </SimpleGrid>
        {period !== undefined && (summary.isPending || team.isPending) && (
          <Loader size="sm" aria-label={t('reporting.fill.counting')} />
        )}
        {period !== undefined && summary.isError && (
          <QueryErrorAlert
            title={t('reporting.fill.countFailed')}
            error={summary.error}
            onRetry={() => summary.refetch()}
          />
        )}
        {team.isError && (
          <QueryErrorAlert
            title={t('reporting.fill.mappingUnread')}
            error={team.error}
            onRetry={() => team.refetch()}
          />
        )}
        {rows !== undefined && rows.length === 0 && ready && (
          <Text size="sm">{t('reporting.fill.none')}</Text>
        )}
        {rows !== undefined && rows.length > 0 && team.data !== undefined && (
          <div aria-busy={!ready}>
            <OutcomeMappingFields
              statuses={rows.map(({ status }) => status)}
              team={team.data}
              onChange={() => setUsed(false)}
            />
          </div>
        )}
        {stats !== undefined && <StatsReview stats={stats} />}
        <Group justify="space-between" wrap="wrap">
          <Text size="sm" role="status">
            {used ? t('reporting.fill.copied') : ''}
          </Text>
          <Button ref={useButton} variant="light" onClick={use} disabled={!ready}>
            {t('reporting.fill.use')}
          </Button>
        </Group>
        {changes.length > 0 && (
          <ReplaceFiguresConfirm
            changes={changes}
            onReplace={() => answer(true)}
            onKeep={() => answer(false)}
          />
        )}
      </Stack>
    </Paper>
  );
}
