import { Grid, Stack } from '@mantine/core';
import { textLimits } from '@/api/limits';
import { api } from '@/data/browser-client';
import type { Acknowledgement, JobPosition } from '@/api/schemas';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n/i18n-provider';
import { useAppLocale } from '@/lib/locale';
import { HistoryExport } from './history-export';
import { jobPositionExportFields } from './history-export-fields';
import { HistoryTable } from './history-table';
import {
  emptyJobPositionForm,
  jobPositionFormFrom,
  jobPositionFormSchema,
  jobPositionSchemas,
  knownJobPositions,
  type JobPositionFormInput,
  type KnownJobPosition,
} from './job-position-report';
import { KnownRecords } from './known-records';
import { LongText } from './long-text';
import { formatDecimal } from './locale-number';
import { nameKey } from './name-key';
import { useKnownRecords } from './report-history';
import { NamedRecordForm, type NamedRecordKind } from './named-record-form';
import { AcknowledgementText, SendOutcome } from './send-outcome';
import { useRecordDraft } from './use-record-draft';
import { useSendReport } from './use-send-report';

const jobPositionRecord: NamedRecordKind<JobPositionFormInput, JobPosition, KnownJobPosition> = {
  form: 'jobPositions',
  endpoint: 'jobPosition',
  nameField: 'title',
  hourValueField: 'hourValue',
  nameLabel: (t) => t('reporting.jobPositions.titleLabel'),
  nameHint: (t) => t('reporting.jobPositions.titleHint', { max: textLimits.jobPositionTitle }),
  schema: jobPositionFormSchema,
  nameOf: (position) => position.title,
  summary: (position, t, locale) =>
    t('reporting.perHour', { amount: formatDecimal(position.hourValue, locale) }),
};

export function JobPositionsPage() {
  const knownQuery = useKnownRecords('job-positions');
  const send = useSendReport('job-positions', (position: JobPosition) => api.jobPosition(position));
  const draft = useRecordDraft<KnownJobPosition, JobPosition, Acknowledgement>(send, 'jobPositions');
  const locale = useAppLocale();
  const t = useT();
  const known = knownQuery.data === undefined ? undefined : knownJobPositions(knownQuery.data);

  return (
    <>
      <PageHeader
        title={t('reporting.jobPositions.title')}
        description={t('reporting.jobPositions.description')}
        actions={
          <HistoryExport form="job-positions" schemas={jobPositionSchemas} fields={jobPositionExportFields} />
        }
      />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <NamedRecordForm
              kind={jobPositionRecord}
              key={draft.key}
              initialValues={
                draft.editing === null ? emptyJobPositionForm : jobPositionFormFrom(draft.editing, locale)
              }
              editing={draft.editing?.title ?? null}
              known={known ?? []}
              locale={locale}
              onCancelEdit={() => draft.pick(null)}
              onSend={(position) => void draft.send(position)}
              sending={send.isPending}
              outcome={(control) => (
                <SendOutcome
                  error={send.error}
                  success={send.data !== undefined && <AcknowledgementText {...send.data} />}
                  sending={send.isPending}
                  control={control}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <KnownRecords
              title={t('reporting.jobPositions.known')}
              loadingLabel={t('reporting.jobPositions.knownLoading')}
              failedTitle={t('reporting.jobPositions.knownFailed')}
              records={known}
              error={knownQuery.error}
              onRetry={() => knownQuery.refetch()}
              keyOf={(position) => nameKey(position.title)}
              columns={[
                {
                  header: t('reporting.jobPositions.titleLabel'),
                  cell: (p) => <LongText>{p.title}</LongText>,
                },
                { header: t('reporting.hourValue.label'), cell: (p) => formatDecimal(p.hourValue, locale) },
              ]}
              editLabel={(position) => t('reporting.jobPositions.edit', { title: position.title })}
              onEdit={draft.pick}
            />
          </Grid.Col>
        </Grid>
        <HistoryTable
          title={t('reporting.jobPositions.history')}
          form="job-positions"
          schemas={jobPositionSchemas}
          describe={(payload) => (
            <LongText lines={3}>
              {`${payload.title} · ${t('reporting.perHour', { amount: formatDecimal(payload.hourValue, locale) })}`}
            </LongText>
          )}
          result={(ack) => <AcknowledgementText {...ack} />}
        />
      </Stack>
    </>
  );
}
