/** The figures of a send in words: which fields a record kind has, and what each is called. */
import { executionTimeUnit } from '@/api/spec-gaps';
import type { ReportingRecordKind, SendFigures } from '@/api/workspace/reporting-plans';
import type { PlainMessageKey } from '@/i18n/catalog';
import type { Translate } from '@/i18n/i18n-provider';

export type FigureField = keyof SendFigures;

/** The fields an admin may correct, per record kind (spec §2.8 and §2.9), in the order shown. */
export const figureFields: Record<ReportingRecordKind, readonly FigureField[]> = {
  rpa: [
    'successExecutions',
    'alertExecutions',
    'errorExecutions',
    'successExecutionTime',
    'alertExecutionTime',
    'errorExecutionTime',
  ],
  volumetry: ['successExecutions', 'alertExecutions', 'errorExecutions'],
};

const countLabels = {
  successExecutions: 'reportingPlans.figure.successExecutions',
  alertExecutions: 'reportingPlans.figure.alertExecutions',
  errorExecutions: 'reportingPlans.figure.errorExecutions',
} as const satisfies Partial<Record<FigureField, PlainMessageKey>>;

const timeLabels = {
  successExecutionTime: 'reportingPlans.figure.successExecutionTime',
  alertExecutionTime: 'reportingPlans.figure.alertExecutionTime',
  errorExecutionTime: 'reportingPlans.figure.errorExecutionTime',
} as const;

/** The unit of the RPA record's times (spec-gaps.ts `executionTimeUnit`), in words. */
const unitWords = { seconds: 'reportingPlans.unit.seconds' } as const satisfies Record<
  typeof executionTimeUnit,
  PlainMessageKey
>;

/** A volumetry record's counts are documents (spec §2.9), though its fields are named after executions. */
const volumetryLabels: Partial<Record<FigureField, PlainMessageKey>> = {
  successExecutions: 'reportingPlans.figure.successDocuments',
  alertExecutions: 'reportingPlans.figure.alertDocuments',
  errorExecutions: 'reportingPlans.figure.errorDocuments',
};

/** A figure's name in the app's language, its unit said for a time. */
export function figureLabel(kind: ReportingRecordKind, field: FigureField, t: Translate): string {
  const volumetry = kind === 'volumetry' ? volumetryLabels[field] : undefined;
  if (volumetry !== undefined) return t(volumetry);
  if (field in countLabels) return t(countLabels[field as keyof typeof countLabels]);
  return t(timeLabels[field as keyof typeof timeLabels], { unit: t(unitWords[executionTimeUnit]) });
}

/** A figure of the record as kept (a number), or undefined when the record has none. */
export function figureOf(
  figures: Readonly<Record<string, number | string>>,
  field: FigureField,
): number | undefined {
  const value = figures[field];
  return typeof value === 'number' ? value : undefined;
}
