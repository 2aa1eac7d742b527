import type { NotificationData } from '@mantine/notifications';
import { loadOnce } from '@/lib/load-once';
import type * as StackModule from './notice-stack';

/**
 * The app's notices, shown by Mantine's notifications, whose code (the store, the stack, its transitions:
 * about 9 KiB gzip) is no part of a first visit: it is fetched with the first notice, or when the browser
 * is idle after the page has shown (notice-host.tsx), so that a notice given offline still shows. Calls
 * keep their order, and `show` answers the notice's id at once, as Mantine's does.
 */
const loadStack = loadOnce(() => import('./notice-stack'));
let loaded = false;
const listeners = new Set<() => void>();

export async function loadNotices(): Promise<typeof StackModule> {
  const module = await loadStack();
  if (!loaded) {
    loaded = true;
    for (const listener of listeners) listener();
  }
  return module;
}

function withNotifications(action: (module: typeof StackModule) => void): void {
  loadNotices().then(action, () => undefined);
}

let lastId = 0;

export const notices = {
  show(notice: NotificationData): string {
    lastId += 1;
    const id = notice.id ?? `notice-${lastId}`;
    withNotifications(({ notifications }) => notifications.show({ ...notice, id }));
    return id;
  },
  hide(id: string): void {
    withNotifications(({ notifications }) => notifications.hide(id));
  },
};

/** Whether the notices' code has come: the stack (notice-host.tsx) is mounted from then on. */
export function subscribeNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
export const noticesLoaded = (): boolean => loaded;
