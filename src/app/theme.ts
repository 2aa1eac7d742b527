import {
  createTheme,
  type AlertFactory,
  type ExtendComponent,
  type ModalFactory,
  type NotificationFactory,
} from '@mantine/core';
import type { Translate } from '@/i18n/i18n-provider';

/**
 * The app's theme, in the operator's language (the names of Mantine's close buttons). Its component
 * settings are plain objects, checked by type, rather than `Modal.extend(…)`: calling a component's
 * `extend` imports the component, and the sign-in page would load the dialog's and the notification's
 * code and styles that it never shows.
 */
export const createAppTheme = (t: Translate) =>
  createTheme({
    primaryColor: 'indigo',
    // Shade 6 gives white button text a contrast of 4.3:1; shade 8 passes WCAG AA (4.5:1) everywhere.
    primaryShade: { light: 8, dark: 8 },
    defaultRadius: 'md',
    fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
    components: {
      // A light alert's title is shade 9 on shade 1: about 4:1 in green and teal, 3.6:1 in orange, below
      // WCAG AA (4.5:1). The title takes the text colour; the background still carries the alert's colour.
      Alert: {
        styles: { title: { color: 'var(--mantine-color-text)' } },
      } satisfies ExtendComponent<AlertFactory>,
      // Mantine's close buttons are icons without a name; screen readers would announce "button".
      // A dialog's header is a <header> at the top of the document (the dialog is portalled there), which
      // screen readers would take for a second banner beside the page's own.
      Modal: {
        defaultProps: {
          closeButtonProps: { 'aria-label': t('common.closeDialog') },
          attributes: { header: { role: 'none' } },
        },
      } satisfies ExtendComponent<ModalFactory>,
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': t('common.closeNotification') } },
        // Under a title, Mantine greys the message with gray 6 (3.3:1 on white); the app's dimmed text
        // passes WCAG AA.
        styles: { description: { color: 'var(--mantine-color-dimmed)' } },
      } satisfies ExtendComponent<NotificationFactory>,
    },
  });
