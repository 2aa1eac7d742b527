import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { formatTime } from '@/lib/format';
import { readableAlertStyles } from './alert-styles';
import { EntryFacts } from './entry-facts';
import type { Fact } from './entry-kinds';

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
  noun,
  facts,
  onUseTheirs,
  onKeepMine,
  onBringBack,
}: {
  notice: Notice<V>;
  /** Lower case, singular: "runtime". */
  noun: string;
  facts: (entry: V) => readonly Fact[];
  onUseTheirs: () => void;
  onKeepMine: () => void;
  onBringBack: () => void;
}) {
  const common = { ref: focusOnArrival, tabIndex: -1, styles: readableAlertStyles };
  switch (notice.kind) {
    case 'conflict': {
      const added = notice.before === undefined;
      return (
        <Alert
          {...common}
          color="orange"
          role="alert"
          title={
            added
              ? `${notice.changedBy} added this ${noun} while you were typing`
              : `${notice.changedBy} changed this ${noun} after you opened it`
          }
        >
          <Stack gap="xs">
            <Text size="sm">
              Their {added ? noun : 'change'} was saved {formatTime(notice.changedAt)}; yours is not saved
              yet. This is the {noun} now:
            </Text>
            <EntryFacts
              facts={facts(notice.current)}
              {...(notice.before === undefined ? {} : { before: facts(notice.before) })}
            />
            <Text size="sm">
              Use their version to start again from it (what you typed can be brought back), or keep your text
              and save it over theirs.
            </Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="default" onClick={onUseTheirs}>
                Use their version
              </Button>
              <Button size="compact-sm" variant="default" onClick={onKeepMine}>
                Keep my text
              </Button>
            </Group>
          </Stack>
        </Alert>
      );
    }
    case 'theirs':
      return (
        <Alert {...common} color="blue" role="status" title={`The form shows ${notice.changedBy}'s version`}>
          <Stack gap="xs" align="flex-start">
            <Text size="sm">Nothing is saved until you save. What you had typed is not lost:</Text>
            <Button size="compact-sm" variant="default" onClick={onBringBack}>
              Bring back what I typed
            </Button>
          </Stack>
        </Alert>
      );
    case 'kept':
      return (
        <Alert {...common} color="blue" role="status" title="Your text is kept">
          Saving now replaces {notice.changedBy}&apos;s version with yours.
        </Alert>
      );
    case 'gone':
      return (
        <Alert {...common} color="orange" role="alert" title={`This ${noun} was deleted meanwhile`}>
          Someone deleted it after you opened it. Your text is still here: “Add {noun}” puts it back in the
          catalog; Cancel leaves it deleted.
        </Alert>
      );
    case 'failed':
      return (
        <Alert {...common} color="red" role="alert" title={`The ${noun} was not saved`}>
          {notice.message} What you typed is kept; try again.
        </Alert>
      );
  }
}
