import { Popover } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { useOpenedOnArrival } from './opened-on-arrival';

/**
 * A dropdown of the header's (the preferences, the notices' menu). Its code is fetched when the operator
 * first reaches its button (fetched-on-use.ts), and the click that fetched it opens it; the focus goes back
 * to the button when it closes.
 */
export function HeaderPopover({
  width,
  Target,
  children,
}: {
  width: number;
  /** The button, the same one that stood for the dropdown before its code came. */
  Target: (props: { ref: Ref<HTMLButtonElement>; onClick: () => void }) => ReactNode;
  children: ReactNode;
}) {
  const { target, opened, setOpened } = useOpenedOnArrival(true);
  return (
    <Popover
      position="bottom-end"
      shadow="md"
      width={width}
      trapFocus
      returnFocus
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        <Target ref={target} onClick={() => setOpened(!opened)} />
      </Popover.Target>
      <Popover.Dropdown>{children}</Popover.Dropdown>
    </Popover>
  );
}
