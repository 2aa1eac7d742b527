import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { catalogStore } from '@/lib/catalog';
import { useLocalStore, useLocalStoreProblem } from '@/lib/local-store';
import { CatalogTransferButtons, type ImportOutcome } from './catalog-transfer';
import { RobotsSection } from './robots-section';
import { RuntimesSection } from './runtimes-section';

// The light alerts' coloured titles fall below WCAG AA contrast for green and orange; the title keeps the
// text colour and the background still carries the tone.
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
            title="The saved catalog could not be read"
            styles={readableTitle}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={catalogStore.dismissProblem}
          >
            {storeProblem}
          </Alert>
        )}
        {imported !== undefined && (
          <Alert
            color={imported.ok ? 'green' : 'red'}
            title={imported.ok ? 'Catalog imported' : 'Import failed'}
            role={imported.ok ? 'status' : 'alert'}
            styles={readableTitle}
            withCloseButton
            closeButtonLabel="Dismiss"
            onClose={() => setImported(undefined)}
          >
            {imported.message}
          </Alert>
        )}
        <RuntimesSection runtimes={catalog.runtimes} />
        <RobotsSection robots={catalog.robots} />
      </Stack>
    </>
  );
}
