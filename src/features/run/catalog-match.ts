/**
 * What an id typed into the run form is to the team's catalog, in the line under its field: one of its
 * ids, or the name of one (not an id: drafts saved before the picker sent ids hold "Name (id)").
 */
import type { CatalogChoice } from '@/components/catalog-id-field';
import type { Translate } from '@/i18n/i18n-provider';

type CatalogMatch =
  | { readonly kind: 'id'; readonly choice: CatalogChoice }
  | { readonly kind: 'name'; readonly choice: CatalogChoice }
  | undefined;

/**
 * An exact id wins; otherwise the catalog's name of an entry, or the "Name (id)" label the picker used to
 * write into the field (drafts saved before it sent ids), is recognised so the operator can be told.
 */
function catalogMatch(value: string, choices: readonly CatalogChoice[]): CatalogMatch {
  const byId = choices.find((choice) => choice.id === value);
  if (byId !== undefined) return { kind: 'id', choice: byId };
  const typed = value.trim().toLowerCase();
  if (typed === '') return undefined;
  const byName = choices.find(
    (choice) =>
      choice.name.toLowerCase() === typed || `${choice.name} (${choice.id})`.toLowerCase() === typed,
  );
  return byName === undefined ? undefined : { kind: 'name', choice: byName };
}

/** The line under a run form's id field: the entry the value names, or `hint` (what the field is for). */
export function describeCatalogId(
  value: string,
  choices: readonly CatalogChoice[],
  hint: string,
  t: Translate,
): string {
  const match = catalogMatch(value, choices);
  if (match === undefined) return hint;
  if (match.kind === 'id') return t('run.catalog.match', { name: match.choice.name });
  return t('run.catalog.nameNotId', { name: match.choice.name, id: match.choice.id });
}
