/**
 * The owner's notices, on every signed-in page: while signed in, the page asks the server about once a
 * minute what went wrong with the operator's own schedules since the last notice this browser showed
 * (a fire missed, refused or of unknown outcome) and shows each once. The cursor is kept in this
 * browser, per operator, so a reload or another tab does not show a notice again. A layout route
 * (routes.tsx) around every signed-in page, so that it runs on all of them.
 */
import { Anchor, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, Outlet } from 'react-router';
import { z } from '@/api/zod';
import type { ScheduleNotice } from '@/api/workspace/schedules';
import { notices } from '@/lib/notices';
import { sessionQuery } from '@/data/session';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { useT } from '@/i18n/i18n-provider';
import { createLocalStore } from '@/lib/local-store';
import { noticeSentence } from './fire-outcome';
import { schedulePath } from '@/lib/pages';

const pollMs = 60_000;

/** The newest fire whose notice this browser has shown, and whose notices those are. */
export const noticeCursorStore = createLocalStore(
  'robot-console:schedule-notices',
  z.object({ user: z.string(), cursor: z.number().int() }).nullable(),
  null,
);

const cursorOf = (user: string) => {
  const stored = noticeCursorStore.get();
  return stored?.user === user ? stored.cursor : undefined;
};

/**
 * Asks for the notices after this browser's cursor and moves it past them. Each notice is shown by the
 * call that moves the cursor past it: a tab that asked at the same time as another finds the cursor
 * already moved and shows nothing twice.
 */
async function claimNotices(user: string, signal: AbortSignal): Promise<number> {
  const answer = await workspaceApi.scheduleNotices(cursorOf(user), signal);
  const seen = cursorOf(user) ?? -1;
  noticeCursorStore.set({ user, cursor: Math.max(answer.cursor, seen) });
  for (const notice of answer.notices) if (notice.fireId > seen) announce(notice);
  return answer.cursor;
}

function announce(notice: ScheduleNotice): void {
  notices.show({
    id: `schedule-notice-${notice.fireId}`,
    color: notice.state === 'unknown' ? 'orange' : 'red',
    message: <NoticeMessage notice={notice} />,
    // A run that did not happen is worth reading: it stays until closed.
    autoClose: false,
  });
}

// A component, so that a notice still on screen follows a change of language.
function NoticeMessage({ notice }: { notice: ScheduleNotice }) {
  const t = useT();
  return (
    <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
      {noticeSentence(notice, t)}{' '}
      <Anchor component={Link} to={schedulePath(notice.scheduleId)} size="sm" underline="always">
        {t('scheduleFire.notice.open')}
      </Anchor>
    </Text>
  );
}

function NoticeWatcher({ user }: { user: string }) {
  useQuery({
    queryKey: [...workspaceKeys.scheduleNotices(), user],
    queryFn: ({ signal }) => claimNotices(user, signal),
    refetchInterval: pollMs,
    // Only the interval (and a return to the tab) asks again: every ask may show notices.
    staleTime: pollMs,
  });
  return null;
}

export function ScheduleNoticesLayout() {
  const session = useQuery(sessionQuery);
  const user = session.data?.username;
  return (
    <>
      {user !== undefined && <NoticeWatcher user={user} />}
      <Outlet />
    </>
  );
}
