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

/**
 * An execution as a card, for phones: the same facts as a row of the wide table, stacked in one cell
 * between the checkbox and Delete, so nothing scrolls sideways.
 */
export const QueueCardRow = memo(function QueueCardRow(props: RowProps) {
  const { execution: e, now, t } = props;
  return (
    <RowFrame props={props}>
      <Cell>
        <div className={classes.stack}>
          <div className={classes.spread}>
            <CellText text={e.robotId ?? t('queue.row.robotUnknown')} bold />
            <Status execution={e} />
          </div>
          <StatusNote execution={e} t={t} />
          <ExecutionLink execution={e} t={t} />
          <CellText size="xs" text={e.computerId} />
          <span className={cx(classes.line, classes.xs)}>
            <RelativeTimeText at={startedAt(e)} clock={props.clock} /> · {formattedDuration(e, now)}
          </span>
          <CellText
            size="xs"
            tone="dimmed"
            text={
              e.schedule === undefined
                ? t(e.source === 'track' ? 'queue.row.startedByTracked' : 'queue.row.startedBy', {
                    who: e.startedBy,
                  })
                : t('queue.row.startedBySchedule', { name: e.schedule.name, who: e.startedBy })
            }
          />
          <ProgressBar execution={e} t={t} />
        </div>
      </Cell>
    </RowFrame>
  );
});
