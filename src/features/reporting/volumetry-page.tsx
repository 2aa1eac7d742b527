import type { VolumetryRecord } from '@/api/schemas';
import { formatDateTime } from '@/lib/format';
import { countFields } from './figure-fields';
import { FiguresPage, type FiguresKind } from './figures-page';
import { volumetryExportFields } from './history-export-fields';
import { sendVolumetryRecord, volumetryFormSchema, volumetrySchemas } from './volumetry-record';

/** The document volumetry page (endpoint 9): the documents of an idea's executions, by outcome. */
const volumetryKind: FiguresKind<VolumetryRecord> = {
  form: 'volumetry',
  endpoint: 'volumetryRecord',
  schema: volumetryFormSchema,
  send: sendVolumetryRecord,
  schemas: volumetrySchemas,
  exportFields: volumetryExportFields,
  describe: (record, locale, t) =>
    t('reporting.volumetry.record', {
      ideaId: String(record.ideaId),
      success: record.successExecutions,
      alert: record.alertExecutions,
      error: record.errorExecutions,
      processedAt: formatDateTime(record.processedAt, locale),
    }),
  groups: (t) => [
    {
      fields: countFields.map((name) => ({
        name,
        label: t(`reporting.volumetry.${volumeWords[name]}`),
      })),
    },
  ],
};

const volumeWords = {
  successExecutions: 'successDocuments',
  alertExecutions: 'alertDocuments',
  errorExecutions: 'errorDocuments',
} as const;

export function VolumetryPage() {
  return <FiguresPage kind={volumetryKind} />;
}
