/**
 * The command palette (Ctrl+K, or ⌘K on a Mac): go to any page, open an execution by its id, start a
 * catalog robot, switch language or theme, all from the keyboard. It is its own chunk, fetched the first
 * time it is asked for (palette-launcher.tsx), so no page pays for it before.
 */
import { Text, useMantineColorScheme, type MantineColorScheme } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { endpoints } from '@/api/endpoints';
import { journalQuerySchema } from '@/api/workspace/journal';
import { useAllowed } from '@/data/use-role';
import { journalPageQuery, teamCatalogQuery } from '@/data/workspace-queries';
import { useT } from '@/i18n/i18n-provider';
import { executionPath } from '@/lib/pages';
import { appLocales, languageChoiceStore, useAppLocale } from '@/lib/locale';
import { onlyRuntime, runWithRobotPath } from '@/lib/run-links';
import type { PlainMessageKey } from '@/i18n/catalog';
import { PaletteDialog, type Command, type CommandGroup } from './palette-dialog';
import { matches, typedExecution } from './palette-search';
import { useScheduleCommands } from './schedule-commands';

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
  const locale = useAppLocale();
  // Open from each Ctrl+K until closed: closing notes how many openings it closed.
  const [closedAt, setClosedAt] = useState(0);
  const opened = openCount > closedAt;
  const [query, setQuery] = useState('');
  const [searched] = useDebouncedValue(query.trim(), 200);
  // Each opening starts from an empty search.
  const close = () => {
    setClosedAt(openCount);
    setQuery('');
  };

  const catalog = useQuery(teamCatalogQuery);
  // Running a catalog robot is offered only to a role that may run.
  const mayRun = useAllowed(endpoints.runV2.role);
  const journal = useQuery({
    ...journalPageQuery(journalQuerySchema.parse({ q: searched, limit: 5 })),
    enabled: searched.length >= 2,
  });

  const scheduleCommands = useScheduleCommands();

  const groups = useMemo((): CommandGroup[] => {
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
      // The open schedule's own commands come first: on its page, they are what the operator is after.
      { label: t('palette.group.schedule'), commands: filter(scheduleCommands) },
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
          (mayRun ? (catalog.data?.robots ?? []) : []).map((robot) => ({
            id: `robot:${robot.robotId}`,
            label: t('palette.robot', { name: robot.name }),
            description: robot.robotId,
            run: go(runWithRobotPath(robot.robotId, onlyRuntime(catalog.data?.runtimes))),
          })),
        ),
      },
      {
        label: t('palette.group.settings'),
        commands: filter([
          // The other languages, each named in the one spoken now (and in its own words, to be found).
          ...appLocales
            .filter((other) => other !== locale)
            .map((other) => ({
              id: `language:${other}`,
              label: t(`palette.language.${other}`),
              run: () => languageChoiceStore.set(other),
            })),
          ...themes.map((theme) => ({
            id: `theme:${theme}`,
            label: t(`palette.theme.${theme}`),
            run: () => setColorScheme(theme),
          })),
        ]),
      },
    ].filter((group) => group.commands.length > 0);
  }, [
    t,
    locale,
    navigate,
    setColorScheme,
    query,
    searched,
    journal.data,
    catalog.data,
    mayRun,
    destinations,
    scheduleCommands,
  ]);

  const searching = journal.isFetching;
  return (
    <PaletteDialog
      opened={opened}
      onClose={close}
      label={t('palette.label')}
      placeholder={t('palette.placeholder')}
      query={query}
      onQueryChange={setQuery}
      groups={groups}
      footer={
        searching ? (
          <Text size="sm" c="dimmed" px="sm" py="xs" role="status">
            {t('palette.searching')}
          </Text>
        ) : (
          groups.length === 0 && (
            <Text size="sm" c="dimmed" px="sm" py="xs">
              {t('palette.nothing')}
            </Text>
          )
        )
      }
    />
  );
}
