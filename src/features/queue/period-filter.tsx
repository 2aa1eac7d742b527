import { Group } from '@mantine/core';
import { DateTimeField } from '@/components/date-time-field';
import { useT } from '@/i18n/i18n-provider';
import { fromLocalInput, toLocalInput } from '@/lib/local-input';
import { useUrlText } from './use-url-text';

/**
 * When the executions started: from an instant (included) to another (excluded), picked in local time.
 * A bound is applied as soon as it is a whole date and time; one the operator clears is removed.
 */
export function PeriodFilter({
  from,
  to,
  onChange,
}: {
  from: number | undefined;
  to: number | undefined;
  onChange: (bound: { from?: number | undefined; to?: number | undefined }) => void;
}) {
  const t = useT();
  const invalidTime = t('queue.filters.invalidTime');
  const fromLabel = t('queue.filters.from');
  const [fromText, setFromText] = useUrlText(from === undefined ? '' : toLocalInput(from));
  const [toText, setToText] = useUrlText(to === undefined ? '' : toLocalInput(to));
  const fromProblem = fromText !== '' && fromLocalInput(fromText) === undefined ? invalidTime : undefined;
  const toProblem =
    toText !== '' && fromLocalInput(toText) === undefined
      ? invalidTime
      : from !== undefined && to !== undefined && to <= from
        ? t('queue.filters.toBeforeFrom', { from: fromLabel })
        : undefined;

  const change = (text: string, apply: (ms: number | undefined) => void) => {
    if (text === '') apply(undefined);
    const ms = fromLocalInput(text);
    if (ms !== undefined) apply(ms);
  };

  return (
    // One filter: its two ends wrap together, never "Started before" alone on a line.
    <Group align="flex-end" wrap="wrap" gap="sm">
      <DateTimeField
        label={fromLabel}
        value={fromText}
        onChange={(text) => {
          setFromText(text);
          change(text, (ms) => onChange({ from: ms }));
        }}
        error={fromProblem}
        w={210}
      />
      <DateTimeField
        label={t('queue.filters.to')}
        value={toText}
        onChange={(text) => {
          setToText(text);
          change(text, (ms) => onChange({ to: ms }));
        }}
        error={toProblem}
        w={210}
      />
    </Group>
  );
}
