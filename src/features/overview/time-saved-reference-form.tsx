import { Anchor, Button, Group, Loader, Select, Stack, Text, Title } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import type { HistoryEntry } from '@/api/workspace/history';
import type { TimeSavedReferenceChoice } from '@/api/workspace/time-saved-reference';
import { sentHourValue, type ReferenceRecord } from '@/api/workspace/time-saved-reference-save';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { knownRecordsQuery, timeSavedReferenceQuery } from '@/data/workspace-queries';
import { conflictOf, workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { errorMessage } from '@/i18n/error-message';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { formatTime } from '@/lib/format';
import { notices } from '@/lib/notices';
import { reportingFormPath } from '@/lib/pages';
import { formatMoney } from './money-format';

interface Sent {
  readonly name: string;
  readonly hourValue: number;
}

/** The records the team sent (one per name, newest first) whose hourly value reads: the ones to choose from. */
const sentRecords = (record: ReferenceRecord, entries: readonly HistoryEntry[]): Sent[] =>
  entries.flatMap((entry) => sentHourValue(record, entry) ?? []);

/** The name a choice keeps, matched to the one sent as the server compares them (without case). */
const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * An admin's choice of the job position (and supplier) whose hourly values price the time saved, among
 * the ones the team sent successfully (`/api/reporting/known`); the server checks it again.
 */
export function TimeSavedReferenceForm({ onDone }: { onDone: () => void }) {
  const t = useT();
  const { locale } = useLanguage();
  const queryClient = useQueryClient();
  const reference = useQuery(timeSavedReferenceQuery);
  const positions = useQuery(knownRecordsQuery('job-positions'));
  const suppliers = useQuery(knownRecordsQuery('suppliers'));
  const save = useMutation({
    mutationFn: ({ choice, version }: { choice: TimeSavedReferenceChoice; version: number }) =>
      workspaceApi.saveTimeSavedReference(choice, version),
    onSuccess: (saved) => {
      queryClient.setQueryData(workspaceKeys.timeSavedReference(), saved);
      void queryClient.invalidateQueries({ queryKey: workspaceKeys.overviews() });
      notices.show({ color: 'green', message: t('reporting.timeSaved.reference.saved') });
      onDone();
    },
    onError: (error) => {
      const conflict = conflictOf(error);
      if (conflict !== undefined) {
        void queryClient.invalidateQueries({ queryKey: workspaceKeys.timeSavedReference() });
        notices.show({
          color: 'yellow',
          message: t('reporting.timeSaved.reference.conflict', {
            who: conflict.changedBy,
            when: formatTime(conflict.changedAt, locale),
          }),
        });
        return;
      }
      notices.show({
        color: 'red',
        title: t('reporting.timeSaved.reference.failed'),
        message: errorMessage(error, t),
      });
    },
  });

  const failed = [reference, positions, suppliers].find((query) => query.isError);
  if (failed !== undefined) {
    return (
      <QueryErrorAlert
        title={t('reporting.timeSaved.reference.loadFailed')}
        error={failed.error}
        onRetry={() => failed.refetch()}
      />
    );
  }
  if (reference.data === undefined || positions.data === undefined || suppliers.data === undefined) {
    return <Loader size="sm" aria-label={t('reporting.timeSaved.reference.loading')} />;
  }
  return (
    <ReferenceFields
      saved={reference.data}
      positions={sentRecords('job-position', positions.data)}
      suppliers={sentRecords('supplier', suppliers.data)}
      saving={save.isPending}
      onSave={(choice) => save.mutate({ choice, version: reference.data.version })}
      onCancel={onDone}
    />
  );
}

function ReferenceFields({
  saved,
  positions,
  suppliers,
  saving,
  onSave,
  onCancel,
}: {
  saved: TimeSavedReferenceChoice;
  positions: readonly Sent[];
  suppliers: readonly Sent[];
  saving: boolean;
  onSave: (choice: TimeSavedReferenceChoice) => void;
  onCancel: () => void;
}) {
  const t = useT();
  const { locale } = useLanguage();
  const optionsOf = (records: readonly Sent[]) =>
    records.map((record) => ({
      value: record.name,
      label: t('reporting.timeSaved.reference.option', {
        name: record.name,
        rate: formatMoney(record.hourValue, locale, true),
      }),
    }));
  const matching = (records: readonly Sent[], name: string | null) =>
    name === null ? null : (records.find((record) => sameName(record.name, name))?.name ?? null);
  const [jobPosition, setJobPosition] = useState(matching(positions, saved.jobPosition));
  const [supplier, setSupplier] = useState(matching(suppliers, saved.supplier));

  return (
    <Stack
      gap="sm"
      component="form"
      aria-labelledby="time-saved-reference-title"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ jobPosition, supplier: jobPosition === null ? null : supplier });
      }}
    >
      <Title order={3} size="h5" id="time-saved-reference-title">
        {t('reporting.timeSaved.reference.title')}
      </Title>
      {positions.length === 0 ? (
        <Text size="sm">
          {t('reporting.timeSaved.reference.noJobPositions')}{' '}
          <Anchor component={Link} to={reportingFormPath('job-positions')} underline="always">
            {t('reporting.timeSaved.reference.toJobPositions')}
          </Anchor>
        </Text>
      ) : (
        <Select
          label={t('reporting.timeSaved.reference.jobPosition')}
          description={t('reporting.timeSaved.reference.jobPositionHint')}
          data={optionsOf(positions)}
          value={jobPosition}
          onChange={setJobPosition}
          clearable
          searchable
        />
      )}
      {suppliers.length === 0 ? (
        <Text size="sm">
          {t('reporting.timeSaved.reference.noSuppliers')}{' '}
          <Anchor component={Link} to={reportingFormPath('suppliers')} underline="always">
            {t('reporting.timeSaved.reference.toSuppliers')}
          </Anchor>
        </Text>
      ) : (
        <Select
          label={t('reporting.timeSaved.reference.supplier')}
          description={t('reporting.timeSaved.reference.supplierHint')}
          data={optionsOf(suppliers)}
          value={supplier}
          onChange={setSupplier}
          disabled={jobPosition === null}
          clearable
          searchable
        />
      )}
      <Group gap="xs">
        <Button type="submit" size="xs" loading={saving} disabled={positions.length === 0}>
          {t('reporting.timeSaved.reference.save')}
        </Button>
        <Button size="xs" variant="subtle" onClick={onCancel}>
          {t('reporting.timeSaved.reference.cancel')}
        </Button>
      </Group>
    </Stack>
  );
}
