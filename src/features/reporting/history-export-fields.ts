/** What each form's history export holds besides when, who and how it went (history-export.tsx). */
import type {
  Acknowledgement,
  JobPosition,
  RpaRecord,
  SupplierRequest,
  SupplierResponse,
  VolumetryRecord,
} from '@/api/schemas';
import type { Translate } from '@/i18n/i18n-provider';
import { timeUnitWord } from './execution-time-unit';
import { acknowledgementColumns, type FieldColumn, type HistoryExportFields } from './history-export';
import { supplierTypeLabel } from './supplier-report';

export const supplierExportFields: HistoryExportFields<SupplierRequest, SupplierResponse> = {
  record: (t) => [
    { header: t('reporting.suppliers.name'), value: (supplier) => supplier.name },
    { header: t('reporting.suppliers.typeColumn'), value: (supplier) => supplierTypeLabel(supplier.type, t) },
    { header: t('reporting.hourValue.label'), value: (supplier) => supplier.hourValue },
  ],
  answer: (t) => [{ header: t('reporting.suppliers.supplierId'), value: (supplier) => supplier.idSupplier }],
};

export const jobPositionExportFields: HistoryExportFields<JobPosition, Acknowledgement> = {
  record: (t) => [
    { header: t('reporting.jobPositions.titleLabel'), value: (position) => position.title },
    { header: t('reporting.hourValue.label'), value: (position) => position.hourValue },
  ],
  answer: acknowledgementColumns,
};

/** The idea id, the three counts (`counts` names them) and when the figures were processed. */
function figureColumns<T extends VolumetryRecord>(
  t: Translate,
  counts: readonly [success: string, alert: string, error: string],
): FieldColumn<T>[] {
  return [
    { header: t('reporting.ideaId.label'), value: (record) => record.ideaId },
    { header: counts[0], value: (record) => record.successExecutions },
    { header: counts[1], value: (record) => record.alertExecutions },
    { header: counts[2], value: (record) => record.errorExecutions },
  ];
}

const processedAt = <T extends VolumetryRecord>(t: Translate): FieldColumn<T> => ({
  header: t('reporting.processedAt.label'),
  value: (record) => new Date(record.processedAt),
});

export const rpaExportFields: HistoryExportFields<RpaRecord, Acknowledgement> = {
  record: (t) => {
    const unit = timeUnitWord(t);
    return [
      ...figureColumns<RpaRecord>(t, [
        t('reporting.rpa.successExecutions'),
        t('reporting.rpa.alertExecutions'),
        t('reporting.rpa.errorExecutions'),
      ]),
      { header: t('reporting.rpa.successTime', { unit }), value: (record) => record.successExecutionTime },
      { header: t('reporting.rpa.alertTime', { unit }), value: (record) => record.alertExecutionTime },
      { header: t('reporting.rpa.errorTime', { unit }), value: (record) => record.errorExecutionTime },
      processedAt(t),
    ];
  },
  answer: acknowledgementColumns,
};

export const volumetryExportFields: HistoryExportFields<VolumetryRecord, Acknowledgement> = {
  record: (t) => [
    ...figureColumns<VolumetryRecord>(t, [
      t('reporting.volumetry.successDocuments'),
      t('reporting.volumetry.alertDocuments'),
      t('reporting.volumetry.errorDocuments'),
    ]),
    processedAt(t),
  ],
  answer: acknowledgementColumns,
};
