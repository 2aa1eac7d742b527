/**
 * Tells the other open tabs of this browser that the user signed in or out, so that a sign-out in one
 * tab does not leave another tab showing data behind a session that no longer exists.
 */
type SessionEvent = 'signed-in' | 'signed-out';

const channelName = 'robot-console:session';

function openChannel(): BroadcastChannel | undefined {
  return typeof BroadcastChannel === 'undefined' ? undefined : new BroadcastChannel(channelName);
}

export function announceSession(event: SessionEvent): void {
  const channel = openChannel();
  channel?.postMessage(event);
  channel?.close();
}

/** Calls `listener` for every event another tab announces; returns the unsubscribe function. */
export function onSessionAnnounced(listener: (event: SessionEvent) => void): () => void {
  const channel = openChannel();
  if (channel === undefined) return () => undefined;
  channel.onmessage = (message: MessageEvent<unknown>) => {
    if (message.data === 'signed-in' || message.data === 'signed-out') listener(message.data);
  };
  return () => channel.close();
}
