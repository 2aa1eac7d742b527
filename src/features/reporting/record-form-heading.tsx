import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';

/** The create-or-edit forms, by the prefix of their words. */
export type RecordForm = 'suppliers' | 'jobPositions';

/**
 * The heading of a create-or-edit form: whether a new record or a known one is being sent, the way
 * back to a new one, and the edit rule the console assumes (spec-gaps.ts `upsertKeyRule`).
 */
export function RecordFormHeading({
  form,
  editing,
  onCancelEdit,
}: {
  form: RecordForm;
  editing: string | null;
  onCancelEdit: () => void;
}) {
  const t = useT();
  return (
    <Stack gap={4}>
      <Group justify="space-between" wrap="wrap">
        <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
          {editing === null ? t(`reporting.${form}.new`) : t('reporting.record.editing', { name: editing })}
        </Title>
        {editing !== null && (
          <Button size="xs" variant="subtle" color="gray" onClick={onCancelEdit}>
            {t(`reporting.${form}.cancelEdit`)}
          </Button>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {t(`reporting.${form}.rule`)}
      </Text>
    </Stack>
  );
}
