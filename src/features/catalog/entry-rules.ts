/**
 * The catalog's rules (`@/api/catalog-rules`, the ones the server and the import apply) as the forms
 * tell them: in the operator's language, with messages that say what to do.
 */
import { catalogFields, type CatalogField, type CatalogWords } from '@/api/catalog-rules';
import type { Translate } from '@/i18n/i18n-provider';
import { idProblemWords } from '@/i18n/id-words';
import type { EntryKindKey } from './entry-kinds';

/** The text field a length refusal names (only text fields have a length limit). */
function textFieldOf(field: CatalogField | 'variables') {
  switch (field) {
    case 'description':
    case 'variableName':
    case 'variableType':
    case 'defaultValue':
      return field;
    default:
      return 'name';
  }
}

/** The words of a form's refusals. A blank id or name is asked for in the words of its kind's form. */
function formWords(kind: EntryKindKey, t: Translate): CatalogWords {
  return (fault, field) => {
    switch (fault.rule) {
      case 'blank':
        return field === 'id' || field === 'name'
          ? t(`catalog.${kind}.${field}Blank`)
          : field === 'variableType'
            ? t('catalog.variables.typeMissing')
            : t('catalog.variables.nameBlank');
      case 'too-long':
        return t(`catalog.form.${textFieldOf(field)}TooLong`, { max: fault.max, length: fault.length });
      case 'id':
        return fault.problem === 'blank'
          ? t(`catalog.${kind}.idBlank`)
          : idProblemWords(fault.problem, kind, t);
      case 'variable-repeated':
        return t('catalog.variables.nameRepeated', { name: fault.name });
      case 'too-many':
        return t('catalog.variables.tooMany', { max: fault.max });
      case 'secret-default':
        return t('catalog.variables.secretDefault');
      case 'out-of-range':
        return field === 'ideaId'
          ? t('catalog.figures.ideaIdRange', { max: fault.max })
          : t('catalog.figures.manualMinutesRange', { max: fault.max });
      case 'documents-path':
        return t('catalog.figures.documentsPathWrong', { max: fault.max });
    }
  };
}

/**
 * The fields of a `kind` form. The id is also refused when another entry of the catalog has it (the
 * catalog keys its entries on the id, so a second entry would silently replace the first).
 */
export function formFields(kind: EntryKindKey, takenIds: readonly string[], t: Translate) {
  const fields = catalogFields(formWords(kind, t));
  return {
    ...fields,
    id: fields.id.superRefine((id, ctx) => {
      if (takenIds.includes(id))
        ctx.addIssue({ code: 'custom', message: t(`catalog.${kind}.idTaken`, { id }) });
    }),
  };
}
