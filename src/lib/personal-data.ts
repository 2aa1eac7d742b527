/**
 * What this browser keeps for the operator who uses it: the queue, the run draft, the reporting
 * histories and remembered values. On a shared workstation the next operator must not see (or poll
 * with their own token) the previous one's executions, so signing in as someone else clears them.
 * The catalog is the team's shared knowledge of ids and is kept.
 */
const prefix = 'robot-console:';
const ownerKey = `${prefix}owner`;
const shared = new Set([`${prefix}catalog`, `${prefix}mock-state`, ownerKey]);

function storage(): Storage | undefined {
  try {
    return localStorage;
  } catch {
    return undefined;
  }
}

/** Makes `username` the owner of this browser's data, clearing the previous owner's. */
export function claimBrowserFor(username: string): void {
  const store = storage();
  if (store === undefined) return;
  const owner = store.getItem(ownerKey);
  if (owner !== null && owner.toLowerCase() !== username.toLowerCase()) {
    const personal: string[] = [];
    for (let i = 0; i < store.length; i += 1) {
      const key = store.key(i);
      if (
        key !== null &&
        key.startsWith(prefix) &&
        !shared.has(key) &&
        !key.startsWith(`${prefix}catalog:`)
      ) {
        personal.push(key);
      }
    }
    for (const key of personal) store.removeItem(key);
  }
  store.setItem(ownerKey, username);
}
