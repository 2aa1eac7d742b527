import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, NavigationType, useLocation, useNavigationType, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useLocalStore, useLocalStoreProblem } from '@/lib/local-store';
import { executionKey, isActive, trackedExecutionsStore } from '@/lib/tracked-executions';
import { DeleteDialog, type DeleteRequest } from './delete-dialog';
import { QueueFilterBar } from './queue-filter-bar';
import {
  canDelete,
  canRemove,
  clearFilters,
  filterOptions,
  parseQueueView,
  queueViewParams,
  toggleSort,
  visibleExecutions,
  type QueueView,
} from './queue-filters';
import type { RowActions } from './queue-row';
import { QueueTable } from './queue-table';
import { removeFromList } from './remove-from-list';
import { trackFormId, TrackExecutionForm } from './track-execution-form';
import { useNow } from '@/lib/use-now';

/**
 * The executions this browser follows. It never polls: the app-wide watcher reads every active one
 * and writes the result into the tracked list, which this page renders.
 */
export function QueuePage() {
  const list = useLocalStore(trackedExecutionsStore);
  const problem = useLocalStoreProblem(trackedExecutionsStore);
  const [params, setParams] = useSearchParams();
  const view = parseQueueView(params);
  const now = useNow(list.some(isActive));
  const rows = visibleExecutions(list, view, now);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [deleteRequest, setDeleteRequest] = useState<DeleteRequest | null>(null);

  // The search box keeps its own text while typing (written to the URL with `replace`), so the caret
  // never jumps as the URL catches up; any other navigation (a link, back, forward) brings the URL's.
  const [search, setSearch] = useState(view.search);
  const location = useLocation();
  const navigationType = useNavigationType();
  const [seenLocation, setSeenLocation] = useState(location.key);
  if (navigationType !== NavigationType.Replace && location.key !== seenLocation) {
    setSeenLocation(location.key);
    setSearch(view.search);
  }

  const update = (next: QueueView, typing = false) => setParams(queueViewParams(next), { replace: typing });
  const clear = () => {
    setSearch('');
    update(clearFilters(view));
  };

  // Only rows in view count as selected, so a filter never hides what an action is about to touch.
  const selectedRows = rows.filter((e) => selected.has(executionKey(e)));
  const deletable = selectedRows.filter(canDelete);
  const removable = selectedRows.filter(canRemove);

  const select = (keys: readonly string[], on: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const key of keys) {
        if (on) next.add(key);
        else next.delete(key);
      }
      return next;
    });

  const actions: RowActions = {
    onSelect: (e, on) => select([executionKey(e)], on),
    onDelete: (e) => setDeleteRequest({ targets: [e], skipped: 0 }),
    onRemove: (e) => removeFromList([executionKey(e)]),
  };

  return (
    <Stack gap="lg">
      <PageHeader title="Queue" description="The executions started or tracked from this browser." />
      {problem !== undefined && (
        <Alert
          color="yellow"
          title="The saved list of executions could not be read in full"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => trackedExecutionsStore.dismissProblem()}
        >
          {problem}
        </Alert>
      )}
      <TrackExecutionForm />
      {list.length === 0 ? (
        <Stack gap={4} role="status">
          <Text fw={600}>No executions yet.</Text>
          <Text size="sm">
            Run a robot or track an execution to follow it here:{' '}
            <Anchor component={Link} to="/run" underline="always">
              run a robot
            </Anchor>{' '}
            or{' '}
            <Anchor href={`#${trackFormId}`} underline="always">
              track an execution by its id
            </Anchor>
            .
          </Text>
        </Stack>
      ) : (
        <Stack gap="sm">
          <QueueFilterBar
            search={search}
            onSearch={(text) => {
              setSearch(text);
              update({ ...view, search: text }, true);
            }}
            view={view}
            options={filterOptions(list, view)}
            onChange={(patch) => update({ ...view, ...patch })}
            onClear={clear}
          />
          <Group justify="space-between" wrap="wrap" mih={30}>
            <Text size="sm" c="dimmed" aria-live="polite">
              Showing {rows.length} of {list.length} executions
              {selectedRows.length > 0 && `, ${selectedRows.length} selected`}
            </Text>
            {selectedRows.length > 0 && (
              <Group gap="xs">
                <Button
                  size="xs"
                  color="red"
                  variant="light"
                  disabled={deletable.length === 0}
                  aria-describedby={deletable.length === 0 ? 'delete-selected-hint' : undefined}
                  onClick={() =>
                    setDeleteRequest({ targets: deletable, skipped: selectedRows.length - deletable.length })
                  }
                >
                  Delete selected ({deletable.length})
                </Button>
                {deletable.length === 0 && (
                  <Text size="xs" c="dimmed" id="delete-selected-hint">
                    Only queued executions can be deleted.
                  </Text>
                )}
                <Button
                  size="xs"
                  variant="default"
                  disabled={removable.length === 0}
                  onClick={() => removeFromList(removable.map(executionKey))}
                >
                  Remove selected from list ({removable.length})
                </Button>
                <Button size="xs" variant="subtle" onClick={() => setSelected(new Set())}>
                  Clear selection
                </Button>
              </Group>
            )}
          </Group>
          {rows.length === 0 ? (
            <Stack gap={4} role="status" align="flex-start">
              <Text fw={600}>No executions match these filters.</Text>
              <Button variant="light" size="xs" onClick={clear}>
                Show all executions
              </Button>
            </Stack>
          ) : (
            <QueueTable
              rows={rows}
              view={view}
              onSort={(column) => update(toggleSort(view, column))}
              selected={selected}
              onSelectAll={(on) => select(rows.map(executionKey), on)}
              now={now}
              actions={actions}
            />
          )}
        </Stack>
      )}
      <DeleteDialog request={deleteRequest} onClose={() => setDeleteRequest(null)} />
    </Stack>
  );
}
