import { Code, Paper, ScrollArea, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { formatLogEntry } from './format-log';

/** The execution's log, growing as it runs; it follows the newest line unless the reader scrolled up. */
export function ExecutionLogs({ logs }: { logs: readonly unknown[] }) {
  const viewport = useRef<HTMLDivElement>(null);
  const count = logs.length;
  useEffect(() => {
    const element = viewport.current;
    if (element === null || count === 0) return;
    const nearBottom = element.scrollHeight - element.scrollTop - element.clientHeight < 80;
    if (nearBottom) element.scrollTop = element.scrollHeight;
  }, [count]);

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="logs-title">
      <Stack gap="xs">
        <Title order={2} size="h4" id="logs-title">
          Logs{' '}
          {count > 0 && (
            <Text span c="dimmed" size="sm">
              ({count})
            </Text>
          )}
        </Title>
        {count === 0 ? (
          <Text size="sm" c="dimmed">
            No log lines yet. They appear here as the robot writes them.
          </Text>
        ) : (
          <ScrollArea.Autosize mah={360} viewportRef={viewport}>
            <div role="log" aria-label="Execution logs">
              <ol style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                {logs.map((entry, index) => {
                  const line = formatLogEntry(entry);
                  return (
                    // Log lines have no id and only ever grow, so the position is a stable key.
                    <li key={index}>
                      <Code bg="transparent" fz="sm">
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
