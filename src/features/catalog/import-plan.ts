/**
 * What an import does to the team's catalog, in words: the server's answer (each entry of the file with
 * what it adds, replaces or leaves as it is) turned into the sentences of the question and the outcome.
 */
import type { CatalogImportEntry } from '@/api/workspace';

export type ImportEntries = readonly CatalogImportEntry[];

export const replacedEntries = (entries: ImportEntries) => entries.filter((e) => e.outcome === 'replaced');

export function changesAnything(entries: ImportEntries): boolean {
  return entries.some((entry) => entry.outcome !== 'unchanged');
}

export function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

export function countEntries(n: number): string {
  return n === 1 ? '1 entry' : `${n} entries`;
}

const nouns = { runtime: 'runtime', robot: 'robot' } as const;

/** "1 runtime added, 1 replaced" (and how many were already there, when some were). */
function tally(entries: ImportEntries, kind: CatalogImportEntry['kind']): string {
  const ofKind = entries.filter((entry) => entry.kind === kind);
  const n = (outcome: CatalogImportEntry['outcome']) => ofKind.filter((e) => e.outcome === outcome).length;
  const unchanged = n('unchanged') > 0 ? `, ${n('unchanged')} already there` : '';
  return `${count(n('added'), nouns[kind])} added, ${n('replaced')} replaced${unchanged}`;
}

/** The sentence shown once an import is done. */
export function importedMessage(fileName: string, entries: ImportEntries): string {
  if (!changesAnything(entries)) {
    return `${fileName} has nothing new: every entry in it is already in the catalog as it is.`;
  }
  return `Imported ${fileName}: ${tally(entries, 'runtime')}; ${tally(entries, 'robot')}.`;
}

/** "Runtime Night runtime (RT-01), named Main runtime in the file": the entry by the name it has now. */
export function describeReplacement(entry: CatalogImportEntry): string {
  const label = entry.kind === 'runtime' ? 'Runtime' : 'Robot';
  const now = entry.before?.name ?? entry.name;
  const renamed = now === entry.name ? '' : `, named ${entry.name} in the file`;
  return `${label} ${now} (${entry.id})${renamed}`;
}

/** "It also adds 1 runtime (Backup runtime) and 1 robot (Invoice reader).", or nothing. */
export function addedSentence(entries: ImportEntries): string | undefined {
  const parts = (['runtime', 'robot'] as const)
    .map((kind) => entries.filter((e) => e.kind === kind && e.outcome === 'added'))
    .filter((added) => added.length > 0)
    .map((added) => {
      const kind = added[0]?.kind ?? 'runtime';
      return `${count(added.length, nouns[kind])} (${nameList(added.map((e) => e.name))})`;
    });
  return parts.length === 0 ? undefined : `It also adds ${parts.join(' and ')}.`;
}

/** "Backup runtime, Night runtime and 3 more": names, enough to recognise, never a wall of text. */
export function nameList(names: readonly string[], shown = 5): string {
  const listed = names.slice(0, shown);
  const rest = names.length - listed.length;
  if (rest > 0) return `${listed.join(', ')} and ${rest} more`;
  if (listed.length <= 1) return listed.join('');
  return `${listed.slice(0, -1).join(', ')} and ${listed.at(-1) ?? ''}`;
}
