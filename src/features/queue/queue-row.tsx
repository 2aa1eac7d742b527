import {
  Anchor,
  Box,
  Button,
  Checkbox,
  CopyButton,
  Group,
  Progress,
  Text,
  type TextProps,
} from '@mantine/core';
import { memo, type CSSProperties, type ReactNode } from 'react';
import { Link } from 'react-router';
import { progressPercent } from '@/api/spec-gaps';
import type { JournalEntry } from '@/api/workspace';
import { StatusBadge } from '@/components/status-badge';
import { executionPath } from '@/lib/execution-path';
import { formatDateTime, formatDuration } from '@/lib/format';
import { canDelete, durationMs, notFollowedReason, startedAt } from './journal-rows';
import { cellStyle, rowStyle, tableLayout } from './queue-grid';

export interface RowActions {
  readonly onSelect: (e: JournalEntry, selected: boolean) => void;
  readonly onDelete: (e: JournalEntry) => void;
}

export interface RowProps {
  readonly execution: JournalEntry;
  readonly selected: boolean;
  /** The current time, for the duration of a row still followed (0 for the others, which never tick). */
  readonly now: number;
  readonly actions: RowActions;
  /** Its place in the list for assistive technology (the header is row 1). */
  readonly rowIndex: number;
  /** Where the list places it: pixels from the top of the list. */
  readonly top: number;
  /** Its stripe, or the selection's colour. */
  readonly background: string | undefined;
}

/** A row of the list, placed by the list (plain values, so that a memoised row redraws only when they change). */
export function placedRow({ top, background }: Pick<RowProps, 'top' | 'background'>): CSSProperties {
  return {
    position: 'absolute',
    top: 0,
    left: 0,
    width: '100%',
    transform: `translateY(${top}px)`,
    background,
  };
}

/** One line of text in a cell, cut with an ellipsis, whole in the tooltip (and for screen readers). */
export function CellText({ text, ...props }: { text: string | null } & TextProps) {
  if (text === null) return '—';
  return (
    <Text size="sm" truncate="end" title={text} {...props}>
      {text}
    </Text>
  );
}

export function Cell({ children }: { children?: ReactNode }) {
  return (
    <div role="cell" style={cellStyle}>
      {children}
    </div>
  );
}

export function SelectBox({
  execution: e,
  selected,
  actions,
}: Pick<RowProps, 'execution' | 'selected' | 'actions'>) {
  return (
    <Checkbox
      aria-label={`Select execution ${e.executionId}`}
      checked={selected}
      onChange={(event) => actions.onSelect(e, event.currentTarget.checked)}
    />
  );
}

export function ExecutionLink({ execution: e }: { execution: JournalEntry }) {
  return (
    <Group gap={4} wrap="nowrap" miw={0}>
      <Anchor
        component={Link}
        to={executionPath(e)}
        ff="monospace"
        size="sm"
        truncate="end"
        miw={0}
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
            style={{ flexShrink: 0 }}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        )}
      </CopyButton>
    </Group>
  );
}

/** Who deleted it, or why it is no longer followed: one line, whole in the tooltip. */
export function StatusNote({ execution: e }: { execution: JournalEntry }) {
  const reason = notFollowedReason(e);
  const note =
    e.deletedAt !== null
      ? `by ${e.deletedBy ?? 'an unknown operator'}, ${formatDateTime(e.deletedAt)}`
      : reason;
  if (note === undefined) return null;
  return (
    <Text size="xs" c={reason === undefined ? 'dimmed' : 'red.8'} truncate="end" title={note}>
      {note}
    </Text>
  );
}

export function Status({ execution: e }: { execution: JournalEntry }) {
  return <StatusBadge status={e.status ?? undefined} deleted={e.deletedAt !== null} />;
}

export function ProgressBar({ execution: e }: { execution: JournalEntry }) {
  const percent = progressPercent(e.progress ?? 0);
  return (
    <Group gap={6} wrap="nowrap">
      <Progress
        value={percent}
        aria-label={`Progress of execution ${e.executionId}`}
        flex={1}
        color={e.deletedAt !== null ? 'gray' : undefined}
      />
      <Text size="xs" w={36} ta="right">
        {Math.round(percent)}%
      </Text>
    </Group>
  );
}

export function DeleteButton({ execution: e, actions }: Pick<RowProps, 'execution' | 'actions'>) {
  if (!canDelete(e)) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      onClick={() => actions.onDelete(e)}
      aria-label={`Delete execution ${e.executionId}`}
    >
      Delete
    </Button>
  );
}

export function formattedDuration(e: JournalEntry, now: number): string {
  const duration = durationMs(e, now);
  return duration === undefined ? '—' : formatDuration(duration);
}

/** An execution as a row of the wide table: one cell per column of the header. */
export const QueueRow = memo(function QueueRow(props: RowProps) {
  const { execution: e, now, rowIndex } = props;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      style={{ ...rowStyle(tableLayout, tableLayout.rowHeight), ...placedRow(props) }}
    >
      <Cell>
        <SelectBox {...props} />
      </Cell>
      <Cell>
        <CellText text={e.robotId} />
      </Cell>
      <Cell>
        <CellText text={e.computerId} />
      </Cell>
      <Cell>
        <ExecutionLink execution={e} />
      </Cell>
      <Cell>
        <Box miw={0}>
          <Status execution={e} />
          <StatusNote execution={e} />
        </Box>
      </Cell>
      <Cell>
        <ProgressBar execution={e} />
      </Cell>
      <Cell>
        <Text size="sm">{formatDateTime(startedAt(e))}</Text>
      </Cell>
      <Cell>
        <Text size="sm">{formattedDuration(e, now)}</Text>
      </Cell>
      <Cell>
        <CellText text={e.startedBy} />
        {e.source === 'track' && (
          <Text size="xs" c="dimmed">
            tracked by id
          </Text>
        )}
      </Cell>
      <Cell>
        <DeleteButton {...props} />
      </Cell>
    </div>
  );
});
