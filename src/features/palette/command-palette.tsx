/**
 * The command palette (Ctrl+K, or ⌘K on a Mac): go to any page, open an execution by its id, start a
 * catalog robot, switch language or theme, all from the keyboard. It is its own chunk, fetched the first
 * time it is asked for (palette-launcher.tsx), so no page pays for it before.
 */
import { Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight } from '@mantine/spotlight';
// After the components: their core styles come first, the spotlight's own override them.
import '@mantine/spotlight/styles.css';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { journalQuerySchema } from '@/api/workspace';
import { journalPageQuery, teamCatalogQuery } from '@/api/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { executionPath } from '@/lib/execution-path';
import { appLocales, languageChoiceStore } from '@/lib/locale';
import { runWithRobotPath } from '@/lib/run-links';
import type { PlainMessageKey } from '@/i18n/catalog';
import { matches, typedExecution } from './palette-search';

interface Command {
  readonly id: string;
  readonly label: string;
  readonly description?: string;
  readonly run: () => void;
}

interface Group {
  readonly label: string;
  readonly commands: readonly Command[];
}

const themes: readonly MantineColorScheme[] = ['light', 'dark', 'auto'];

/** A page the palette goes to, named as the navigation names it. */
export interface PaletteDestination {
  readonly label: PlainMessageKey;
  readonly to: string;
}

/** Opens whenever `openCount` grows (each Ctrl+K), and stays mounted in between so it opens at once. */
export function CommandPalette({
  openCount,
  destinations,
}: {
  openCount: number;
  /** The navigation's pages (the shell's, so the palette and the navigation never differ). */
  destinations: readonly PaletteDestination[];
}) {
  const t = useT();
  const navigate = useNavigate();
  const { setColorScheme } = useMantineColorScheme();
  const [[store, palette]] = useState(createSpotlight);
  const [query, setQuery] = useState('');
  const [searched] = useDebouncedValue(query.trim(), 200);
  const labelId = useId();
  const searchId = useId();

  useEffect(() => {
    if (openCount > 0) palette.open();
  }, [openCount, palette]);

  const catalog = useQuery(teamCatalogQuery);
  const journal = useQuery({
    ...journalPageQuery(journalQuerySchema.parse({ q: searched, limit: 5 })),
    enabled: searched.length >= 2,
  });

  const groups = useMemo((): Group[] => {
    const go = (to: string) => () => void navigate(to);
    const typed = typedExecution(query);
    const executions: Command[] = [
      ...(typed === undefined
        ? []
        : [
            {
              id: `typed:${typed.computerId}/${typed.executionId}`,
              label: t('palette.execution.typed', { id: typed.executionId, runtime: typed.computerId }),
              description: t('palette.execution.typedWhere'),
              run: go(executionPath(typed)),
            },
          ]),
      ...(searched.length >= 2 && searched === query.trim()
        ? (journal.data?.items ?? []).map((entry) => ({
            id: `journal:${entry.computerId}/${entry.executionId}`,
            label: t('palette.execution', { id: entry.executionId }),
            description: t('palette.execution.where', {
              robot: entry.robotId ?? '—',
              runtime: entry.computerId,
              status: entry.deletedAt !== null ? t('status.deleted') : (entry.status ?? t('status.unknown')),
            }),
            run: go(executionPath(entry)),
          }))
        : []),
    ];
    const filter = (commands: Command[]) => commands.filter((command) => matches(query, command));
    return [
      {
        label: t('palette.group.pages'),
        commands: filter(
          destinations.map((page) => ({ id: `page:${page.to}`, label: t(page.label), run: go(page.to) })),
        ),
      },
      // What the journal found is already a match for the query.
      { label: t('palette.group.executions'), commands: executions },
      {
        label: t('palette.group.robots'),
        commands: filter(
          (catalog.data?.robots ?? []).map((robot) => ({
            id: `robot:${robot.robotId}`,
            label: t('palette.robot', { name: robot.name }),
            description: robot.robotId,
            run: go(runWithRobotPath(robot.robotId)),
          })),
        ),
      },
      {
        label: t('palette.group.settings'),
        commands: filter([
          ...appLocales.map((locale) => ({
            id: `language:${locale}`,
            label: t('palette.language', { language: t(`language.${locale}`) }),
            run: () => languageChoiceStore.set(locale),
          })),
          ...themes.map((theme) => ({
            id: `theme:${theme}`,
            label: t(`palette.theme.${theme}`),
            run: () => setColorScheme(theme),
          })),
        ]),
      },
    ].filter((group) => group.commands.length > 0);
  }, [t, navigate, setColorScheme, query, searched, journal.data, catalog.data, destinations]);

  return (
    <Spotlight.Root
      store={store}
      query={query}
      onQueryChange={setQuery}
      // Each opening starts from an empty search (Mantine clears it only after a closing transition).
      onSpotlightClose={() => setQuery('')}
      // The shell listens for the shortcut, also before this chunk is loaded.
      shortcut={null}
      scrollable
      maxHeight={420}
      aria-labelledby={labelId}
    >
      <Text
        component="label"
        htmlFor={searchId}
        id={labelId}
        size="sm"
        fw={500}
        px="md"
        pt="sm"
        display="block"
      >
        {t('palette.label')}
      </Text>
      <Spotlight.Search id={searchId} placeholder={t('palette.placeholder')} />
      <Spotlight.ActionsList aria-labelledby={labelId}>
        {groups.map((group) => (
          <Spotlight.ActionsGroup key={group.label} label={group.label}>
            {group.commands.map((command) => (
              <Spotlight.Action
                key={command.id}
                label={command.label}
                description={command.description}
                onClick={command.run}
              />
            ))}
          </Spotlight.ActionsGroup>
        ))}
        {journal.isFetching && (
          <Text size="sm" c="dimmed" px="md" py="xs" role="status">
            {t('palette.searching')}
          </Text>
        )}
        {groups.length === 0 && !journal.isFetching && (
          <Spotlight.Empty>{t('palette.nothing')}</Spotlight.Empty>
        )}
      </Spotlight.ActionsList>
    </Spotlight.Root>
  );
}
