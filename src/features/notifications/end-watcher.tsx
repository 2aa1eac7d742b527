import { Anchor, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { statusTone } from '@/api/spec-gaps';
import { useLiveEntries } from '@/api/use-live-journal';
import type { JournalEntry } from '@/api/workspace';
import { toneColor } from '@/components/status-badge';
import { executionPath } from '@/lib/execution-path';
import { useLocalStore } from '@/lib/local-store';
import { showBrowserNotice } from './browser-notice';
import { claimEndAnnouncement } from './end-announcements';
import { endNoticePreferencesStore, wantsNotice } from './end-notice-preferences';

/**
 * Tells the operator, on any page, when an execution of the team ends: the ones they chose to hear about
 * (their own, all, or failures only), as the server's live stream brings the end. Each end is announced
 * once however many tabs are open; with the tab in the background the browser tells them too, if allowed.
 */
export function EndWatcher({ me }: { me: string }) {
  const preferences = useLocalStore(endNoticePreferencesStore);
  const navigate = useNavigate();

  useLiveEntries((entry, previous) => {
    if (!entry.ended || previous?.ended === true || entry.deletedAt !== null || entry.status === null) return;
    if (!wantsNotice(entry, me, preferences.scope) || !claimEndAnnouncement(entry)) return;
    announceEnd(entry, entry.status);
    if (preferences.browser) {
      showBrowserNotice({
        title: endTitle(entry, entry.status),
        body: `Execution ${entry.executionId} on ${entry.computerId}, started by ${entry.startedBy}.`,
        tag: executionPath(entry),
        onClick: () => void navigate(executionPath(entry)),
      });
    }
  });

  return null;
}

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

const endTitle = (execution: JournalEntry, status: string) =>
  `${execution.robotId ?? 'Execution'} ended: ${status}`;

function announceEnd(execution: JournalEntry, status: string): void {
  const tone = statusTone(status);
  notifications.show({
    color: toneColor[tone],
    // Ids may be 200 characters without a space: they wrap. The title is cut past three lines (whole on
    // hover and on the execution's page); the message keeps its link to that page in reach.
    title: (
      <Text inherit lineClamp={3} title={endTitle(execution, status)} style={wrapAnywhere}>
        {endTitle(execution, status)}
      </Text>
    ),
    message: (
      <Text span size="sm" style={wrapAnywhere}>
        Execution {execution.executionId} on {execution.computerId}, started by {execution.startedBy}.{' '}
        <Anchor component={Link} to={executionPath(execution)} size="sm" underline="always">
          Open it
        </Anchor>
      </Text>
    ),
    autoClose: tone === 'error' ? false : 8_000,
  });
}
