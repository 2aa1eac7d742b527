import { Text, type MantineSize } from '@mantine/core';

/**
 * A text someone typed or a service wrote, which may be long: wrapped anywhere (a name without spaces
 * must not widen its column and push the others out of view), cut after `lines` lines, and whole on
 * hover. The cut is only drawn: the whole text stays in the page, for screen readers and search.
 */
export function LongText({
  children,
  lines = 2,
  size = 'sm',
}: {
  children: string;
  lines?: number;
  size?: MantineSize;
}) {
  return (
    <Text size={size} lineClamp={lines} title={children} style={{ overflowWrap: 'anywhere' }}>
      {children}
    </Text>
  );
}
