import { Button, Group, Stack, Text, Title } from '@mantine/core';

/** Under the identifying name while a known record is edited: the name is what selects the record. */
export const renameNote = 'Renaming creates a new record; cancel the edit to add one.';

/**
 * The heading of a create-or-edit form: whether a new record or a known one is being sent, the way
 * back to a new one, and the edit rule the console assumes (spec-gaps.ts `upsertKeyRule`).
 */
export function RecordFormHeading({
  noun,
  editing,
  rule,
  onCancelEdit,
}: {
  noun: string;
  editing: string | null;
  rule: string;
  onCancelEdit: () => void;
}) {
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4">
          {editing === null ? `New ${noun}` : `Editing ${editing}`}
        </Title>
        {editing !== null && (
          <Button size="xs" variant="subtle" color="gray" onClick={onCancelEdit}>
            Cancel edit: new {noun} instead
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {rule}
      </Text>
    </Stack>
  );
}
