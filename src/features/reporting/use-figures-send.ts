import { useState } from 'react';
import { useLocalStore } from '@/lib/local-store';
import type { ReportHistory } from './report-history';
import { useSendReport } from './use-send-report';

/** Flat records (numbers and an ISO string): equal when every field is. */
function samePayload(a: object, b: object): boolean {
  const left = Object.entries(a);
  const right = new Map(Object.entries(b));
  return left.length === right.size && left.every(([key, value]) => Object.is(right.get(key), value));
}

/**
 * Sending an RPA or volumetry record. The service creates a record on every send, so the same figures
 * sent twice count twice in the analytics: a record equal to one already sent successfully from this
 * browser waits for the operator to confirm. After a successful send `onSent` starts the next record.
 */
export function useFiguresSend<P extends object, R>(
  history: ReportHistory<P, R>,
  sendRecord: (payload: P) => Promise<R>,
  onSent: () => void,
) {
  const sender = useSendReport(history, sendRecord);
  const entries = useLocalStore(history.store);
  const [duplicateOf, setDuplicateOf] = useState<number | null>(null);

  const submit = (payload: P, confirmed = false) => {
    const earlier = entries.find((entry) => entry.outcome === 'sent' && samePayload(entry.payload, payload));
    if (earlier !== undefined && !confirmed) {
      setDuplicateOf(earlier.sentAt);
      return;
    }
    setDuplicateOf(null);
    void sender.send(payload, onSent);
  };
  return {
    ...sender,
    submit,
    /** When the same record was sent before, while the operator is asked; null otherwise. */
    duplicateOf,
    cancelDuplicate: () => setDuplicateOf(null),
  };
}
