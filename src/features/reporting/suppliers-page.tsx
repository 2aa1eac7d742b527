import { Grid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { api } from '@/api/browser-client';
import type { SupplierRequest, SupplierResponse } from '@/api/schemas';
import { PageHeader } from '@/components/page-header';
import { useLocalStore } from '@/lib/local-store';
import { HistoryTable } from './history-table';
import { KnownRecords } from './known-records';
import { formatDecimal } from './locale-number';
import { SendOutcome } from './send-outcome';
import { SupplierAnswer } from './supplier-answer';
import { SupplierForm } from './supplier-form';
import {
  emptySupplierForm,
  knownSuppliers,
  supplierFormFrom,
  supplierHistory,
  supplierTypeLabel,
} from './supplier-report';
import { useSendReport } from './use-send-report';

/** Which record the form starts from; a new `key` remounts the form so its values are set once. */
interface Draft {
  readonly key: number;
  readonly editing: SupplierResponse | null;
}

export function SuppliersPage() {
  const entries = useLocalStore(supplierHistory.store);
  const send = useSendReport(supplierHistory, (supplier) => api.supplier(supplier));
  const [draft, setDraft] = useState<Draft>({ key: 0, editing: null });
  const startFrom = (editing: SupplierResponse | null) => setDraft((d) => ({ key: d.key + 1, editing }));
  // Picking a record (or going back to a new one) clears the answer to the previous send.
  const pick = (editing: SupplierResponse | null) => {
    send.reset();
    startFrom(editing);
  };
  // A sent supplier is known from then on; the form starts afresh for the next one.
  const sendAndStartAfresh = (supplier: SupplierRequest) =>
    send.mutate(supplier, { onSuccess: () => startFrom(null) });

  return (
    <>
      <PageHeader
        title="Suppliers"
        description="Create or edit a supplier of the analytics product: its name, approach type and hourly value."
      />
      <Stack gap="lg">
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 7 }}>
            <Stack>
              <SupplierForm
                key={draft.key}
                initialValues={draft.editing === null ? emptySupplierForm : supplierFormFrom(draft.editing)}
                editing={draft.editing?.name ?? null}
                onCancelEdit={() => pick(null)}
                onSend={sendAndStartAfresh}
                sending={send.isPending}
              />
              <SendOutcome
                error={send.error}
                success={send.data !== undefined && <SupplierAnswer supplier={send.data} />}
                onRetry={() => {
                  if (send.variables !== undefined) sendAndStartAfresh(send.variables);
                }}
                retrying={send.isPending}
              />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <KnownRecords
              title="Known suppliers"
              records={knownSuppliers(entries)}
              keyOf={(supplier) => supplier.name.toLowerCase()}
              columns={[
                { header: 'Name', cell: (s) => s.name },
                { header: 'ID', cell: (s) => s.idSupplier },
                { header: 'Type', cell: (s) => supplierTypeLabel(s.type) },
                { header: 'Hourly value', cell: (s) => formatDecimal(s.hourValue) },
              ]}
              editLabel={(supplier) => `Edit supplier ${supplier.name}`}
              onEdit={pick}
            />
          </Grid.Col>
        </Grid>
        <HistoryTable
          title="Suppliers sent from this browser"
          history={supplierHistory}
          describe={({ payload }) =>
            `${payload.name} · ${supplierTypeLabel(payload.type)} · ${formatDecimal(payload.hourValue)} per hour`
          }
          result={(supplier) => <Text size="xs">Supplier ID {supplier.idSupplier}</Text>}
        />
      </Stack>
    </>
  );
}
