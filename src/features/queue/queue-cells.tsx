/**
 * The pieces of a row of the queue, shared by the wide table and the phone's cards. They are plain
 * elements with the list's classes (queue-list.module.css) rather than Mantine components: a list
 * scrolling through 100,000 executions draws and drops rows on every frame, and each Mantine component
 * costs several hooks to draw. Only the status badge and the Delete button (on queued rows) stay Mantine's.
 */
import { Button } from '@mantine/core';
import { useClipboard } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { progressPercent } from '@/api/spec-gaps';
import type { JournalEntry } from '@/api/workspace/journal';
import { StatusBadge } from '@/components/status-badge';
import type { Translate } from '@/i18n/i18n-provider';
import { executionPath } from '@/lib/pages';
import { formatDateTime, formatDuration, shortId } from '@/lib/format';
import { canDelete, durationMs, notFollowedReason, rowKey } from './journal-rows';
import classes from './queue-list.module.css';
import { RowCheckbox } from './row-checkbox';
import type { RelativeClock } from '@/components/relative-time';

/** What a row offers: nothing for a role that may not delete (selecting is only for deleting). */
export interface RowActions {
  readonly onSelect?: (e: JournalEntry, selected: boolean) => void;
  readonly onDelete?: (e: JournalEntry) => void;
}

export interface RowProps {
  readonly execution: JournalEntry;
  readonly selected: boolean;
  /** The current time, for the duration of a row still followed (0 for the others, which never tick). */
  readonly now: number;
  readonly actions: RowActions;
  /**
   * The words, handed down by the list rather than asked for by each row (a hook per row costs as the
   * list scrolls); a new language is a new `t`, which draws the rows again.
   */
  readonly t: Translate;
  /** The list's one clock for "3 min ago" (a new one every 30 s, or with the language or zone). */
  readonly clock: RelativeClock;
  /** Its place in the list for assistive technology (the header is row 1). */
  readonly rowIndex: number;
  /** Where the list places it: pixels from the top of the list. */
  readonly top: number;
}

/** The class names given, skipping the ones that do not apply. */
export const cx = (...names: (string | false | undefined)[]): string =>
  names.filter((name) => typeof name === 'string').join(' ');

/**
 * What places a row in the list: its offset (the only style set per row, a transform), its stripe and
 * whether it is selected (as data attributes the classes colour).
 */
export function placement(top: number, index: number, selected = false) {
  return {
    style: { transform: `translateY(${top}px)` },
    'data-odd': index % 2 === 1 ? true : undefined,
    'data-selected': selected ? true : undefined,
  };
}

/**
 * A row of either layout: the element the list places, its checkbox first and Delete last; `children`
 * are the cells between them (one per column in the table, one stack on a phone).
 */
export function RowFrame({ props, children }: { props: RowProps; children: ReactNode }) {
  return (
    <div
      role="row"
      aria-rowindex={props.rowIndex}
      className={cx(classes.row, classes.placed)}
      {...placement(props.top, props.rowIndex, props.selected)}
    >
      <Cell>
        <SelectBox {...props} />
      </Cell>
      {children}
      <Cell>
        <DeleteButton {...props} />
      </Cell>
    </div>
  );
}

type Tone = 'dimmed' | 'error';

/** One line of text, cut with an ellipsis, whole in the tooltip (and for screen readers). */
export function CellText({
  text,
  size = 'sm',
  tone,
  bold = false,
}: {
  text: string | null;
  size?: 'sm' | 'xs';
  tone?: Tone;
  bold?: boolean;
}) {
  if (text === null) return <span className={cx(classes[size], classes.dimmed)}>—</span>;
  return (
    <span
      title={text}
      className={cx(classes.line, classes[size], tone && classes[tone], bold && classes.bold)}
    >
      {text}
    </span>
  );
}

export function Cell({ children }: { children?: ReactNode }) {
  return (
    <div role="cell" className={classes.cell}>
      {children}
    </div>
  );
}

function SelectBox({
  execution: e,
  selected,
  actions,
  t,
}: Pick<RowProps, 'execution' | 'selected' | 'actions' | 't'>) {
  const { onSelect } = actions;
  if (onSelect === undefined) return null;
  return (
    <RowCheckbox
      label={t('queue.row.select', { id: e.executionId })}
      checked={selected}
      onChange={(on) => onSelect(e, on)}
    />
  );
}

function CopyIdButton({ id, t }: { id: string; t: Translate }) {
  const clipboard = useClipboard({ timeout: 1500 });
  return (
    <button
      type="button"
      aria-label={t('queue.row.copyLabel', { id })}
      onClick={() => clipboard.copy(id)}
      className={classes.copy}
      data-copied={clipboard.copied ? true : undefined}
    >
      {t(clipboard.copied ? 'queue.row.copied' : 'queue.row.copy')}
    </button>
  );
}

/** The id of a row's link to its execution: where the focus goes once the row's Delete is gone. */
export const executionLinkId = (e: JournalEntry): string => `execution-link-${rowKey(e)}`;

export function ExecutionLink({ execution: e, t }: Pick<RowProps, 'execution' | 't'>) {
  return (
    <span className={classes.inline}>
      <Link
        id={executionLinkId(e)}
        to={executionPath(e)}
        // Shown short (its start and its end tell it from its neighbours); whole on hover, for screen
        // readers, in Copy and in the address.
        title={e.executionId}
        aria-label={e.executionId}
        className={cx(classes.line, classes.sm, classes.link)}
      >
        {shortId(e.executionId)}
      </Link>
      <CopyIdButton id={e.executionId} t={t} />
    </span>
  );
}

export function Status({ execution: e }: { execution: JournalEntry }) {
  return <StatusBadge status={e.status ?? undefined} deleted={e.deletedAt !== null} />;
}

/** Who deleted it, or why it is no longer followed: one line, whole in the tooltip. */
export function StatusNote({ execution: e, t }: Pick<RowProps, 'execution' | 't'>) {
  const reason = notFollowedReason(e, t);
  const note =
    e.deletedAt !== null
      ? t('queue.row.deletedBy', {
          who: e.deletedBy ?? t('queue.row.unknownOperator'),
          when: formatDateTime(e.deletedAt),
        })
      : reason;
  if (note === undefined) return null;
  return <CellText text={note} size="xs" tone={reason === undefined ? 'dimmed' : 'error'} />;
}

export function ProgressBar({ execution: e, t }: Pick<RowProps, 'execution' | 't'>) {
  const percent = progressPercent(e.progress ?? 0);
  return (
    <span className={classes.progress}>
      <span
        role="progressbar"
        aria-label={t('queue.row.progress', { id: e.executionId })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.round(percent)}
        className={classes.track}
      >
        <span
          className={classes.bar}
          data-deleted={e.deletedAt !== null ? true : undefined}
          style={{ width: `${percent}%` }}
        />
      </span>
      <span className={cx(classes.xs, classes.percent)}>{Math.round(percent)}%</span>
    </span>
  );
}

function DeleteButton({ execution: e, actions, t }: Pick<RowProps, 'execution' | 'actions' | 't'>) {
  const { onDelete } = actions;
  if (!canDelete(e) || onDelete === undefined) return null;
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      onClick={() => onDelete(e)}
      aria-label={t('queue.row.deleteLabel', { id: e.executionId })}
    >
      {t('queue.row.delete')}
    </Button>
  );
}

export function formattedDuration(e: JournalEntry, now: number): string {
  const duration = durationMs(e, now);
  return duration === undefined ? '—' : formatDuration(duration);
}
