import { getDefaultZIndex } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

/**
 * Where notices show (notices.ts). They sit just under dialogs and drawers, not over them as Mantine's default
 * has it: on a phone a stack of notices would otherwise cover a dialog's buttons, and a notice under the finger
 * never closes (hovering pauses it). A notice raised while a dialog is open shows dimmed behind it.
 */
export function NoticeHost() {
  return <Notifications position="bottom-right" zIndex={getDefaultZIndex('modal') - 1} />;
}
