import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import type { Robot, Runtime } from '@/lib/catalog';
import {
  count,
  countEntries,
  nameList,
  replacedCount,
  type ImportPlan,
  type Replacement,
} from './import-plan';

/** Shown at most, so that a big file keeps the buttons within reach. */
const listedReplacements = 10;

export interface PendingImport {
  readonly fileName: string;
  readonly plan: ImportPlan;
}

function describeReplacement(kind: string, id: string, { before, after }: Replacement<Runtime | Robot>) {
  const renamed = before.name === after.name ? '' : `, named ${after.name} in the file`;
  return `${kind} ${before.name} (${id})${renamed}`;
}

function addedSentence(plan: ImportPlan): string | undefined {
  const parts = [
    { added: plan.runtimes.added, noun: 'runtime' },
    { added: plan.robots.added, noun: 'robot' },
  ]
    .filter(({ added }) => added.length > 0)
    .map(({ added, noun }) => `${count(added.length, noun)} (${nameList(added.map((e) => e.name))})`);
  return parts.length === 0 ? undefined : `It also adds ${parts.join(' and ')}.`;
}

/**
 * Asks before an import replaces entries already in the catalog, naming them; an import that only adds
 * entries needs no question (it can be undone all the same).
 */
export function ImportConfirmModal({
  opened,
  pending,
  onConfirm,
  onClose,
}: {
  opened: boolean;
  pending: PendingImport | undefined;
  onConfirm: () => void;
  onClose: () => void;
}) {
  const plan = pending?.plan;
  const replaced =
    plan === undefined
      ? []
      : [
          ...plan.runtimes.replaced.map((r) => describeReplacement('Runtime', r.after.computerId, r)),
          ...plan.robots.replaced.map((r) => describeReplacement('Robot', r.after.robotId, r)),
        ];
  const n = plan === undefined ? 0 : replacedCount(plan);
  const unchanged = plan === undefined ? 0 : plan.runtimes.unchanged + plan.robots.unchanged;
  const added = plan === undefined ? undefined : addedSentence(plan);

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={`Replace ${countEntries(n)} with ${pending?.fileName ?? 'the file'}?`}
      closeButtonProps={{ 'aria-label': 'Close' }}
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Stack gap="sm" style={{ overflowWrap: 'anywhere' }}>
        <Text size="sm">
          {n === 1 ? 'This entry is' : 'These entries are'} already in your catalog and will be replaced by
          the file&apos;s version:
        </Text>
        <List size="sm" spacing={4}>
          {replaced.slice(0, listedReplacements).map((line) => (
            <List.Item key={line}>{line}</List.Item>
          ))}
          {replaced.length > listedReplacements && (
            <List.Item>and {replaced.length - listedReplacements} more</List.Item>
          )}
        </List>
        {added !== undefined && <Text size="sm">{added}</Text>}
        {unchanged > 0 && (
          <Text size="sm">
            {unchanged === 1 ? '1 entry of the file is' : `${unchanged} entries of the file are`} already in
            your catalog as {unchanged === 1 ? 'it is' : 'they are'}.
          </Text>
        )}
        <Text size="sm">You can undo the import afterwards.</Text>
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onConfirm}>Import and replace</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
