import {
  Button,
  Code,
  Group,
  Paper,
  Stack,
  Table,
  Text,
  VisuallyHidden,
  useMantineTheme,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { CSSProperties, ReactNode } from 'react';
import { Link } from 'react-router';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import type { EntryKindKey } from './entry-kinds';

export interface CatalogEntry {
  readonly name: string;
  readonly description: string;
  /** Who saved it last, and when (Unix ms): the catalog is the team's, anyone may have changed it. */
  readonly updatedBy: string;
  readonly updatedAt: number;
}

/** Who changed it last and when: "ana@example.com at 14:05", "ana@example.com on 22 Nov 2026, 14:05:09". */
function lastChange(entry: CatalogEntry): { who: string; when: string } {
  return { who: entry.updatedBy, when: formatTime(entry.updatedAt) };
}

interface EntryListProps<T> {
  /** The id of the section's heading, which names the table or list. */
  readonly labelledBy: string;
  /** Which kind of entry the list holds: the words of its id and its buttons. */
  readonly kind: EntryKindKey;
  readonly entries: readonly T[];
  readonly idOf: (entry: T) => string;
  readonly extraColumn?: { header: string; cell: (entry: T) => ReactNode } | undefined;
  /** Where "Run" opens the run form filled from the entry (robots only). */
  readonly runPath?: ((entry: T) => string) | undefined;
  /** Absent, with `onDelete`, for a role that may not edit the catalog. */
  readonly onEdit?: ((entry: T) => void) | undefined;
  readonly onDelete?: ((entry: T) => void) | undefined;
}

// Names and ids are whatever the operator typed, often one long word (an id, a path): they wrap
// anywhere rather than push the buttons out of reach.
const wrapAnywhere: CSSProperties = { overflowWrap: 'anywhere' };

/**
 * A description (up to a thousand characters) takes three lines at most in the list, the whole of it
 * on hover; it is cut only on screen, so a screen reader reads all of it.
 */
function Description({ text, size }: { text: string; size?: 'sm' }) {
  return (
    <Text inherit={size === undefined} size={size} lineClamp={3} title={text}>
      {text}
    </Text>
  );
}

function EntryActions<T extends CatalogEntry>({
  entry,
  kind,
  idOf,
  t,
  runPath,
  onEdit,
  onDelete,
}: { entry: T; t: Translate } & Pick<
  EntryListProps<T>,
  'kind' | 'idOf' | 'runPath' | 'onEdit' | 'onDelete'
>) {
  return (
    <Group gap="xs" justify="flex-end" wrap="nowrap">
      {runPath !== undefined && (
        <Button
          component={Link}
          to={runPath(entry)}
          size="compact-sm"
          variant="light"
          aria-label={t('catalog.list.runNamed', { name: entry.name })}
        >
          {t('catalog.list.run')}
        </Button>
      )}
      {onEdit !== undefined && (
        <Button
          size="compact-sm"
          variant="default"
          aria-label={t(`catalog.${kind}.edit`, { name: entry.name })}
          // Where the focus goes when the entry next to it is deleted (use-focus-after-delete.ts).
          data-entry-edit={idOf(entry)}
          onClick={() => onEdit(entry)}
        >
          {t('catalog.list.edit')}
        </Button>
      )}
      {onDelete !== undefined && (
        <Button
          size="compact-sm"
          variant="subtle"
          color="red"
          aria-label={t(`catalog.${kind}.delete`, { name: entry.name })}
          onClick={() => onDelete(entry)}
        >
          {t('catalog.list.delete')}
        </Button>
      )}
    </Group>
  );
}

function EntryTable<T extends CatalogEntry>(props: EntryListProps<T> & { t: Translate }) {
  const { labelledBy, kind, entries, idOf, extraColumn, t } = props;
  return (
    <Table aria-labelledby={labelledBy} verticalSpacing="xs">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('catalog.list.name')}</Table.Th>
          <Table.Th>{t(`catalog.${kind}.id`)}</Table.Th>
          <Table.Th>{t('catalog.list.description')}</Table.Th>
          {extraColumn !== undefined && <Table.Th>{extraColumn.header}</Table.Th>}
          <Table.Th>{t('catalog.list.lastChange')}</Table.Th>
          <Table.Th>
            <VisuallyHidden>{t('catalog.list.actions')}</VisuallyHidden>
          </Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {entries.map((entry) => (
          <Table.Tr key={idOf(entry)}>
            <Table.Td style={wrapAnywhere}>{entry.name}</Table.Td>
            <Table.Td style={wrapAnywhere}>
              <Code>{idOf(entry)}</Code>
            </Table.Td>
            <Table.Td style={wrapAnywhere}>
              <Description text={entry.description} />
            </Table.Td>
            {extraColumn !== undefined && <Table.Td>{extraColumn.cell(entry)}</Table.Td>}
            <Table.Td style={wrapAnywhere}>{t('catalog.list.change', lastChange(entry))}</Table.Td>
            {/* As narrow as its buttons, which never wrap: the other columns give way. */}
            <Table.Td style={{ width: '1%' }}>
              <EntryActions entry={entry} {...props} />
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

/** On a phone a table of four or five columns cannot fit: each entry becomes a card. */
function EntryCards<T extends CatalogEntry>(props: EntryListProps<T> & { t: Translate }) {
  const { labelledBy, entries, idOf, kind, extraColumn, t } = props;
  return (
    <Stack
      component="ul"
      gap="xs"
      aria-labelledby={labelledBy}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {entries.map((entry) => (
        <Paper component="li" key={idOf(entry)} withBorder p="sm" style={wrapAnywhere}>
          <Stack gap={4}>
            <Text fw={600}>{entry.name}</Text>
            <Text size="sm">
              {t(`catalog.${kind}.id`)}: <Code>{idOf(entry)}</Code>
            </Text>
            {entry.description !== '' && <Description text={entry.description} size="sm" />}
            {extraColumn !== undefined && <Text size="sm">{extraColumn.cell(entry)}</Text>}
            <Text size="sm">{t('catalog.list.lastChangedBy', lastChange(entry))}</Text>
            <EntryActions entry={entry} {...props} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}

/** The entries of one catalog section, with Edit and Delete always within reach. */
export function EntryList<T extends CatalogEntry>(props: EntryListProps<T>) {
  const t = useT();
  const theme = useMantineTheme();
  // Read before the first paint (not in an effect), so a phone never flashes the table.
  const narrow = useMediaQuery(`(width < ${theme.breakpoints.xs})`, undefined, {
    getInitialValueInEffect: false,
  });
  return narrow ? <EntryCards {...props} t={t} /> : <EntryTable {...props} t={t} />;
}
