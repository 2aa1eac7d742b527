/**
 * What an import does to the team's catalog, in words: the server's answer (each entry of the file with
 * what it adds, replaces or leaves as it is) turned into the sentences of the question and the outcome.
 */
import type { CatalogImportEntry } from '@/api/workspace/catalog';
import type { Translate } from '@/i18n/i18n-provider';

export type ImportEntries = readonly CatalogImportEntry[];

export const replacedEntries = (entries: ImportEntries) => entries.filter((e) => e.outcome === 'replaced');

export function changesAnything(entries: ImportEntries): boolean {
  return entries.some((entry) => entry.outcome !== 'unchanged');
}

/** "1 entry", "3 entries". */
export function countEntries(n: number, t: Translate): string {
  return t('catalog.import.entries', { count: n });
}

/** "1 runtime added, 1 replaced" (and how many were already there, when some were). */
function tally(entries: ImportEntries, kind: CatalogImportEntry['kind'], t: Translate): string {
  const ofKind = entries.filter((entry) => entry.kind === kind);
  const n = (outcome: CatalogImportEntry['outcome']) => ofKind.filter((e) => e.outcome === outcome).length;
  return [
    t(`catalog.${kind}.added`, { count: n('added') }),
    t('catalog.import.replaced', { count: n('replaced') }),
    ...(n('unchanged') > 0 ? [t('catalog.import.alreadyThere', { count: n('unchanged') })] : []),
  ].join(', ');
}

/** The sentence shown once an import is done. */
export function importedMessage(fileName: string, entries: ImportEntries, t: Translate): string {
  if (!changesAnything(entries)) return t('catalog.import.nothingNew', { fileName });
  return t('catalog.import.done', {
    fileName,
    runtimes: tally(entries, 'runtime', t),
    robots: tally(entries, 'robot', t),
  });
}

/** "Runtime Night runtime (RT-01), named Main runtime in the file": the entry by the name it has now. */
export function describeReplacement(entry: CatalogImportEntry, t: Translate): string {
  const now = entry.before?.name ?? entry.name;
  return now === entry.name
    ? t(`catalog.${entry.kind}.replaced`, { name: now, id: entry.id })
    : t(`catalog.${entry.kind}.replacedRenamed`, { name: now, id: entry.id, fileName: entry.name });
}

/** "It also adds 1 runtime (Backup runtime) and 1 robot (Invoice reader).", or nothing. */
export function addedSentence(entries: ImportEntries, t: Translate): string | undefined {
  const parts = (['runtime', 'robot'] as const)
    .map((kind) => ({ kind, added: entries.filter((e) => e.kind === kind && e.outcome === 'added') }))
    .filter(({ added }) => added.length > 0)
    .map(({ kind, added }) =>
      t(`catalog.${kind}.addedNames`, {
        count: added.length,
        names: nameList(
          added.map((e) => e.name),
          t,
        ),
      }),
    );
  return parts.length === 0 ? undefined : t('catalog.import.alsoAdds', { added: nameList(parts, t) });
}

/** "Backup runtime, Night runtime and 3 more": names, enough to recognise, never a wall of text. */
function nameList(names: readonly string[], t: Translate, shown = 5): string {
  const listed = names.slice(0, shown);
  const rest = names.length - listed.length;
  if (rest > 0) return t('catalog.names.more', { names: listed.join(', '), count: rest });
  if (listed.length <= 1) return listed.join('');
  return t('catalog.names.two', { first: listed.slice(0, -1).join(', '), last: listed.at(-1) ?? '' });
}
