import { Button, Center, Loader, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { ApiToken } from '@/api/workspace/api-tokens';
import { QueryErrorAlert } from '@/components/query-error-alert';
import { RelativeTime } from '@/components/relative-time';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { useLanguage, useT } from '@/i18n/i18n-provider';
import { roleKeys } from '@/i18n/role-words';
import { formatDateTime } from '@/lib/format';
import { useRelativeNow } from '@/lib/relative-time';
import { RevokeTokenModal } from './revoke-token-modal';

export const apiTokensQuery = queryOptions({
  queryKey: workspaceKeys.apiTokens(),
  queryFn: ({ signal }) => workspaceApi.apiTokens(signal),
});

const wrapAnywhere = { overflowWrap: 'anywhere' } as const;

/** The signed-in person's tokens, newest first, each with its Revoke (asked before it is done). */
export function TokenList() {
  const t = useT();
  const tokens = useQuery(apiTokensQuery);
  // The token last asked about stays while its question closes; each opening is counted (`openings`).
  const [asked, setAsked] = useState<{ token: ApiToken; opened: boolean; openings: number }>();
  const ask = (token: ApiToken) =>
    setAsked((last) => ({ token, opened: true, openings: (last?.openings ?? 0) + 1 }));
  return (
    <Stack gap="sm" component="section" aria-labelledby="token-list-title">
      <Title order={2} size="h4" id="token-list-title">
        {t('tokens.list.title')}
      </Title>
      {tokens.isPending ? (
        <Center p="xl">
          <Loader aria-label={t('tokens.loading')} />
        </Center>
      ) : tokens.isError ? (
        <QueryErrorAlert
          title={t('tokens.loadFailed')}
          error={tokens.error}
          onRetry={() => tokens.refetch()}
        />
      ) : tokens.data.tokens.length === 0 ? (
        <Text role="status">{t('tokens.empty')}</Text>
      ) : (
        // On a phone the table scrolls sideways inside itself, never the page.
        <Table.ScrollContainer minWidth={720}>
          <Table verticalSpacing="sm" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('tokens.column.name')}</Table.Th>
                <Table.Th>{t('tokens.column.role')}</Table.Th>
                <Table.Th>{t('tokens.column.created')}</Table.Th>
                <Table.Th>{t('tokens.column.expires')}</Table.Th>
                <Table.Th>{t('tokens.column.lastUsed')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('tokens.column.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {tokens.data.tokens.map((token) => (
                <TokenRow key={token.id} token={token} onRevoke={() => ask(token)} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <RevokeTokenModal
        token={asked?.token}
        openings={asked?.openings ?? 0}
        opened={asked?.opened === true}
        onClose={() => setAsked((current) => current && { ...current, opened: false })}
      />
    </Stack>
  );
}

function TokenRow({ token, onRevoke }: { token: ApiToken; onRevoke: () => void }) {
  const t = useT();
  const { locale, timeZone } = useLanguage();
  const now = useRelativeNow();
  const expiry = formatDateTime(token.expiresAt, locale, timeZone === 'utc' ? 'UTC' : undefined);
  return (
    <Table.Tr>
      <Table.Td style={wrapAnywhere}>
        <Text size="sm" fw={500}>
          {token.name}
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">{t(roleKeys[token.role])}</Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          <RelativeTime at={token.createdAt} />
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm" c={token.expiresAt <= now ? 'red' : undefined}>
          <time dateTime={new Date(token.expiresAt).toISOString()} title={expiry}>
            {token.expiresAt <= now ? t('tokens.expired') : expiry}
          </time>
        </Text>
      </Table.Td>
      <Table.Td>
        <Text size="sm">
          {token.lastUsedAt === null ? t('tokens.never') : <RelativeTime at={token.lastUsedAt} />}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          variant="light"
          color="red"
          size="compact-sm"
          aria-label={t('tokens.revokeLabel', { name: token.name })}
          onClick={onRevoke}
        >
          {t('tokens.revoke')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
