import { Anchor, Text } from '@mantine/core';
import { notices } from '@/lib/notices';
import { Link, useLocation, useNavigate } from 'react-router';
import { statusTone } from '@/api/spec-gaps';
import { useLiveEntries } from '@/data/use-live-journal';
import type { JournalEntry } from '@/api/workspace/journal';
import { toneColor } from '@/components/status-badge';
import { useT, type Translate } from '@/i18n/i18n-provider';
import { executionPath } from '@/lib/pages';
import { shortId } from '@/lib/format';
import { useLocalStore } from '@/lib/local-store';
import { showBrowserNotice } from './browser-notice';
import { claimEndAnnouncement } from './end-announcements';
import { endNoticePreferencesStore, wantsNotice } from './end-notice-preferences';

/**
 * Tells the operator, on any page, when an execution of the team ends: the ones they chose to hear about
 * (their own, all, or failures only), as the server's live stream brings the end. Each end is announced
 * once however many tabs are open; with the tab in the background the browser tells them too, if allowed.
 * On the ended execution's own page the page says it already: no notice there, which would only cover
 * the return value's Copy and Download buttons just as they become useful.
 */
export function EndWatcher({ me }: { me: string }) {
  const preferences = useLocalStore(endNoticePreferencesStore);
  const navigate = useNavigate();
  const t = useT();
  const { pathname } = useLocation();

  useLiveEntries((entry, previous) => {
    if (!entry.ended || previous?.ended === true || entry.deletedAt !== null || entry.status === null) return;
    if (!wantsNotice(entry, me, preferences.scope) || !claimEndAnnouncement(entry)) return;
    if (pathname !== executionPath(entry)) announceEnd(entry, entry.status);
    if (preferences.browser) {
      // The browser's notification is text, written once: in the language the console speaks now.
      showBrowserNotice({
        title: endTitle(entry, entry.status, t),
        body: endBody(entry, t),
        tag: executionPath(entry),
        onClick: () => void navigate(executionPath(entry)),
      });
    }
  });

  return null;
}

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** The robot and the status as the service sent them; only the words around them are translated. */
const endTitle = (execution: JournalEntry, status: string, t: Translate) =>
  t('notifications.end.title', {
    robot: execution.robotId ?? t('notifications.end.execution'),
    status,
  });

/** `id` is the execution's, whole or short (`shortId`: the in-page notice is narrow). */
const endBody = (execution: JournalEntry, t: Translate, id = execution.executionId) =>
  t('notifications.end.body', {
    execution: id,
    runtime: execution.computerId,
    operator: execution.startedBy,
  });

// The in-page notice is made of components, so that one still on screen follows a change of language.
function EndTitle({ execution, status }: { execution: JournalEntry; status: string }) {
  const t = useT();
  const title = endTitle(execution, status, t);
  return (
    <Text inherit lineClamp={3} title={title} style={wrapAnywhere}>
      {title}
    </Text>
  );
}

function EndMessage({ execution }: { execution: JournalEntry }) {
  const t = useT();
  return (
    <Text span size="sm" style={wrapAnywhere} title={endBody(execution, t)}>
      {endBody(execution, t, shortId(execution.executionId))}{' '}
      <Anchor component={Link} to={executionPath(execution)} size="sm" underline="always">
        {t('notifications.end.open')}
      </Anchor>
    </Text>
  );
}

function announceEnd(execution: JournalEntry, status: string): void {
  const tone = statusTone(status);
  notices.show({
    color: toneColor[tone],
    // Ids may be 200 characters without a space: they wrap. The title is cut past three lines (whole on
    // hover and on the execution's page); the message keeps its link to that page in reach.
    title: <EndTitle execution={execution} status={status} />,
    message: <EndMessage execution={execution} />,
    autoClose: tone === 'error' ? false : 8_000,
  });
}
