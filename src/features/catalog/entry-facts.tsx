import { Badge, Box, Group, Text } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
import type { Fact } from './entry-kinds';

// Names, ids and values are whatever someone typed, often one long word: they wrap anywhere.
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/**
 * An entry's fields in words, as someone else left it. With `before` (the entry as the operator opened
 * it), the fields they changed are marked, so the difference is seen without comparing line by line.
 */
export function EntryFacts({ facts, before }: { facts: readonly Fact[]; before?: readonly Fact[] }) {
  const t = useT();
  return (
    <Box component="dl" m={0}>
      {facts.map((fact) => {
        const earlier = before?.find((b) => b.label === fact.label);
        const changed = earlier !== undefined && earlier.value !== fact.value;
        return (
          <Group key={fact.label} gap={6} wrap="nowrap" align="baseline">
            <Text component="dt" size="sm" fw={600} style={{ flexShrink: 0 }}>
              {`${fact.label}: `}
            </Text>
            <Text component="dd" size="sm" m={0} style={wrapAnywhere}>
              {fact.value}
              {changed && ' '}
              {changed && (
                <Badge component="span" size="xs" variant="outline" color="dark" ml={4}>
                  {t('catalog.facts.changed')}
                </Badge>
              )}
            </Text>
          </Group>
        );
      })}
    </Box>
  );
}
