import { memo, useCallback, useMemo } from 'react';
import { progressPercent } from '@/api/spec-gaps';
import type { JournalEntry, JournalQuery } from '@/api/workspace/journal';
import { workspaceApi } from '@/data/workspace-client';
import { ExportMenu } from '@/components/export-menu';
import { statusWords } from '@/components/status-badge';
import { useT, type Translate } from '@/i18n/i18n-provider';
import type { ExportColumn } from '@/lib/export-file';
import { durationMs, notFollowedReason, sourceWords, startedAt } from './journal-rows';

const date = (ms: number | null) => (ms === null ? null : new Date(ms));

/** The inputs as sent, `name=value` each; a secret's value is not in the journal, so it shows masked. */
function inputsText(e: JournalEntry, t: Translate): string {
  return (e.variables ?? [])
    .map((v) => `${v.name}=${v.secret === true ? t('queue.export.secret') : v.value}`)
    .join('; ');
}

/**
 * The queue's facts as spreadsheet columns, headed in the operator's language: what the list shows, in
 * the list's own words (ids, robots and statuses as the service gave them, "Deleted" for a deleted one,
 * the source as its row says it, instants as dates, progress and duration as numbers), plus what it keeps
 * in tooltips and on the execution's page (the end, the inputs, a delete).
 * `now` gives the duration of an execution still running.
 */
function queueExportColumns(t: Translate, now: () => number): ExportColumn<JournalEntry>[] {
  return [
    { header: t('queue.column.robot'), value: (e) => e.robotId },
    { header: t('queue.column.runtime'), value: (e) => e.computerId },
    { header: t('queue.column.execution'), value: (e) => e.executionId },
    {
      header: t('queue.column.status'),
      value: (e) => statusWords(e.status ?? undefined, e.deletedAt !== null, t),
    },
    { header: t('queue.export.progress'), value: (e) => progressPercent(e.progress ?? 0) },
    { header: t('queue.column.started'), value: (e) => new Date(startedAt(e)) },
    { header: t('queue.export.ended'), value: (e) => date(e.end) },
    {
      header: t('queue.export.duration'),
      value: (e) => {
        const ms = durationMs(e, now());
        return ms === undefined ? null : ms / 1000;
      },
    },
    { header: t('queue.column.operator'), value: (e) => e.startedBy },
    {
      header: t('queue.export.source'),
      value: (e) => sourceWords(e, t),
    },
    { header: t('queue.export.inputs'), value: (e) => inputsText(e, t) },
    { header: t('queue.export.deletedAt'), value: (e) => date(e.deletedAt) },
    { header: t('queue.export.deletedBy'), value: (e) => e.deletedBy },
    { header: t('queue.export.note'), value: (e) => notFollowedReason(e, t) },
  ];
}

/** "Export" for the queue: every execution matching the filters of the URL, in the list's order. */
export const QueueExport = memo(function QueueExport({ query }: { query: JournalQuery }) {
  const t = useT();
  const columns = useMemo(() => queueExportColumns(t, Date.now), [t]);
  const readPage = useCallback(
    (offset: number, limit: number, signal: AbortSignal) =>
      workspaceApi.journalPage({ ...query, offset, limit }, signal),
    [query],
  );
  return <ExportMenu what="queue" columns={columns} readPage={readPage} />;
});
