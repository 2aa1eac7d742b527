import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { teamCatalogQuery } from '@/api/workspace-queries';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { CatalogTransferButtons } from './catalog-transfer';
import { useCatalogWrites } from './catalog-writes';
import { ImportOutcomeAlert, type ImportOutcome } from './import-outcome-alert';
import { undoImport } from './import-undo';
import { RobotsSection } from './robots-section';
import { RuntimesSection } from './runtimes-section';

export function CatalogPage() {
  const catalog = useQuery(teamCatalogQuery);
  const writes = useCatalogWrites();
  const [imported, setImported] = useState<ImportOutcome>();

  return (
    <>
      <PageHeader
        title="Catalog"
        description="The team's Runtimes and Robots, shared by every operator: the service cannot list them."
        actions={<CatalogTransferButtons onImported={setImported} />}
      />
      <Stack gap="lg">
        {imported !== undefined && (
          <ImportOutcomeAlert
            outcome={imported}
            onUndo={async (entries, fileName) => {
              const undone = await undoImport(writes, entries);
              setImported({ kind: 'undone', fileName, ...undone });
            }}
            onDismiss={() => setImported(undefined)}
          />
        )}
        {catalog.isError && (
          <QueryErrorAlert
            title={
              catalog.data === undefined
                ? "The team's catalog could not be loaded"
                : "The team's catalog could not be refreshed; it is shown as last loaded"
            }
            error={catalog.error}
            onRetry={() => catalog.refetch()}
          />
        )}
        {catalog.isPending && (
          <Center py="xl">
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>Loading the team&apos;s catalog…</Text>
            </Group>
          </Center>
        )}
        {catalog.data !== undefined && (
          <>
            <RuntimesSection runtimes={catalog.data.runtimes} />
            <RobotsSection robots={catalog.data.robots} />
          </>
        )}
      </Stack>
    </>
  );
}
