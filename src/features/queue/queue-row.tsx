import { Anchor, Button, Checkbox, CopyButton, Group, Progress, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import { progressPercent } from '@/api/spec-gaps';
import type { JournalEntry } from '@/api/workspace';
import { StatusBadge } from '@/components/status-badge';
import { executionPath } from '@/lib/execution-path';
import { formatDateTime, formatDuration } from '@/lib/format';
import { canDelete, durationMs, startedAt } from './journal-rows';

export interface RowActions {
  readonly onSelect: (e: JournalEntry, selected: boolean) => void;
  readonly onDelete: (e: JournalEntry) => void;
}

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/**
 * An id or name in a cell: cut with an ellipsis past `maw` so one long id cannot stretch the table,
 * with the whole text in the tooltip (and in the search, the filters and the execution's page).
 */
function CellText({ text, maw }: { text: string | null; maw: number }) {
  if (text === null) return '—';
  return (
    <Text size="sm" truncate="end" maw={maw} title={text}>
      {text}
    </Text>
  );
}

export function QueueRow({
  execution: e,
  selected,
  now,
  notFollowed,
  actions,
}: {
  execution: JournalEntry;
  selected: boolean;
  now: number;
  /** Why the row no longer updates, when it should and does not. */
  notFollowed: string | undefined;
  actions: RowActions;
}) {
  const percent = progressPercent(e.progress ?? 0);
  const duration = durationMs(e, now);
  const deleted = e.deletedAt !== null;
  return (
    <Table.Tr bg={selected ? 'var(--mantine-primary-color-light)' : undefined}>
      <Table.Td>
        <Checkbox
          aria-label={`Select execution ${e.executionId}`}
          checked={selected}
          onChange={(event) => actions.onSelect(e, event.currentTarget.checked)}
        />
      </Table.Td>
      <Table.Td>
        <CellText text={e.robotId} maw={160} />
      </Table.Td>
      <Table.Td>
        <CellText text={e.computerId} maw={160} />
      </Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <Anchor
            component={Link}
            to={executionPath(e)}
            ff="monospace"
            size="sm"
            truncate="end"
            maw={220}
            title={e.executionId}
          >
            {e.executionId}
          </Anchor>
          <CopyButton value={e.executionId} timeout={1500}>
            {({ copied, copy }) => (
              <Button
                size="compact-xs"
                variant="subtle"
                color={copied ? 'teal' : 'gray'}
                onClick={copy}
                aria-label={`Copy execution id ${e.executionId}`}
              >
                {copied ? 'Copied' : 'Copy'}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Table.Td>
      <Table.Td>
        <Stack gap={2} align="flex-start">
          <StatusBadge status={e.status ?? undefined} deleted={deleted} />
          {e.deletedAt !== null && (
            <Text size="xs" c="dimmed" maw={260} style={wrapAnywhere}>
              by {e.deletedBy ?? 'an unknown operator'}, {formatDateTime(e.deletedAt)}
            </Text>
          )}
          {notFollowed !== undefined && (
            <Text size="xs" c="red.8" maw={260} style={wrapAnywhere}>
              {notFollowed}
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td miw={120}>
        <Group gap={6} wrap="nowrap">
          <Progress
            value={percent}
            aria-label={`Progress of execution ${e.executionId}`}
            flex={1}
            color={deleted ? 'gray' : undefined}
          />
          <Text size="xs" w={36} ta="right">
            {Math.round(percent)}%
          </Text>
        </Group>
      </Table.Td>
      <Table.Td>{formatDateTime(startedAt(e))}</Table.Td>
      <Table.Td>{duration === undefined ? '—' : formatDuration(duration)}</Table.Td>
      <Table.Td>
        <Stack gap={0}>
          <CellText text={e.startedBy} maw={200} />
          {e.source === 'track' && (
            <Text size="xs" c="dimmed">
              tracked by id
            </Text>
          )}
        </Stack>
      </Table.Td>
      <Table.Td>
        {canDelete(e) && (
          <Button
            size="compact-sm"
            variant="light"
            color="red"
            onClick={() => actions.onDelete(e)}
            aria-label={`Delete execution ${e.executionId}`}
          >
            Delete
          </Button>
        )}
      </Table.Td>
    </Table.Tr>
  );
}
