import { Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { formatDateTime } from '@/lib/format';
import { startedAt } from './journal-rows';
import { cardLayout, rowStyle } from './queue-grid';
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
  type RowProps,
} from './queue-row';

/**
 * An execution as a card, for phones: the same facts as a row of the wide table, stacked in one cell
 * between the checkbox and Delete, so nothing scrolls sideways.
 */
export const QueueCardRow = memo(function QueueCardRow(props: RowProps) {
  const { execution: e, now, rowIndex } = props;
  return (
    <div
      role="row"
      aria-rowindex={rowIndex}
      style={{ ...rowStyle(cardLayout, cardLayout.rowHeight), ...placedRow(props) }}
    >
      <Cell>
        <SelectBox {...props} />
      </Cell>
      <Cell>
        <Stack gap={2} miw={0}>
          <Group gap="xs" wrap="nowrap" justify="space-between" miw={0}>
            <CellText text={e.robotId ?? 'Robot unknown'} fw={600} miw={0} />
            <Status execution={e} />
          </Group>
          <StatusNote execution={e} />
          <ExecutionLink execution={e} />
          <CellText size="xs" text={e.computerId} />
          <Text size="xs">
            {formatDateTime(startedAt(e))} · {formattedDuration(e, now)}
          </Text>
          <CellText
            size="xs"
            c="dimmed"
            text={`Started by ${e.startedBy}${e.source === 'track' ? ' (tracked by id)' : ''}`}
          />
          <ProgressBar execution={e} />
        </Stack>
      </Cell>
      <Cell>
        <DeleteButton {...props} />
      </Cell>
    </div>
  );
});
