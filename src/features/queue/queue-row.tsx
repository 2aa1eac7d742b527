import { memo } from 'react';
import { RelativeTimeText } from '@/components/relative-time';
import { startedAt } from './journal-rows';
import {
  Cell,
  CellText,
  cx,
  ExecutionLink,
  formattedDuration,
  ProgressBar,
  RowFrame,
  Status,
  StatusNote,
  type RowProps,
} from './queue-cells';
import classes from './queue-list.module.css';

/** An execution as a row of the wide table: one cell per column of the header. */
export const QueueRow = memo(function QueueRow(props: RowProps) {
  const { execution: e, now, t } = props;
  return (
    <RowFrame props={props}>
      <Cell>
        <CellText text={e.robotId} />
      </Cell>
      <Cell>
        <CellText text={e.computerId} />
      </Cell>
      <Cell>
        <ExecutionLink execution={e} t={t} />
      </Cell>
      <Cell>
        <Status execution={e} />
        <StatusNote execution={e} t={t} />
      </Cell>
      <Cell>
        <ProgressBar execution={e} t={t} />
      </Cell>
      <Cell>
        <span className={cx(classes.sm, classes.line)}>
          <RelativeTimeText at={startedAt(e)} clock={props.clock} />
        </span>
      </Cell>
      <Cell>
        <span className={cx(classes.sm, classes.line)}>{formattedDuration(e, now)}</span>
      </Cell>
      <Cell>
        <CellText text={e.startedBy} />
        {e.source === 'track' && <CellText text={t('queue.row.trackedById')} size="xs" tone="dimmed" />}
        {e.schedule !== undefined && (
          <CellText text={t('queue.row.bySchedule', { name: e.schedule.name })} size="xs" tone="dimmed" />
        )}
      </Cell>
    </RowFrame>
  );
});
