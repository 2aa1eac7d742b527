/**
 * Which execution ends this browser has announced already, so that the operator hears of each end once,
 * however many tabs watch it (each tab polls, and each would see the end). Kept in localStorage, which
 * the tabs share and which is read and written synchronously, so the first tab to claim an end wins.
 */
const key = 'robot-console:announced-ends';
/** Enough for every execution one operator follows at a time, with room to spare. */
const remembered = 500;

// Where storage is unavailable (a locked-down browser), this tab still announces each end once.
const inThisTab = new Set<string>();

function readClaims(): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(localStorage.getItem(key) ?? '[]');
  } catch {
    return []; // Unreadable: started again; at worst an end is announced a second time.
  }
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
}

/** True for the first caller (in any tab) for this execution; false ever after. */
export function claimEndAnnouncement(e: { computerId: string; executionId: string }): boolean {
  const id = JSON.stringify([e.computerId, e.executionId]);
  try {
    const claims = readClaims();
    if (claims.includes(id)) return false;
    localStorage.setItem(key, JSON.stringify([id, ...claims].slice(0, remembered)));
    return true;
  } catch {
    if (inThisTab.has(id)) return false;
    inThisTab.add(id);
    return true;
  }
}
