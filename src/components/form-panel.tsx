import { Paper } from '@mantine/core';
import type { CSSProperties, SubmitEventHandler, ReactNode } from 'react';

/**
 * A page's form in a bordered panel, named for assistive technologies. The browser's own checks are off:
 * the form's schema says what is wrong, in the app's language, beside the field.
 */
export function FormPanel({
  label,
  onSubmit,
  style,
  children,
}: {
  label: string;
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  style?: CSSProperties;
  children: ReactNode;
}) {
  return (
    <Paper withBorder p="lg" component="form" onSubmit={onSubmit} noValidate aria-label={label} style={style}>
      {children}
    </Paper>
  );
}
