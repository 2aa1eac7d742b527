import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';
import { notifyWithUndo } from '@/components/undo-notification';

/** Tells an operator who left the run form that the robot did start, with a link to follow it. */
export function announceStarted(robotId: string, path: string): void {
  notifications.show({
    color: 'indigo',
    // A long robot id wraps instead of being cut off by the notification.
    title: <span style={{ overflowWrap: 'anywhere' }}>{`${robotId} started`}</span>,
    message: (
      <Anchor component={Link} to={path} size="sm" underline="always">
        Follow the execution
      </Anchor>
    ),
  });
}

/** Says that a catalog robot's template replaced the variables typed so far, with an undo. */
export function announceReplaced(robotName: string, undo: () => void): void {
  notifyWithUndo({
    message: `Variables of ${robotName} filled in.`,
    undo,
    undoLabel: 'Undo: bring back the variables I typed',
  });
}
