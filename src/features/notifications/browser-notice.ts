/**
 * The browser's own notifications (the Notification API), for an end heard while the tab is in the
 * background: the in-page notification is enough while the operator looks at the console.
 */
export type BrowserNoticeSupport = 'unsupported' | NotificationPermission;

export function browserNoticeSupport(): BrowserNoticeSupport {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}

/** Asks the operator once; the browser remembers the answer for the site. */
export async function askForBrowserNotices(): Promise<BrowserNoticeSupport> {
  if (typeof Notification === 'undefined') return 'unsupported';
  if (Notification.permission !== 'default') return Notification.permission;
  return Notification.requestPermission();
}

export function showBrowserNotice(notice: {
  title: string;
  body: string;
  /** One notification per execution: a second for the same one replaces the first. */
  tag: string;
  onClick: () => void;
}): void {
  if (browserNoticeSupport() !== 'granted' || document.visibilityState === 'visible') return;
  const shown = new Notification(notice.title, { body: notice.body, tag: notice.tag });
  shown.onclick = () => {
    window.focus();
    notice.onClick();
    shown.close();
  };
}
