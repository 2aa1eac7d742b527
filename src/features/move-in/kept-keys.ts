/**
 * Where a browser kept its own queue, catalog and reporting history before the team workspace (the
 * move-in reads them, browser-holdings.ts). Known here apart from their readers, so that the shell asks
 * "did this browser keep anything?" without downloading them: most browsers never did.
 */
export const keptKeys = {
  executions: 'robot-console:executions',
  catalog: 'robot-console:catalog',
  history: (form: string) => `robot-console:history:${form}`,
} as const;

const prefixes = [keptKeys.executions, keptKeys.catalog, keptKeys.history('')];

/** Whether this browser holds any of them (its storage may be closed to the page: then it holds none). */
export function browserKeptSomething(): boolean {
  try {
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index);
      if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) return true;
    }
  } catch {
    // Storage refused (a private mode, a policy): nothing was kept that the page could read.
  }
  return false;
}
