import { Popover } from '@mantine/core';
import type { ReactElement, ReactNode } from 'react';

/**
 * A dropdown of the header's (the preferences, the notices' menu): its button is `target`, and the focus
 * goes back to it when the dropdown closes.
 */
export function HeaderPopover({
  width,
  target,
  children,
  opened,
  onChange,
}: {
  width: number;
  target: ReactElement;
  children: ReactNode;
  /** Held by the caller when a choice inside closes it (a link followed); else it holds itself. */
  opened?: boolean;
  onChange?: (opened: boolean) => void;
}) {
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={width}
      trapFocus
      returnFocus
      {...(opened === undefined ? {} : { opened, onChange })}
    >
      <Popover.Target>{target}</Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
