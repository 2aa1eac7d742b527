import { createTheme, Modal, Notification } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 gives white button text a contrast of 4.3:1; shade 8 passes WCAG AA (4.5:1) everywhere.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  components: {
    // Mantine's close buttons are icons without a name; screen readers would announce "button".
    Modal: Modal.extend({ defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } }),
    Notification: Notification.extend({
      defaultProps: { closeButtonProps: { 'aria-label': 'Close notification' } },
    }),
  },
});
