import { Box, Button, Group, Loader, Pagination, Paper, Stack, Text } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { activityPageQuery, journalFacetsQuery } from '@/data/workspace-queries';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { useT } from '@/i18n/i18n-provider';
import { ActivityExport } from './activity-export';
import { ActivityFilterBar } from './activity-filter-bar';
import { ActivityTable } from './activity-table';
import {
  activityPageSize,
  activityQueryOf,
  activityViewParams,
  hasFilters,
  noFilters,
  parseActivityView,
  type ActivityView,
} from './activity-view';
import type { FormLabel } from './activity-words';

/** How often the open page reads the log again; TanStack Query pauses it while the tab is hidden. */
const refreshMs = 30_000;
/** The search is applied once typing pauses, not on every key. */
const searchDelayMs = 300;

/**
 * The team's activity log: who signed in or out, ran, tracked or deleted an execution, changed the
 * catalog or sent a reporting record, and when; newest first, paged and filtered by the server.
 */
export function ActivityPage({ formLabel }: { formLabel: FormLabel }) {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const view = parseActivityView(params);
  const activity = useQuery({
    ...activityPageQuery(activityQueryOf(view)),
    placeholderData: keepPreviousData,
    refetchInterval: refreshMs,
  });
  const facets = useQuery(journalFacetsQuery);

  // The text fields keep what is typed; any navigation other than their own (a link, back, forward)
  // brings the URL's values into them.
  const [searchText, setSearchText] = useState(view.q);
  const [actorText, setActorText] = useState(view.actor ?? '');
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (navigationType !== NavigationType.Replace && location.key !== seenLocation) {
    setSeenLocation(location.key);
    setSearchText(view.q);
    setActorText(view.actor ?? '');
  }

  const write = (next: ActivityView, replace: boolean) => setParams(activityViewParams(next), { replace });
  const applySearch = useDebouncedCallback(
    (text: string) => write({ ...view, q: text, page: 1 }, true),
    searchDelayMs,
  );
  // Any other change also applies the search as typed, so a pending one is never lost.
  const update = (patch: Partial<ActivityView>) => {
    applySearch.cancel();
    write({ ...view, q: searchText, page: 1, ...patch }, false);
  };
  const clear = () => {
    applySearch.cancel();
    setSearchText('');
    setActorText('');
    write(noFilters, false);
  };

  const operators = [
    ...new Set([
      ...(facets.data?.operators ?? []),
      ...(activity.data?.items ?? []).map((entry) => entry.actor),
    ]),
  ].sort();
  const total = activity.data?.total ?? 0;
  const pages = Math.ceil(total / activityPageSize);
  const first = (view.page - 1) * activityPageSize + 1;
  const items = activity.data?.items ?? [];

  return (
    <Stack gap="lg">
      <PageHeader
        title={t('activity.title')}
        description={t('activity.description')}
        actions={<ActivityExport query={activityQueryOf(view)} formLabel={formLabel} />}
      />
      <ActivityFilterBar
        view={view}
        searchText={searchText}
        actorText={actorText}
        operators={operators}
        onSearchText={(text) => {
          setSearchText(text);
          applySearch(text);
        }}
        onActorText={setActorText}
        onChange={update}
        onClear={clear}
      />
      {activity.isPending ? (
        <Group gap="xs">
          <Loader size="sm" aria-label={t('activity.loading')} />
        </Group>
      ) : activity.isError && activity.data === undefined ? (
        <QueryErrorAlert
          title={t('activity.loadFailed')}
          error={activity.error}
          onRetry={() => activity.refetch()}
        />
      ) : total === 0 ? (
        <Paper withBorder p="lg" role="status">
          {hasFilters(view) ? (
            <Group justify="space-between" wrap="wrap">
              <Text>{t('activity.noMatch')}</Text>
              <Button variant="light" onClick={clear}>
                {t('activity.filters.clear')}
              </Button>
            </Group>
          ) : (
            <Text>{t('activity.empty')}</Text>
          )}
        </Paper>
      ) : (
        <Stack gap="sm">
          {activity.isError && (
            <QueryErrorAlert
              title={t('activity.refreshFailed')}
              error={activity.error}
              onRetry={() => activity.refetch()}
            />
          )}
          <ActivityTable entries={items} busy={activity.isPlaceholderData} formLabel={formLabel} />
          <Group justify="space-between" wrap="wrap">
            <Text size="sm" role="status">
              {items.length === 0
                ? t('activity.pastLastPage', { page: view.page, count: total })
                : t('activity.range', { first, last: first + items.length - 1, count: total })}
            </Text>
            {pages > 1 && (
              <Box component="nav" aria-label={t('activity.pages')}>
                <Pagination
                  size="sm"
                  total={pages}
                  value={Math.min(view.page, pages)}
                  onChange={(page) => write({ ...view, page }, false)}
                  getItemProps={(page) => ({ 'aria-label': t('activity.page', { page }) })}
                  getControlProps={(control) => ({
                    'aria-label': t(control === 'previous' ? 'activity.newer' : 'activity.older'),
                  })}
                />
              </Box>
            )}
          </Group>
        </Stack>
      )}
    </Stack>
  );
}
