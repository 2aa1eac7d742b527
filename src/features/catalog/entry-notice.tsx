import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import { readableAlertStyles } from './alert-styles';
import { EntryFacts } from './entry-facts';
import type { EntryKindKey, Fact } from './entry-kinds';

/** What the dialog has to say about the last save, when it did not simply succeed. */
export type Notice<V> =
  /** Someone changed (or, for a new entry, added) it since the operator opened it. */
  | {
      readonly kind: 'conflict';
      readonly changedBy: string;
      readonly changedAt: number;
      readonly current: V;
      /** What the operator had typed, kept so that nothing is lost whatever they choose. */
      readonly typed: V;
      /**
       * The entry as the operator last saw it, to mark what the other person changed; `undefined` when
       * the operator was adding a new entry and someone added one with the same id first.
       */
      readonly before: V | undefined;
    }
  /** The form shows the other person's version; what was typed can come back. */
  | { readonly kind: 'theirs'; readonly changedBy: string; readonly typed: V }
  /** The operator kept their text: saving it now replaces the other person's version. */
  | { readonly kind: 'kept'; readonly changedBy: string }
  | { readonly kind: 'gone' }
  | { readonly kind: 'failed'; readonly message: string };

/** Brought into view and focused as it appears: it is the answer to the Save just pressed. */
const focusOnArrival = (element: HTMLDivElement | null) => element?.focus();

export function EntryNotice<V>({
  notice,
  kind,
  facts,
  onUseTheirs,
  onKeepMine,
  onBringBack,
}: {
  notice: Notice<V>;
  kind: EntryKindKey;
  facts: (entry: V) => readonly Fact[];
  onUseTheirs: () => void;
  onKeepMine: () => void;
  onBringBack: () => void;
}) {
  const t = useT();
  const common = { ref: focusOnArrival, tabIndex: -1, styles: readableAlertStyles };
  switch (notice.kind) {
    case 'conflict': {
      const added = notice.before === undefined;
      return (
        <Alert
          {...common}
          color="orange"
          role="alert"
          title={t(added ? `catalog.${kind}.addedMeanwhile` : `catalog.${kind}.changedMeanwhile`, {
            who: notice.changedBy,
          })}
        >
          <Stack gap="xs">
            <Text size="sm">
              {t(added ? `catalog.${kind}.theirAddSaved` : `catalog.${kind}.theirChangeSaved`, {
                when: formatTime(notice.changedAt),
              })}
            </Text>
            <EntryFacts
              facts={facts(notice.current)}
              {...(notice.before === undefined ? {} : { before: facts(notice.before) })}
            />
            <Text size="sm">{t('catalog.notice.choose')}</Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="default" onClick={onUseTheirs}>
                {t('catalog.notice.useTheirs')}
              </Button>
              <Button size="compact-sm" variant="default" onClick={onKeepMine}>
                {t('catalog.notice.keepMine')}
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
    }
    case 'theirs':
      return (
        <Alert
          {...common}
          color="blue"
          role="status"
          title={t('catalog.notice.theirsTitle', { who: notice.changedBy })}
        >
          <Stack gap="xs" align="flex-start">
            <Text size="sm">{t('catalog.notice.theirsText')}</Text>
            <Button size="compact-sm" variant="default" onClick={onBringBack}>
              {t('catalog.notice.bringBack')}
            </Button>
          </Stack>
        </Alert>
      );
    case 'kept':
      return (
        <Alert {...common} color="blue" role="status" title={t('catalog.notice.keptTitle')}>
          {t('catalog.notice.keptText', { who: notice.changedBy })}
        </Alert>
      );
    case 'gone':
      return (
        <Alert {...common} color="orange" role="alert" title={t(`catalog.${kind}.goneTitle`)}>
          {t(`catalog.${kind}.goneText`)}
        </Alert>
      );
    case 'failed':
      return (
        <Alert {...common} color="red" role="alert" title={t(`catalog.${kind}.notSaved`)}>
          {t('catalog.notice.failedText', { reason: notice.message })}
        </Alert>
      );
  }
}
