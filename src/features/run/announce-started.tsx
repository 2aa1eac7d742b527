import { Anchor } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link } from 'react-router';

/** Tells an operator who left the run form that the robot did start, with a link to follow it. */
export function announceStarted(robotId: string, path: string): void {
  notifications.show({
    color: 'indigo',
    title: `${robotId} started`,
    message: (
      <Anchor component={Link} to={path} size="sm" underline="always">
        Follow the execution
      </Anchor>
    ),
  });
}
