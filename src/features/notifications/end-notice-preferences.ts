/**
 * Which ends of executions this operator wants to hear about, kept in this browser (a personal choice,
 * like the language): their own runs (the default), every run of the team, or the team's failures only;
 * and whether to be told by the browser too, so that a failure is heard with the tab in the background.
 */
import { z } from '@/api/zod';
import { isFailureStatus } from '@/api/live-events';
import type { JournalEntry } from '@/api/workspace/journal';
import type { PlainMessageKey } from '@/i18n/catalog';
import { createLocalStore } from '@/lib/local-store';

export const endNoticeScopes = ['mine', 'all', 'failures'] as const;
type EndNoticeScope = (typeof endNoticeScopes)[number];

/** The message that names each choice. */
export const endNoticeScopeKeys = {
  mine: 'notifications.scope.mine',
  all: 'notifications.scope.all',
  failures: 'notifications.scope.failures',
} as const satisfies Record<EndNoticeScope, PlainMessageKey>;

const preferencesSchema = z.object({
  scope: z.enum(endNoticeScopes),
  browser: z.boolean(),
});
type EndNoticePreferences = z.infer<typeof preferencesSchema>;

export const endNoticePreferencesStore = createLocalStore<EndNoticePreferences>(
  'robot-console:end-notices',
  preferencesSchema,
  { scope: 'mine', browser: false },
);

/** Whether an execution that just ended is one this operator asked to hear about. */
export function wantsNotice(entry: JournalEntry, me: string, scope: EndNoticeScope): boolean {
  switch (scope) {
    case 'mine':
      return entry.startedBy === me;
    case 'all':
      return true;
    case 'failures':
      return isFailureStatus(entry.status);
  }
}
