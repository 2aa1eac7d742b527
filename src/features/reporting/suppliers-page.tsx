import { Grid, Stack, Text } from '@mantine/core';
import { textLimits } from '@/api/limits';
import { api } from '@/data/browser-client';
import type { SupplierRequest, SupplierResponse } from '@/api/schemas';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n/i18n-provider';
import { useAppLocale } from '@/lib/locale';
import { HistoryExport } from './history-export';
import { supplierExportFields } from './history-export-fields';
import { HistoryTable } from './history-table';
import { KnownRecords } from './known-records';
import { LongText } from './long-text';
import { formatDecimal } from './locale-number';
import { nameKey } from './name-key';
import { useKnownRecords } from './report-history';
import { NamedRecordForm, type NamedRecordKind } from './named-record-form';
import { SendOutcome } from './send-outcome';
import { SupplierAnswer } from './supplier-answer';
import {
  emptySupplierForm,
  knownSuppliers,
  supplierFormFrom,
  supplierFormSchema,
  supplierSchemas,
  supplierTypeLabel,
  type KnownSupplier,
  type SupplierFormInput,
} from './supplier-report';
import { SupplierTypeInput } from './supplier-type-input';
import { useRecordDraft } from './use-record-draft';
import { useSendReport } from './use-send-report';

const supplierRecord: NamedRecordKind<SupplierFormInput, SupplierRequest, KnownSupplier> = {
  form: 'suppliers',
  endpoint: 'supplier',
  nameField: 'name',
  hourValueField: 'hourValue',
  nameLabel: (t) => t('reporting.suppliers.name'),
  nameHint: (t) => t('reporting.suppliers.nameHint', { max: textLimits.supplierName }),
  // A supplier's name, not the operator's: no autofill (a field named "name" invites it).
  autoComplete: 'off',
  schema: supplierFormSchema,
  nameOf: (supplier) => supplier.name,
  summary: (supplier, t, locale) =>
    [
      // An id as the service gave it, never grouped.
      ...(supplier.idSupplier === undefined
        ? []
        : [t('reporting.suppliers.idShort', { id: String(supplier.idSupplier) })]),
      supplierTypeLabel(supplier.type, t),
      t('reporting.perHour', { amount: formatDecimal(supplier.hourValue, locale) }),
    ].join(', '),
  Fields: SupplierTypeInput,
};

export function SuppliersPage() {
  const knownQuery = useKnownRecords('suppliers');
  const send = useSendReport('suppliers', (supplier: SupplierRequest) => api.supplier(supplier));
  const draft = useRecordDraft<KnownSupplier, SupplierRequest, SupplierResponse>(send, 'suppliers');
  const locale = useAppLocale();
  const t = useT();
  const known = knownQuery.data === undefined ? undefined : knownSuppliers(knownQuery.data);

  return (
    <>
      <PageHeader
        title={t('reporting.suppliers.title')}
        description={t('reporting.suppliers.description')}
        actions={<HistoryExport form="suppliers" schemas={supplierSchemas} fields={supplierExportFields} />}
      />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <NamedRecordForm
              kind={supplierRecord}
              key={draft.key}
              initialValues={
                draft.editing === null ? emptySupplierForm : supplierFormFrom(draft.editing, locale)
              }
              editing={draft.editing?.name ?? null}
              known={known ?? []}
              locale={locale}
              onCancelEdit={() => draft.pick(null)}
              onSend={(supplier) => void draft.send(supplier)}
              sending={send.isPending}
              outcome={(control) => (
                <SendOutcome
                  error={send.error}
                  success={send.data !== undefined && <SupplierAnswer supplier={send.data} />}
                  sending={send.isPending}
                  control={control}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <KnownRecords
              title={t('reporting.suppliers.known')}
              loadingLabel={t('reporting.suppliers.knownLoading')}
              failedTitle={t('reporting.suppliers.knownFailed')}
              records={known}
              error={knownQuery.error}
              onRetry={() => knownQuery.refetch()}
              keyOf={(supplier) => nameKey(supplier.name)}
              columns={[
                { header: t('reporting.suppliers.name'), cell: (s) => <LongText>{s.name}</LongText> },
                { header: t('reporting.suppliers.id'), cell: (s) => s.idSupplier ?? '—' },
                { header: t('reporting.suppliers.typeColumn'), cell: (s) => supplierTypeLabel(s.type, t) },
                { header: t('reporting.hourValue.label'), cell: (s) => formatDecimal(s.hourValue, locale) },
              ]}
              editLabel={(supplier) => t('reporting.suppliers.edit', { name: supplier.name })}
              onEdit={draft.pick}
            />
          </Grid.Col>
        </Grid>
        <HistoryTable
          title={t('reporting.suppliers.history')}
          form="suppliers"
          schemas={supplierSchemas}
          describe={(payload) => (
            <LongText lines={3}>
              {`${payload.name} · ${supplierTypeLabel(payload.type, t)} · ${t('reporting.perHour', {
                amount: formatDecimal(payload.hourValue, locale),
              })}`}
            </LongText>
          )}
          result={(supplier) => (
            <Text size="xs">
              {t('reporting.suppliers.supplierIdValue', { id: String(supplier.idSupplier) })}
            </Text>
          )}
        />
      </Stack>
    </>
  );
}
