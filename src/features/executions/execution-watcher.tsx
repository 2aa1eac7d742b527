import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useFollowedResults } from '@/api/execution-queries';
import { hasEnded, statusTone } from '@/api/spec-gaps';
import { journalQuerySchema, maxJournalPage, type JournalEntry } from '@/api/workspace';
import { journalPageQuery } from '@/api/workspace-queries';
import { toneColor } from '@/components/status-badge';
import { executionPath } from '@/lib/execution-path';
import { claimEndAnnouncement } from './end-announcements';

/** The operator's own executions the journal still waits for (started or tracked by them). */
const mineStillRunning = journalQuerySchema.parse({ mine: true, active: true, limit: maxJournalPage });

/** How often the list is read again, for runs this operator started in another tab or browser. */
const listRefreshMs = 30_000;

/**
 * Follows, from any page, the executions this operator started or tracked that have not ended: one
 * poll each through the proxy (the same queries the queue and the execution view use, so nothing is
 * fetched twice), and a notification when one ends. Others' executions are theirs to be told about.
 */
export function ExecutionWatcher() {
  const list = useQuery({ ...journalPageQuery(mineStillRunning), refetchInterval: listRefreshMs });
  const followed = useFollowedResults(list.data?.items ?? []);

  useEffect(() => {
    for (const { entry, result } of followed) {
      if (result.data !== undefined && hasEnded(result.data) && claimEndAnnouncement(entry)) {
        announceEnd(entry, result.data.status);
      }
    }
  });

  return null;
}

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

function announceEnd(execution: JournalEntry, status: string): void {
  const tone = statusTone(status);
  const path = executionPath(execution);
  notifications.show({
    color: toneColor[tone],
    // Ids may be long and without spaces: they wrap rather than being cut off by the notification.
    title: <span style={wrapAnywhere}>{`${execution.robotId ?? 'Execution'} ended: ${status}`}</span>,
    message: (
      <Text span size="sm" style={wrapAnywhere}>
        Execution {execution.executionId} on {execution.computerId}.{' '}
        <Anchor component={Link} to={path} size="sm" underline="always">
          Open it
        </Anchor>
      </Text>
    ),
    autoClose: tone === 'error' ? false : 8_000,
  });
}
