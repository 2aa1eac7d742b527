import { useMemo } from 'react';
import type { ActivityEntry, ActivityQuery } from '@/api/workspace/activity';
import { workspaceApi } from '@/data/workspace-client';
import { ExportMenu } from '@/components/export-menu';
import { useLanguage, useT, type Translate } from '@/i18n/i18n-provider';
import type { ExportColumn } from '@/lib/export-file';
import {
  actionLabel,
  describeDetails,
  describeTarget,
  instantFormat,
  type FormLabel,
  type InstantFormat,
} from './activity-words';

/** The log's columns as the table shows them, headed in the operator's language; the instant as a date. */
function activityExportColumns(
  t: Translate,
  formLabel: FormLabel,
  formatAt: InstantFormat,
): ExportColumn<ActivityEntry>[] {
  return [
    { header: t('activity.table.when'), value: (entry) => new Date(entry.at) },
    { header: t('activity.table.operator'), value: (entry) => entry.actor },
    { header: t('activity.table.action'), value: (entry) => actionLabel(entry.action, t) },
    { header: t('activity.table.what'), value: (entry) => describeTarget(entry, formLabel, t) },
    {
      header: t('activity.export.details'),
      value: (entry) => describeDetails(entry, t, formatAt).join(' · '),
    },
  ];
}

/** "Export" for the activity log: every entry the filters match (all pages), newest first. */
export function ActivityExport({ query, formLabel }: { query: ActivityQuery; formLabel: FormLabel }) {
  const t = useT();
  const { locale, timeZone } = useLanguage();
  const columns = useMemo(
    () => activityExportColumns(t, formLabel, instantFormat(locale, timeZone)),
    [t, formLabel, locale, timeZone],
  );
  return (
    <ExportMenu
      what="activity"
      columns={columns}
      readPage={(offset, limit, signal) => workspaceApi.activity({ ...query, offset, limit }, signal)}
    />
  );
}
