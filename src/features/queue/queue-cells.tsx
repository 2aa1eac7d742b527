/**
 * The pieces of a row of the queue, shared by the wide table and the phone's cards. They are plain
 * elements styled with the theme's variables rather than Mantine components: a list scrolling through
 * 100,000 executions draws and drops rows on every frame, and each Mantine component costs several
 * hooks to draw. Only the status badge and the Delete button (on queued rows) stay Mantine's.
 */
import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { progressPercent } from '@/api/spec-gaps';
import type { JournalEntry } from '@/api/workspace';
import { StatusBadge } from '@/components/status-badge';
import { executionPath } from '@/lib/execution-path';
import { formatDateTime, formatDuration } from '@/lib/format';
import { canDelete, durationMs, notFollowedReason } from './journal-rows';
import { cellStyle } from './queue-grid';
import { RowCheckbox } from './row-checkbox';

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

/** Where the list places a row (plain values, so that a memoised row redraws only when they change). */
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

const oneLine: CSSProperties = {
  display: 'block',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
};

export type Tone = 'text' | 'dimmed' | 'error';
const toneColors: Record<Tone, string | undefined> = {
  text: undefined,
  dimmed: 'var(--mantine-color-dimmed)',
  error: 'var(--mantine-color-red-8)',
};

/** Text in the theme's sizes: `sm` in cells, `xs` for what is said under it. */
export function textStyle(size: 'sm' | 'xs', tone: Tone = 'text', bold = false): CSSProperties {
  return {
    fontSize: `var(--mantine-font-size-${size})`,
    lineHeight: `var(--mantine-line-height-${size})`,
    color: toneColors[tone],
    fontWeight: bold ? 600 : undefined,
  };
}

/** One line of text, cut with an ellipsis, whole in the tooltip (and for screen readers). */
export function CellText({
  text,
  size = 'sm',
  tone,
  bold,
}: {
  text: string | null;
  size?: 'sm' | 'xs';
  tone?: Tone;
  bold?: boolean;
}) {
  if (text === null) return <span style={textStyle(size, 'dimmed')}>—</span>;
  return (
    <span title={text} style={{ ...oneLine, ...textStyle(size, tone, bold) }}>
      {text}
    </span>
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
    <RowCheckbox
      label={`Select execution ${e.executionId}`}
      checked={selected}
      onChange={(on) => actions.onSelect(e, on)}
    />
  );
}

function CopyIdButton({ id }: { id: string }) {
  const clipboard = useClipboard({ timeout: 1500 });
  return (
    <button
      type="button"
      aria-label={`Copy execution id ${id}`}
      onClick={() => clipboard.copy(id)}
      style={{
        ...textStyle('xs', clipboard.copied ? 'text' : 'dimmed', true),
        flexShrink: 0,
        border: 0,
        borderRadius: 'var(--mantine-radius-sm)',
        padding: '1px 6px',
        background: clipboard.copied ? 'var(--mantine-color-teal-light)' : 'transparent',
        cursor: 'pointer',
      }}
    >
      {clipboard.copied ? 'Copied' : 'Copy'}
    </button>
  );
}

export function ExecutionLink({ execution: e }: { execution: JournalEntry }) {
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 4, minWidth: 0 }}>
      <Link
        to={executionPath(e)}
        title={e.executionId}
        style={{
          ...oneLine,
          ...textStyle('sm'),
          color: 'var(--mantine-color-anchor)',
          fontFamily: 'var(--mantine-font-family-monospace)',
        }}
      >
        {e.executionId}
      </Link>
      <CopyIdButton id={e.executionId} />
    </span>
  );
}

export function Status({ execution: e }: { execution: JournalEntry }) {
  return <StatusBadge status={e.status ?? undefined} deleted={e.deletedAt !== null} />;
}

/** Who deleted it, or why it is no longer followed: one line, whole in the tooltip. */
export function StatusNote({ execution: e }: { execution: JournalEntry }) {
  const reason = notFollowedReason(e);
  const note =
    e.deletedAt !== null
      ? `by ${e.deletedBy ?? 'an unknown operator'}, ${formatDateTime(e.deletedAt)}`
      : reason;
  if (note === undefined) return null;
  return <CellText text={note} size="xs" tone={reason === undefined ? 'dimmed' : 'error'} />;
}

export function ProgressBar({ execution: e }: { execution: JournalEntry }) {
  const percent = progressPercent(e.progress ?? 0);
  return (
    <span style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
      <span
        role="progressbar"
        aria-label={`Progress of execution ${e.executionId}`}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        style={{
          flex: 1,
          height: 8,
          borderRadius: 4,
          overflow: 'hidden',
          background: 'light-dark(var(--mantine-color-gray-2), var(--mantine-color-dark-4))',
        }}
      >
        <span
          style={{
            display: 'block',
            height: '100%',
            width: `${percent}%`,
            background:
              e.deletedAt !== null
                ? 'var(--mantine-color-gray-filled)'
                : 'var(--mantine-primary-color-filled)',
          }}
        />
      </span>
      <span style={{ ...textStyle('xs'), width: 36, textAlign: 'right' }}>{Math.round(percent)}%</span>
    </span>
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
