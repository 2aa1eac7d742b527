import { Center, Group, Loader, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { teamCatalogQuery } from '@/data/workspace-queries';
import { PageHeader } from '@/components/page-header';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RoleNote } from '@/components/role-note';
import { useAllowed } from '@/data/use-role';
import { useT } from '@/i18n/i18n-provider';
import { CatalogTransferButtons } from './catalog-transfer';
import { catalogEditRole, useCatalogWrites } from './catalog-writes';
import { ImportOutcomeAlert, type ImportOutcome } from './import-outcome-alert';
import { undoImport } from './import-undo';
import { RobotsSection } from './robots-section';
import { RuntimesSection } from './runtimes-section';

export function CatalogPage() {
  const t = useT();
  const catalog = useQuery(teamCatalogQuery);
  const writes = useCatalogWrites();
  const mayEdit = useAllowed(catalogEditRole);
  const [imported, setImported] = useState<ImportOutcome>();

  return (
    <>
      <PageHeader
        title={t('catalog.page.title')}
        description={t('catalog.page.description')}
        actions={<CatalogTransferButtons onImported={setImported} />}
      />
      <Stack gap="lg">
        {!mayEdit && <RoleNote>{t('catalog.role.readOnly')}</RoleNote>}
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
              catalog.data === undefined ? t('catalog.page.loadFailed') : t('catalog.page.refreshFailed')
            }
            error={catalog.error}
            onRetry={() => catalog.refetch()}
          />
        )}
        {catalog.isPending && (
          <Center py="xl">
            <Group gap="sm" role="status">
              <Loader size="sm" aria-hidden />
              <Text>{t('catalog.page.loading')}</Text>
            </Group>
          </Center>
        )}
        {catalog.data !== undefined && (
          <>
            <RuntimesSection runtimes={catalog.data.runtimes} />
            <RobotsSection robots={catalog.data.robots} runtimes={catalog.data.runtimes} />
          </>
        )}
      </Stack>
    </>
  );
}
