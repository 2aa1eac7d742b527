import { memo } from 'react';
import { formatDateTime } from '@/lib/format';
import { startedAt } from './journal-rows';
import {
  Cell,
  CellText,
  DeleteButton,
  ExecutionLink,
  formattedDuration,
  placedRow,
  ProgressBar,
  SelectBox,
  Status,
  StatusNote,
  textStyle,
  type RowProps,
} from './queue-cells';
import { rowStyle, tableLayout } from './queue-grid';

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
        <Status execution={e} />
        <StatusNote execution={e} />
      </Cell>
      <Cell>
        <ProgressBar execution={e} />
      </Cell>
      <Cell>
        <span style={textStyle('sm')}>{formatDateTime(startedAt(e))}</span>
      </Cell>
      <Cell>
        <span style={textStyle('sm')}>{formattedDuration(e, now)}</span>
      </Cell>
      <Cell>
        <CellText text={e.startedBy} />
        {e.source === 'track' && <CellText text="tracked by id" size="xs" tone="dimmed" />}
      </Cell>
      <Cell>
        <DeleteButton {...props} />
      </Cell>
    </div>
  );
});
