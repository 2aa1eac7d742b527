import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { catalogStore } from '@/lib/catalog';
import { useLocalStore, useLocalStoreProblem } from '@/lib/local-store';
import { CatalogTransferButtons, undoCatalogImport } from './catalog-transfer';
import { ImportOutcomeAlert, type ImportOutcome } from './import-outcome-alert';
import { RobotsSection } from './robots-section';
import { RuntimesSection } from './runtimes-section';

// The light alerts' orange title falls below WCAG AA contrast; the title keeps the text colour and the
// background still carries the tone.
const readableTitle = { title: { color: 'var(--mantine-color-text)' } };

export function CatalogPage() {
  const catalog = useLocalStore(catalogStore);
  const storeProblem = useLocalStoreProblem(catalogStore);
  const [imported, setImported] = useState<ImportOutcome>();

  return (
    <>
      <PageHeader
        title="Catalog"
        description="The Runtimes and Robots you work with, kept in this browser: the service cannot list them."
        actions={<CatalogTransferButtons onImported={setImported} />}
      />
      <Stack gap="lg">
        {storeProblem !== undefined && (
          <Alert
            color="orange"
            title="The saved catalog could not be read in full"
            styles={readableTitle}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={catalogStore.dismissProblem}
          >
            {storeProblem}
          </Alert>
        )}
        {imported !== undefined && (
          <ImportOutcomeAlert
            outcome={imported}
            onUndo={(plan, fileName) => setImported(undoCatalogImport(plan, fileName))}
            onDismiss={() => setImported(undefined)}
          />
        )}
        <RuntimesSection runtimes={catalog.runtimes} />
        <RobotsSection robots={catalog.robots} />
      </Stack>
    </>
  );
}
