import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { Schedule } from '@/api/workspace/schedules';
import { useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';

export interface Conflict {
  readonly changedBy: string;
  readonly changedAt: number;
  /** The schedule as it is now. */
  readonly current: Schedule;
}

/** Focused as it appears: it is the answer to the Save just pressed. */
const focusOnArrival = (element: HTMLDivElement | null) => element?.focus();

/**
 * A save refused because someone changed the schedule after the form was opened: who and when, and a
 * choice between their version (the form shows it) and the operator's changes (the next save sends them
 * over theirs; what the operator did not change stays as they left it).
 */
export function ConflictAlert({
  conflict,
  onUseTheirs,
  onKeepMine,
}: {
  conflict: Conflict;
  onUseTheirs: () => void;
  onKeepMine: () => void;
}) {
  const t = useT();
  return (
    <Alert
      ref={focusOnArrival}
      tabIndex={-1}
      color="orange"
      role="alert"
      title={t('schedules.conflict.title', { who: conflict.changedBy })}
    >
      <Stack gap="xs">
        <Text size="sm">{t('schedules.conflict.text', { when: formatTime(conflict.changedAt) })}</Text>
        <Group gap="xs">
          <Button size="compact-sm" variant="default" onClick={onUseTheirs}>
            {t('schedules.conflict.useTheirs')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onKeepMine}>
            {t('schedules.conflict.keepMine')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
