import { memo } from 'react';
import { formatDateTime } from '@/lib/format';
import { startedAt } from './journal-rows';
import {
  Cell,
  CellText,
  ExecutionLink,
  formattedDuration,
  ProgressBar,
  RowFrame,
  Status,
  StatusNote,
  type RowProps,
} from './queue-cells';
import classes from './queue-list.module.css';

/**
 * An execution as a card, for phones: the same facts as a row of the wide table, stacked in one cell
 * between the checkbox and Delete, so nothing scrolls sideways.
 */
export const QueueCardRow = memo(function QueueCardRow(props: RowProps) {
  const { execution: e, now } = props;
  return (
    <RowFrame props={props}>
      <Cell>
        <div className={classes.stack}>
          <div className={classes.spread}>
            <CellText text={e.robotId ?? 'Robot unknown'} bold />
            <Status execution={e} />
          </div>
          <StatusNote execution={e} />
          <ExecutionLink execution={e} />
          <CellText size="xs" text={e.computerId} />
          <CellText size="xs" text={`${formatDateTime(startedAt(e))} · ${formattedDuration(e, now)}`} />
          <CellText
            size="xs"
            tone="dimmed"
            text={`Started by ${e.startedBy}${e.source === 'track' ? ' (tracked by id)' : ''}`}
          />
          <ProgressBar execution={e} />
        </div>
      </Cell>
    </RowFrame>
  );
});
