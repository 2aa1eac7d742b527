import { Notifications, notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/**
 * Mantine's notifications (the store and the stack that shows it), fetched by notices.ts with the first
 * notice rather than with every page.
 */
export { notifications };

export function NoticeStack() {
  return <Notifications position="bottom-right" />;
}
