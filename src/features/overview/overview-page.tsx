import { Button, Center, Group, Loader, SimpleGrid, Stack } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { alertsQuery, journalFacetsQuery, overviewQuery } from '@/data/workspace-queries';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { useOperatorZone } from '@/i18n/operator-zone';
import { pages } from '@/lib/pages';
import { useNow } from '@/lib/use-now';
import { FigureCards } from './figure-cards';
import { FireLists } from './fire-lists';
import { loadCharts } from './overview-charts-chunk';
import { OutcomeBars } from './outcome-bars';
import { OverviewExport } from './overview-export';
import { OverviewFilters } from './overview-filters';
import { barLabeller } from './overview-format';
import { overviewQueryOf, overviewViewParams, parseOverviewView, periodOf } from './overview-view';
import { RobotDurations } from './robot-durations';
import { TimeSaved } from './time-saved';

/**
 * A period that ends now ("the last 24 h") runs to the instant of each read: the figures are read again
 * once a minute, and at once when the live journal hears an execution start, end or go (live-journal-cache).
 */
const refreshMs = 60_000;

/**
 * The morning's view: for the period chosen (kept in the URL), what ran and how it ended, each robot's
 * durations, what is running and queued now, and the schedules' next and troubled fires.
 */
export function OverviewPage({ alerts }: { alerts?: ReactNode }) {
  const t = useT();
  const { locale } = useLanguage();
  const zone = useOperatorZone();
  const [params, setParams] = useSearchParams();
  const view = parseOverviewView(params);
  const now = useNow(true, refreshMs);
  // The charts' code comes beside the figures rather than after them.
  useEffect(() => void loadCharts(), []);
  const figures = useQuery({
    ...overviewQuery({ view, zone }, (at) => overviewQueryOf(view, at, zone)),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs,
  });
  // The period the figures shown answer; until they come (or while another period's stand in), this one's.
  const answered = figures.isPlaceholderData ? undefined : figures.data?.query;
  const period = answered === undefined ? periodOf(view, now) : { from: answered.from, to: answered.to };
  const facets = useQuery(journalFacetsQuery);
  const openAlerts = useQuery(alertsQuery('open'));
  const overview = figures.data?.overview;
  const narrowed = { runtime: view.runtime, robot: view.robot };

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('overview.title')}
        description={t('overview.description')}
        actions={
          <Group gap="xs">
            <Button component={Link} to={pages.overviewSummary} variant="default">
              {t('overview.summary')}
            </Button>
            {overview !== undefined && <OverviewExport overview={overview} />}
          </Group>
        }
      />
      <OverviewFilters
        view={view}
        period={period}
        runtimes={facets.data?.runtimes ?? []}
        robots={facets.data?.robots ?? []}
        onChange={(next) => setParams(overviewViewParams(next))}
      />
      {overview === undefined ? (
        figures.isError ? (
          <QueryErrorAlert
            title={t('overview.loadFailed')}
            error={figures.error}
            onRetry={() => figures.refetch()}
          />
        ) : (
          <Center py="xl">
            <Loader aria-label={t('overview.loading')} />
          </Center>
        )
      ) : (
        <Stack gap="lg" aria-busy={figures.isPlaceholderData}>
          {figures.isError && (
            <QueryErrorAlert
              title={t('overview.refreshFailed')}
              error={figures.error}
              onRetry={() => figures.refetch()}
            />
          )}
          <FigureCards
            overview={overview}
            period={period}
            narrowed={narrowed}
            openAlerts={openAlerts.data?.open}
          />
          {alerts}
          <OutcomeBars
            overview={overview}
            label={barLabeller(overview.bucket, locale, zone)}
            narrowed={narrowed}
          />
          <RobotDurations
            overview={overview}
            period={period}
            label={barLabeller(overview.bucket, locale, zone)}
            runtime={view.runtime}
          />
          <TimeSaved overview={overview} />
          <SimpleGrid cols={{ base: 1, md: 2 }}>
            <FireLists overview={overview} now={now} />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
