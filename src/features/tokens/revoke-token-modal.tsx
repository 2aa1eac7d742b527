import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/api-error';
import type { ApiToken } from '@/api/workspace/api-tokens';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { errorMessage } from '@/i18n/error-message';
import { AppDialog } from '@/components/app-dialog';
import { useT } from '@/i18n/i18n-provider';
import { notices } from '@/lib/notices';

function RevokeQuestion({ token, onClose }: { token: ApiToken; onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => workspaceApi.revokeApiToken(token.id),
    // Whatever the answer, the list is read again: a token revoked elsewhere leaves it too.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.apiTokens() }),
    onSuccess: () => {
      notices.show({
        color: 'teal',
        message: t('tokens.revoke.done', { name: token.name }),
        styles: { description: { overflowWrap: 'anywhere' } },
      });
      onClose();
    },
    onError: (error) => {
      // Revoked already (in another tab, say): what was asked is done.
      if (isApiError(error) && error.status === 404) {
        notices.show({
          message: t('tokens.revoke.gone', { name: token.name }),
          styles: { description: { overflowWrap: 'anywhere' } },
        });
        onClose();
      }
    },
  });
  const failed = revoke.isError && !(isApiError(revoke.error) && revoke.error.status === 404);
  return (
    <Stack>
      <Text size="sm">{t('tokens.revoke.explain')}</Text>
      {failed && (
        <Alert color="red" role="alert" title={t('tokens.revoke.failed')}>
          {errorMessage(revoke.error, t)}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-autofocus>
          {t('tokens.revoke.cancel')}
        </Button>
        <Button color="red" loading={revoke.isPending} onClick={() => revoke.mutate()}>
          {t('tokens.revoke.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}

/** Asks before a token is revoked: scripts that send it are refused from then on, for good. */
export function RevokeTokenModal({
  token,
  opened,
  openings,
  onClose,
}: {
  /** The token asked about last: it stays while the question closes. */
  token: ApiToken | undefined;
  opened: boolean;
  /** Counts the openings: each one starts from the question, not from the last one's failure. */
  openings: number;
  onClose: () => void;
}) {
  const t = useT();
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={t('tokens.revoke.question', { name: token?.name ?? '' })}
    >
      {token !== undefined && <RevokeQuestion key={openings} token={token} onClose={onClose} />}
    </AppDialog>
  );
}
