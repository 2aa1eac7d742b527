import {
  createTheme,
  type AlertFactory,
  type BadgeFactory,
  type ButtonFactory,
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
      // A dot badge (a status, an action of the activity) reads in both themes. Mantine draws its pill in
      // dark 5, the colour of a striped or hovered row in the dark theme (the pill vanished), and its dot
      // in the colour's filled shade, which the primary shade (8) makes as dark as that pill (a grey dot
      // on grey). Here the pill is the page's colour with a grey edge (3:1 on plain and striped rows, in
      // both themes), and the dot shade 8 in the light theme and 4 in the dark one (3:1 on the pill,
      // yellow excepted).
      Badge: {
        vars: (theme, props) => {
          const color = props.color;
          return props.variant === 'dot' && typeof color === 'string' && color in theme.colors
            ? {
                root: {
                  '--badge-dot-color': `light-dark(var(--mantine-color-${color}-8), var(--mantine-color-${color}-4))`,
                },
              }
            : { root: {} };
        },
        styles: (_theme, props) =>
          props.variant === 'dot'
            ? {
                root: {
                  backgroundColor: 'var(--mantine-color-body)',
                  borderColor: 'var(--mantine-color-gray-6)',
                },
              }
            : {},
      } satisfies ExtendComponent<BadgeFactory>,
      // A button's words wrap when the button alone is wider than its line (a long label in Portuguese,
      // a number in it, a phone): Mantine keeps them on one line at a fixed height, and such a button
      // pushed the page wider than the screen. A label that fits stays one line, at Mantine's height.
      Button: {
        styles: {
          root: { height: 'auto', minHeight: 'var(--button-height)' },
          inner: { minHeight: 'calc(var(--button-height) - 0.125rem * var(--mantine-scale))' },
          label: { whiteSpace: 'normal', height: 'auto', lineHeight: 1.25, paddingBlock: '0.25em' },
        },
      } satisfies ExtendComponent<ButtonFactory>,
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
