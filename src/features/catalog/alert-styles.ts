import type { AlertProps } from '@mantine/core';

/**
 * The light alerts' coloured titles fall below WCAG AA contrast for green and orange; the title keeps the
 * text colour and the background still carries the tone. The message quotes names and ids, which may
 * be one long word: it wraps anywhere.
 */
export const readableAlertStyles: AlertProps['styles'] = {
  title: { color: 'var(--mantine-color-text)' },
  message: { overflowWrap: 'anywhere' },
};
