import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/** Where notices show (notices.ts). */
export function NoticeHost() {
  return <Notifications position="bottom-right" />;
}
