/**
 * When the fake upstream's answer about an execution changed: nothing runs on a timer in the simulator
 * (executions.ts derives each answer from the clock), so the instant an answer first looked the way a
 * client saw it can be found again afterwards. The live benchmark measures change-to-browser latency
 * from it.
 */
import { executionView, type ExecutionRecord, type ExecutionTiming } from '../simulator/executions';

/** What a client saw of an execution's result. */
interface SeenResult {
  readonly status: string | null;
  readonly progress: number | null;
  readonly logCount: number;
}

const statusRank = (status: string | null, ended: boolean) => {
  if (ended) return 2;
  return status === 'PENDENT' || status === null ? 0 : 1;
};

/**
 * The first instant, at or before `upTo`, from which the simulator answered at least what `seen`
 * shows (status, progress and log lines only grow); `undefined` when it never did by then.
 */
export function changeInstant(
  record: ExecutionRecord,
  timing: ExecutionTiming,
  seen: SeenResult & { readonly ended: boolean },
  upTo: number,
): number | undefined {
  const reached = (at: number) => {
    const view = executionView(record, timing, at);
    return (
      statusRank(view.status, view.end !== null) >= statusRank(seen.status, seen.ended) &&
      view.progress >= (seen.progress ?? 0) &&
      view.logs.length >= seen.logCount
    );
  };
  if (!reached(upTo)) return undefined;
  let low = record.queuedAt;
  let high = upTo;
  if (reached(low)) return low;
  // reached(low) is false and reached(high) true: narrow to the first millisecond it holds.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (reached(middle)) high = middle;
    else low = middle;
  }
  return high;
}
