import type { RpaRecord } from '@/api/schemas';
import type { Translate } from '@/i18n/i18n-provider';
import { formatDateTime } from '@/lib/format';
import { useAppLocale } from '@/lib/locale';
import { timeUnitWord } from './execution-time-unit';
import { countFields, timeFields, type FigureField } from './figure-fields';
import { FiguresPage, type FiguresAsideProps, type FiguresKind } from './figures-page';
import { FillFromQueue } from './fill-from-queue';
import { rpaExportFields } from './history-export-fields';
import { toWholeNumberInput } from './locale-number';
import {
  replacedFigures,
  rpaFigureFields,
  rpaFormSchema,
  rpaSchemas,
  sendRpaRecord,
  type RpaFigures,
} from './rpa-record';

/** Each figure's label: counts of executions, and their times in the unit of spec-gaps.ts. */
function figureLabels(t: Translate): Record<FigureField, string> {
  const unit = timeUnitWord(t);
  return {
    successExecutions: t('reporting.rpa.successExecutions'),
    alertExecutions: t('reporting.rpa.alertExecutions'),
    errorExecutions: t('reporting.rpa.errorExecutions'),
    successExecutionTime: t('reporting.rpa.successTime', { unit }),
    alertExecutionTime: t('reporting.rpa.alertTime', { unit }),
    errorExecutionTime: t('reporting.rpa.errorTime', { unit }),
  };
}

/** "Fill from the queue", beside the form: it fills the six figures, after saying what it replaces. */
function FillFromTheQueue({ form, groups }: FiguresAsideProps<RpaRecord>) {
  const locale = useAppLocale();
  const labels = new Map(groups.flatMap((group) => group.fields).map((field) => [field.name, field.label]));
  const fill = (figures: RpaFigures) => {
    for (const field of rpaFigureFields) {
      form.setValue(field, toWholeNumberInput(figures[field]), { shouldDirty: true, shouldValidate: true });
    }
  };
  const replaces = (figures: RpaFigures) =>
    replacedFigures(form.getValues(), figures, locale).map(({ field, typed, next }) => ({
      label: labels.get(field) ?? field,
      typed,
      next,
    }));
  return <FillFromQueue onUse={fill} replaces={replaces} />;
}

/** The RPA executions page (endpoint 8): an idea's executions and their times, by outcome. */
const rpaKind: FiguresKind<RpaRecord> = {
  form: 'rpa',
  endpoint: 'rpaRecord',
  schema: rpaFormSchema,
  send: sendRpaRecord,
  schemas: rpaSchemas,
  exportFields: rpaExportFields,
  describe: (record, locale, t) =>
    t('reporting.rpa.record', {
      ideaId: String(record.ideaId),
      success: record.successExecutions,
      alert: record.alertExecutions,
      error: record.errorExecutions,
      successTime: record.successExecutionTime,
      alertTime: record.alertExecutionTime,
      errorTime: record.errorExecutionTime,
      unit: timeUnitWord(t),
      processedAt: formatDateTime(record.processedAt, locale),
    }),
  groups: (t) => {
    const labels = figureLabels(t);
    const timeDescription = t('reporting.rpa.timeDescription', { unit: timeUnitWord(t) });
    return [
      {
        title: t('reporting.rpa.executions'),
        fields: countFields.map((name) => ({ name, label: labels[name] })),
      },
      {
        title: t('reporting.rpa.times'),
        fields: timeFields.map((name) => ({ name, label: labels[name], description: timeDescription })),
      },
    ];
  },
  Aside: FillFromTheQueue,
};

export function RpaPage() {
  return <FiguresPage kind={rpaKind} />;
}
