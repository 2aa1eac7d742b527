import { Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppDialog } from '@/components/app-dialog';
import { ConfirmQuestion, type QuestionOpening } from '@/components/confirm-question';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { useT } from '@/i18n/i18n-provider';
import { notices } from '@/lib/notices';

interface Person {
  readonly username: string;
  /** The admin asking: their own session here ends too. */
  readonly isMe: boolean;
}

function EndSessionsQuestion({ username, isMe, onClose }: Person & { onClose: () => void }) {
  const t = useT();
  const queryClient = useQueryClient();
  const end = useMutation({
    mutationFn: () => workspaceApi.endSessions(username),
    // The team is read again. An admin who ended their own sessions has none left: that read is refused
    // (401), and the app's one place for a lost session sends them to sign in.
    onSettled: () => queryClient.invalidateQueries({ queryKey: workspaceKeys.team() }),
    onSuccess: ({ ended }) => {
      notices.show({
        color: 'teal',
        message: t('team.endSessions.done', { count: ended, username }),
        styles: { description: { overflowWrap: 'anywhere' } },
      });
      onClose();
    },
  });
  return (
    <ConfirmQuestion
      failure={
        end.isError ? { title: t('team.endSessions.failed', { username }), error: end.error } : undefined
      }
      cancel={t('team.endSessions.cancel')}
      confirm={t('team.endSessions.confirm')}
      pending={end.isPending}
      onConfirm={() => end.mutate()}
      onCancel={onClose}
    >
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {t('team.endSessions.explain', { username })}
      </Text>
      {isMe && (
        <Text size="sm" fw={500}>
          {t('team.endSessions.self')}
        </Text>
      )}
    </ConfirmQuestion>
  );
}

/** Asks an admin before every session of someone ends: they are signed out everywhere, at once. */
export function EndSessionsDialog({ opened, openings, onClose, ...person }: Person & QuestionOpening) {
  const t = useT();
  return (
    <AppDialog
      opened={opened}
      onClose={onClose}
      title={t('team.endSessions.question', { username: person.username })}
    >
      <EndSessionsQuestion key={openings} {...person} onClose={onClose} />
    </AppDialog>
  );
}
