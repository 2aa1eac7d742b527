import { Button, Group, Stack, Text } from '@mantine/core';
import { notices } from '@/lib/notices';
import { Link, useNavigate } from 'react-router';
import type { JournalEntry } from '@/api/workspace/journal';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';
import { executionPath } from '@/lib/pages';
import { runFromExecutionPath } from '@/lib/run-links';
import { useMountedRef } from '@/lib/use-mounted-ref';
import { useStartRun } from '@/lib/use-start-run';
import { runAgainFrom, type RunAgainUnavailable } from './run-again';

const reasonId = 'run-again-reason';

/**
 * "Run again" starts it at once with the inputs the journal kept; "Edit and run again" opens the run
 * form filled with them (the run page reads the link), secret values left empty to be typed again.
 */
export function RunAgainButtons({ entry }: { entry: JournalEntry }) {
  const t = useT();
  const navigate = useNavigate();
  const rerun = useStartRun();
  const mounted = useMountedRef();
  const plan = runAgainFrom(entry);

  if (plan.kind === 'unavailable') {
    const editable = plan.reason === 'secrets';
    return (
      <Stack gap={4} maw={360}>
        <Group gap="xs">
          <Button disabled aria-describedby={reasonId}>
            {t('executions.actions.runAgain')}
          </Button>
          {editable && <EditLink entry={entry} describedBy={reasonId} />}
        </Group>
        <Text size="xs" c="dimmed" id={reasonId}>
          {unavailableWords(plan, t)}
        </Text>
      </Stack>
    );
  }

  const runAgain = async () => {
    try {
      const id = await rerun.start(plan.input);
      if (mounted.current) await navigate(executionPath({ computerId: entry.computerId, executionId: id }));
    } catch (error) {
      notices.show({
        color: 'red',
        title: t('executions.actions.notStarted'),
        message: errorMessage(error, t),
      });
    }
  };
  return (
    <Group gap="xs">
      <Button onClick={() => void runAgain()} loading={rerun.isPending}>
        {t('executions.actions.runAgain')}
      </Button>
      <EditLink entry={entry} />
    </Group>
  );
}

function EditLink({ entry, describedBy }: { entry: JournalEntry; describedBy?: string }) {
  const t = useT();
  return (
    <Button component={Link} to={runFromExecutionPath(entry)} variant="light" aria-describedby={describedBy}>
      {t('executions.actions.editAndRunAgain')}
    </Button>
  );
}

/** Why it cannot be run again as it was, in plain words. */
function unavailableWords(plan: RunAgainUnavailable, t: Translate): string {
  if (plan.reason === 'tracked') return t('executions.actions.trackedById');
  const names = plan.secrets.map((name) => `"${name}"`).join(', ');
  return t('executions.actions.secrets', { count: plan.secrets.length, names });
}
