import { Alert, Button, Group, List, Text } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';

/** A figure the operator typed that the queue's would replace, named by its field's label. */
export interface FigureChange {
  readonly label: string;
  readonly typed: string;
  readonly next: string;
}

/**
 * Asks before "Use these figures" replaces figures the operator typed, saying which and from what to
 * what. The question takes the focus (it follows the operator's click), and either answer ends it.
 */
export function ReplaceFiguresConfirm({
  changes,
  onReplace,
  onKeep,
}: {
  changes: readonly FigureChange[];
  onReplace: () => void;
  onKeep: () => void;
}) {
  const t = useT();
  return (
    <Alert color="orange" title={t('reporting.fill.replace.title')} role="alert">
      <Text size="sm">{t('reporting.fill.replace.text')}</Text>
      <List size="sm" mt={4}>
        {changes.map((change) => (
          <List.Item key={change.label}>{t('reporting.fill.replace.change', { ...change })}</List.Item>
        ))}
      </List>
      <Group mt="xs" gap="xs">
        {/* The focus moves to the answer: the question follows the operator's own click. */}
        <Button size="xs" color="orange" onClick={onReplace} autoFocus>
          {t('reporting.fill.replace.confirm')}
        </Button>
        <Button size="xs" variant="default" onClick={onKeep}>
          {t('reporting.fill.replace.keep')}
        </Button>
      </Group>
    </Alert>
  );
}
