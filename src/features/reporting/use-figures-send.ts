import { workspaceApi } from '@/data/workspace-client';
import { useSendReport } from './use-send-report';

/** The earlier accepted send of the same record: who sent it and when. */
export interface EarlierSend {
  readonly sentAt: number;
  readonly sentBy: string;
}

/** Thrown instead of sending when the team already sent the same record and the operator has not confirmed. */
class AlreadySentError extends Error {
  constructor(readonly earlier: EarlierSend) {
    super('This record was already sent.');
    this.name = 'AlreadySentError';
  }
}

interface FiguresSend<P> {
  readonly record: P;
  readonly confirmed: boolean;
}

/**
 * Sending an RPA or volumetry record. The service creates a record on every send, so the same figures
 * sent twice count twice in the analytics: a record equal to one the team already sent successfully
 * (the server compares them, field by field) waits for the operator to confirm. The question is the
 * send's own outcome, so a double click or a failed check behaves like any send. After a successful
 * send `onSent` starts the next record.
 */
export function useFiguresSend<P extends object, R>(
  form: 'rpa' | 'volumetry',
  sendRecord: (payload: P) => Promise<R>,
  onSent: () => void,
) {
  const sender = useSendReport<FiguresSend<P>, R>(form, async ({ record, confirmed }) => {
    if (!confirmed) {
      const earlier = await workspaceApi.history({
        form,
        outcome: 'sent',
        payload: JSON.stringify(record),
        offset: 0,
        limit: 1,
      });
      const last = earlier.items[0];
      if (last !== undefined) throw new AlreadySentError(last);
    }
    return sendRecord(record);
  });
  const duplicateOf = sender.error instanceof AlreadySentError ? sender.error.earlier : null;
  return {
    data: sender.data,
    error: duplicateOf === null ? sender.error : null,
    isPending: sender.isPending,
    submit: (record: P, confirmed = false) => void sender.send({ record, confirmed }, onSent),
    /** The earlier send of the same record, while the operator is asked; null otherwise. */
    duplicateOf,
    cancelDuplicate: sender.reset,
  };
}
