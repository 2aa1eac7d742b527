/**
 * What importing a catalog file would do to the catalog (entries added, replaced, already there), and
 * how to take it back. Imported entries replace those with the same id (`mergeCatalog`).
 */
import { upsertRobot, upsertRuntime, type Catalog, type Robot, type Runtime } from '@/lib/catalog';

export interface Replacement<T> {
  readonly before: T;
  readonly after: T;
}

export interface KindPlan<T> {
  readonly added: readonly T[];
  readonly replaced: readonly Replacement<T>[];
  /** Entries of the file already in the catalog exactly as they are. */
  readonly unchanged: number;
}

export interface ImportPlan {
  readonly runtimes: KindPlan<Runtime>;
  readonly robots: KindPlan<Robot>;
}

/** JSON with sorted keys, so that two equal entries compare equal whatever order their fields came in. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    typeof v === 'object' && v !== null && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

export function sameEntry(a: unknown, b: unknown): boolean {
  return canonical(a) === canonical(b);
}

function planKind<T>(current: readonly T[], imported: readonly T[], idOf: (entry: T) => string): KindPlan<T> {
  const added: T[] = [];
  const replaced: Replacement<T>[] = [];
  let unchanged = 0;
  for (const after of imported) {
    const before = current.find((entry) => idOf(entry) === idOf(after));
    if (before === undefined) added.push(after);
    else if (sameEntry(before, after)) unchanged += 1;
    else replaced.push({ before, after });
  }
  return { added, replaced, unchanged };
}

export function planImport(current: Catalog, imported: Catalog): ImportPlan {
  return {
    runtimes: planKind(current.runtimes, imported.runtimes, (r) => r.computerId),
    robots: planKind(current.robots, imported.robots, (r) => r.robotId),
  };
}

export function replacedCount(plan: ImportPlan): number {
  return plan.runtimes.replaced.length + plan.robots.replaced.length;
}

export function changesAnything(plan: ImportPlan): boolean {
  return replacedCount(plan) + plan.runtimes.added.length + plan.robots.added.length > 0;
}

/**
 * Takes an import back: entries it added are removed and those it replaced come back. An entry edited
 * since the import is left as it is now (the operator's later work wins) and counted in `skipped`.
 */
export function undoImport(current: Catalog, plan: ImportPlan): { catalog: Catalog; skipped: number } {
  let catalog = current;
  let skipped = 0;
  const stillImported = <T>(list: readonly T[], idOf: (e: T) => string, imported: T) => {
    const now = list.find((entry) => idOf(entry) === idOf(imported));
    const same = now !== undefined && sameEntry(now, imported);
    if (!same) skipped += 1;
    return same;
  };
  const runtimeId = (r: Runtime) => r.computerId;
  const robotId = (r: Robot) => r.robotId;
  for (const added of plan.runtimes.added) {
    if (stillImported(catalog.runtimes, runtimeId, added)) {
      catalog = { ...catalog, runtimes: catalog.runtimes.filter((r) => r.computerId !== added.computerId) };
    }
  }
  for (const { before, after } of plan.runtimes.replaced) {
    if (stillImported(catalog.runtimes, runtimeId, after)) catalog = upsertRuntime(catalog, before);
  }
  for (const added of plan.robots.added) {
    if (stillImported(catalog.robots, robotId, added)) {
      catalog = { ...catalog, robots: catalog.robots.filter((r) => r.robotId !== added.robotId) };
    }
  }
  for (const { before, after } of plan.robots.replaced) {
    if (stillImported(catalog.robots, robotId, after)) catalog = upsertRobot(catalog, before);
  }
  return { catalog, skipped };
}

export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function countEntries(n: number): string {
  return n === 1 ? '1 entry' : `${n} entries`;
}

/** "1 runtime added, 1 replaced" (and how many were already there, when some were). */
function tally(kind: KindPlan<unknown>, noun: string): string {
  const unchanged = kind.unchanged > 0 ? `, ${kind.unchanged} already there` : '';
  return `${count(kind.added.length, noun)} added, ${kind.replaced.length} replaced${unchanged}`;
}

/** The sentence shown once an import is done. */
export function importedMessage(fileName: string, plan: ImportPlan): string {
  if (!changesAnything(plan)) {
    return `${fileName} has nothing new: every entry in it is already in the catalog as it is.`;
  }
  return `Imported ${fileName}: ${tally(plan.runtimes, 'runtime')}; ${tally(plan.robots, 'robot')}.`;
}

/** "Backup runtime, Night runtime and 3 more": names, enough to recognise, never a wall of text. */
export function nameList(names: readonly string[], shown = 5): string {
  const listed = names.slice(0, shown);
  const rest = names.length - listed.length;
  if (rest > 0) return `${listed.join(', ')} and ${rest} more`;
  if (listed.length <= 1) return listed.join('');
  return `${listed.slice(0, -1).join(', ')} and ${listed.at(-1) ?? ''}`;
}
