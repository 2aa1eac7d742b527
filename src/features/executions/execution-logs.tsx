import { Code, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { formatLogEntry } from './format-log';

// A line keeps its own line breaks and spacing (stack traces) and wraps anywhere, so a long token
// (an id, a path) never widens the page.
const lineStyle = { display: 'block', whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } as const;

/** The execution's log, growing as it runs; it follows the newest line unless the reader scrolled up. */
export function ExecutionLogs({ logs }: { logs: readonly unknown[] }) {
  const t = useT();
  // The language and the zone times are told in: the lines' times follow both.
  const { locale, timeZone } = useLanguage();
  const viewport = useRef<HTMLDivElement>(null);
  // Whether the reader was at the newest line before new lines arrived; measured on scroll, not after
  // the lines are added (by then a long batch would look like the reader had scrolled up).
  const following = useRef(true);
  const count = logs.length;
  useEffect(() => {
    const element = viewport.current;
    if (element !== null && following.current) element.scrollTop = element.scrollHeight;
  }, [count]);
  const onScroll = ({ y }: { y: number }) => {
    const element = viewport.current;
    if (element !== null) following.current = element.scrollHeight - y - element.clientHeight < 24;
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="logs-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="logs-title">
          {t('executions.logs.title')}{' '}
          {count > 0 && (
            <Text span c="dimmed" size="sm">
              {t('executions.logs.count', { count })}
            </Text>
          )}
        </Title>
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            {t('executions.logs.empty')}
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} viewportRef={viewport} onScrollPositionChange={onScroll}>
            <div role="log" aria-label={t('executions.logs.label')}>
              <ol style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                {logs.map((entry, index) => {
                  const line = formatLogEntry(entry, locale, timeZone === 'utc' ? 'UTC' : undefined);
                  return (
                    // Log lines have no id and only ever grow, so the position is a stable key.
                    <li key={index}>
                      <Code bg="transparent" fz="sm" style={lineStyle}>
                        {line.time !== undefined && (
                          <Text span c="dimmed" fz="sm">
                            {line.time}{' '}
                          </Text>
                        )}
                        {line.level !== undefined && (
                          <Text span fw={600} fz="sm">
                            {line.level}{' '}
                          </Text>
                        )}
                        {line.text}
                      </Code>
                    </li>
                  );
                })}
              </ol>
            </div>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Paper>
  );
}
