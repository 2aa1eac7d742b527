import { useMemo } from 'react';
import type { Acknowledgement } from '@/api/schemas';
import type { HistoryEntry, ReportForm } from '@/api/workspace/history';
import { workspaceApi } from '@/data/workspace-client';
import { ExportMenu } from '@/components/export-menu';
import { useT, type Translate } from '@/i18n/i18n-provider';
import type { CellValue, ExportColumn } from '@/lib/export-file';
import { readSend, type FormSchemas, type ReadSend } from './report-history';
import { failureWords } from './send-failure';
import { senderWords } from './history-sender';

/** A column of what was sent (`P`) or of what came back (`R`), as the form reads them. */
export interface FieldColumn<V> {
  readonly header: string;
  readonly value: (values: V) => CellValue;
}

/** What each form's export adds to the send's own columns: the record's fields, then the answer's. */
export interface HistoryExportFields<P, R> {
  readonly record: (t: Translate) => readonly FieldColumn<P>[];
  readonly answer: (t: Translate) => readonly FieldColumn<R>[];
}

/** The acknowledgement of the RPA, volumetry and job position forms (spec §2.12), as it came. */
export function acknowledgementColumns(t: Translate): FieldColumn<Acknowledgement>[] {
  return [
    { header: t('reporting.export.answerCode'), value: (ack) => ack.code },
    { header: t('reporting.export.answerStatus'), value: (ack) => ack.status },
    { header: t('reporting.export.answerMessage'), value: (ack) => ack.message },
  ];
}

/**
 * A form's history as spreadsheet columns, headed in the operator's language: when, who and how it went,
 * the record's fields (numbers as numbers, instants as dates), the service's answer and why a send
 * failed. A body or answer the form cannot read leaves its cells empty (the JSON export has it as sent).
 */
function historyExportColumns<P, R>(
  t: Translate,
  schemas: FormSchemas<P, R>,
  fields: HistoryExportFields<P, R>,
): ExportColumn<HistoryEntry>[] {
  // Each entry is read with the form's schemas once, not once per column.
  const reads = new WeakMap<HistoryEntry, ReadSend<P, R>>();
  const read = (entry: HistoryEntry) => {
    let send = reads.get(entry);
    if (send === undefined) {
      send = readSend(entry, schemas);
      reads.set(entry, send);
    }
    return send;
  };
  return [
    { header: t('reporting.history.sentAt'), value: (entry) => new Date(entry.sentAt) },
    { header: t('reporting.history.sentBy'), value: (entry) => senderWords(entry, t) },
    {
      header: t('reporting.history.outcome'),
      value: (entry) => t(entry.outcome === 'sent' ? 'reporting.sent' : 'reporting.history.failed'),
    },
    ...fields.record(t).map((field): ExportColumn<HistoryEntry> => ({
      header: field.header,
      value: (entry) => {
        const payload = read(entry).payload;
        return payload === undefined ? null : field.value(payload);
      },
    })),
    ...fields.answer(t).map((field): ExportColumn<HistoryEntry> => ({
      header: field.header,
      value: (entry) => {
        const answer = read(entry).answer;
        return entry.outcome !== 'sent' || answer === undefined ? null : field.value(answer);
      },
    })),
    {
      header: t('reporting.export.failure'),
      value: (entry) => (entry.outcome === 'failed' ? failureWords(entry, t) : null),
    },
  ];
}

/** "Export history": every send of the form the team made (all pages), newest first. */
export function HistoryExport<P, R>({
  form,
  schemas,
  fields,
}: {
  form: ReportForm;
  schemas: FormSchemas<P, R>;
  fields: HistoryExportFields<P, R>;
}) {
  const t = useT();
  const columns = useMemo(() => historyExportColumns(t, schemas, fields), [t, schemas, fields]);
  return (
    <ExportMenu
      what={`${form}-history`}
      label={t('reporting.export.button')}
      columns={columns}
      readPage={(offset, limit, signal) => workspaceApi.history({ form, offset, limit }, signal)}
    />
  );
}
