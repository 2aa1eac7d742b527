import type { ReceivedRequest } from '../../src/mocks/simulator';
import { e2ePorts } from './ports';

const controlUrl = `http://127.0.0.1:${e2ePorts.fakeUpstream}/__control`;

/** Every request the fake upstream received, oldest first, with the credentials as they arrived. */
export async function receivedRequests(): Promise<ReceivedRequest[]> {
  const response = await fetch(`${controlUrl}/requests`);
  return (await response.json()) as ReceivedRequest[];
}

/**
 * How long `robotId`'s runs wait in the fake upstream's queue and then run (otherwise 1.5 s and 6 s, the
 * demo's pace). A test gives a robot id of its own the pace it needs: the other tests share the upstream.
 */
export async function setRunTimes(robotId: string, times: { queueMs: number; runMs: number }): Promise<void> {
  const response = await fetch(`${controlUrl}/timing`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ robotId, ...times }),
  });
  if (!response.ok) throw new Error(`the fake upstream refused the times: ${await response.text()}`);
}

/** A quick run: a moment in the queue, half a second running; the server still reads it every 2 s. */
export const quickRun = { queueMs: 100, runMs: 500 } as const;
