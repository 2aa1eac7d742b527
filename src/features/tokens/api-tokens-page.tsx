/**
 * One's own API tokens (`/tokens`, everyone's): what scripts send as `Authorization: Bearer <token>`
 * instead of signing in. A token is made with a name, a role up to one's own and a lifetime, and shown
 * once, in this page's state only (never stored, never in the query cache): leaving the page or making
 * another forgets it. The list says when each was made, expires and was last used; Revoke asks first.
 */
import { Stack } from '@mantine/core';
import { useState } from 'react';
import type { ApiTokenCreated } from '@/api/workspace/api-tokens';
import { PageHeader } from '@/components/page-header';
import { useT } from '@/i18n/i18n-provider';
import { NewTokenForm } from './new-token-form';
import { NewTokenSecret } from './new-token-secret';
import { TokenList } from './token-list';

export function ApiTokensPage() {
  const t = useT();
  const [created, setCreated] = useState<ApiTokenCreated>();
  return (
    <Stack gap="lg">
      <PageHeader
        title={t('tokens.title')}
        description={
          <>
            {t('tokens.description')}
            <br />
            {t('tokens.explained')}
          </>
        }
      />
      <NewTokenForm onSending={() => setCreated(undefined)} onCreated={setCreated} />
      {created !== undefined && (
        <NewTokenSecret key={created.id} created={created} onDone={() => setCreated(undefined)} />
      )}
      <TokenList />
    </Stack>
  );
}
