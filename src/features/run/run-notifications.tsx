import { Anchor } from '@mantine/core';
import { notices } from '@/lib/notices';
import { Link } from 'react-router';
import { notifyWithUndo } from '@/components/undo-notification';
import type { Translate } from '@/i18n/i18n-provider';

/** Tells an operator who left the run form that the robot did start, with a link to follow it. */
export function announceStarted(robotId: string, path: string, t: Translate): void {
  notices.show({
    color: 'indigo',
    // A long robot id wraps instead of being cut off by the notification.
    title: <span style={{ overflowWrap: 'anywhere' }}>{t('run.started.title', { robot: robotId })}</span>,
    message: (
      <Anchor component={Link} to={path} size="sm" underline="always">
        {t('run.started.follow')}
      </Anchor>
    ),
  });
}

/** Says that a catalog robot's template replaced the variables typed so far, with an undo. */
export function announceReplaced(robotName: string, t: Translate, undo: () => void): void {
  notifyWithUndo({
    message: t('run.variables.filledIn', { robot: robotName }),
    undo,
    undoLabel: t('run.variables.undoFill'),
  });
}
