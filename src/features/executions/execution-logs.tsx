import { Button, Chip, Group, Paper, Stack, Switch, Text, TextInput, Title } from '@mantine/core';
import { useDeferredValue, useMemo, useState } from 'react';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { downloadText } from '@/lib/export-file';
import { logsFileName } from './export-names';
import { formatLogEntry, logsAsText } from './format-log';
import { filterLines, levelCounts, noLevel, prepareLines } from './log-filter';
import { LogList } from './log-list';

/**
 * Whether the view follows the newest line. Scrolling up pauses it (and scrolling back down to the
 * newest line resumes it); the switch pauses until it is turned on again. `seen` is how many lines there
 * were when it paused, to tell how many arrived since.
 */
type Follow =
  { readonly on: true } | { readonly on: false; readonly by: 'scroll' | 'switch'; readonly seen: number };

/** The execution's log, growing as it runs: filtered by level, searched, followed or paused, downloaded. */
export function ExecutionLogs({ logs, executionId }: { logs: readonly unknown[]; executionId: string }) {
  const t = useT();
  // The language and the zone times are told in: the lines' times follow both.
  const { locale, timeZone } = useLanguage();
  const zone = timeZone === 'utc' ? 'UTC' : undefined;
  const lines = useMemo(
    () => prepareLines(logs.map((entry) => formatLogEntry(entry, locale, zone))),
    [logs, locale, zone],
  );
  const levels = useMemo(() => levelCounts(lines), [lines]);
  const [hidden, setHidden] = useState<ReadonlySet<string>>(() => new Set());
  const [search, setSearch] = useState('');
  // The list follows the search at its own pace, so typing stays quick on a long log.
  const deferredSearch = useDeferredValue(search);
  const shown = useMemo(() => filterLines(lines, hidden, deferredSearch), [lines, hidden, deferredSearch]);
  const [follow, setFollow] = useState<Follow>({ on: true });
  const count = logs.length;
  const filtered = shown.length !== count;

  const onScrolled = ({ atEnd, movedUp }: { atEnd: boolean; movedUp: boolean }) => {
    if (follow.on && movedUp && !atEnd) setFollow({ on: false, by: 'scroll', seen: count });
    else if (!follow.on && follow.by === 'scroll' && atEnd) setFollow({ on: true });
  };
  const download = () =>
    downloadText(logsFileName(executionId, new Date()), logsAsText(logs), 'text/plain;charset=utf-8');

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="logs-title">
      <Stack gap="xs">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h4" id="logs-title">
            {t('executions.logs.title')}{' '}
            {count > 0 && (
              <Text span c="dimmed" size="sm">
                {t('executions.logs.count', { count })}
              </Text>
            )}
          </Title>
          {count > 0 && (
            <Button size="xs" variant="light" onClick={download}>
              {t('executions.logs.download')}
            </Button>
          )}
        </Group>
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            {t('executions.logs.empty')}
          </Text>
        ) : (
          <>
            <Group gap="sm" align="flex-end" wrap="wrap">
              <TextInput
                type="search"
                label={t('executions.logs.search')}
                value={search}
                onChange={(event) => setSearch(event.currentTarget.value)}
                miw={0}
                style={{ flex: '1 1 14rem' }}
              />
              <Switch
                label={t('executions.logs.follow')}
                checked={follow.on}
                onChange={(event) =>
                  setFollow(
                    event.currentTarget.checked ? { on: true } : { on: false, by: 'switch', seen: count },
                  )
                }
                mb={6}
              />
            </Group>
            {levels.length > 1 && (
              <Chip.Group
                multiple
                value={levels.map(([level]) => level).filter((level) => !hidden.has(level))}
                onChange={(shownLevels) =>
                  setHidden(new Set(levels.map(([level]) => level).filter((l) => !shownLevels.includes(l))))
                }
              >
                <Group gap={6} role="group" aria-label={t('executions.logs.levels')}>
                  {levels.map(([level, lineCount]) => (
                    <Chip key={level} value={level} size="xs">
                      {t('executions.logs.level', {
                        level: level === noLevel ? t('executions.logs.noLevel') : level,
                        count: lineCount,
                      })}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            )}
            <Text size="sm" c="dimmed" role="status" data-testid="logs-shown">
              {filtered && t('executions.logs.shown', { shown: shown.length, count })}
              {filtered && !follow.on && count > follow.seen && ' '}
              {!follow.on &&
                count > follow.seen &&
                t('executions.logs.newLines', { count: count - follow.seen })}
            </Text>
            {shown.length === 0 ? (
              <Text size="sm">{t('executions.logs.noMatch')}</Text>
            ) : (
              <LogList
                lines={shown}
                search={deferredSearch}
                following={follow.on}
                label={t('executions.logs.label')}
                onScrolled={onScrolled}
              />
            )}
          </>
        )}
      </Stack>
    </Paper>
  );
}
