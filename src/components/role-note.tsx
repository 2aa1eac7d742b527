import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * Why a page offers less than it could: the signed-in role may not do it (the buttons are absent or
 * disabled). `id` lets a disabled button point at it with `aria-describedby`.
 */
export function RoleNote({ id, children }: { id?: string; children: ReactNode }) {
  return (
    <Alert id={id} role="note" color="gray" variant="light" py="xs">
      {children}
    </Alert>
  );
}
