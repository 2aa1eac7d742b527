import { notifications } from '@mantine/notifications';

/**
 * The app's notices: Mantine's notifications, shown by the stack in components/notice-host.tsx. A notice given
 * before the stack is mounted waits in Mantine's store and shows when it is.
 */
export const notices = { show: notifications.show, hide: notifications.hide };
