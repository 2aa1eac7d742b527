import { Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

// Titles and descriptions can quote ids (an execution's, a Runtime's) that are long and have no
// spaces: they break anywhere rather than widening the page.
const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** The title of a page, a line saying what it is for, and its main actions. */
export function PageHeader({
  title,
  description,
  actions,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
}) {
  return (
    <Group justify="space-between" align="flex-end" mb="lg" wrap="wrap">
      <Stack gap={4} miw={0} maw="100%">
        <Title order={1} size="h2" style={wrapAnywhere}>
          {title}
        </Title>
        {description !== undefined && (
          <Text c="dimmed" style={wrapAnywhere}>
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
