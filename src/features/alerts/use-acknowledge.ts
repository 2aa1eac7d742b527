import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notices } from '@/lib/notices';
import { workspaceApi, workspaceKeys } from '@/data/workspace-client';
import { useT } from '@/i18n/i18n-provider';
import { errorMessage } from '@/i18n/error-message';

/** Acknowledges an alert with the operator's note; every list of alerts and the overview read again. */
export function useAcknowledge() {
  const t = useT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => workspaceApi.acknowledgeAlert(id, note),
    onSuccess: () => {
      notices.show({ color: 'green', message: t('alerts.acknowledged') });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: workspaceKeys.alerts() }),
        queryClient.invalidateQueries({ queryKey: ['workspace', 'overview'] }),
      ]);
    },
    onError: (error) =>
      notices.show({ color: 'red', title: t('alerts.acknowledgeFailed'), message: errorMessage(error, t) }),
  });
}
