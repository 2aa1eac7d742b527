import type { ReceivedRequest } from '../../src/mocks/simulator/simulator';
import { e2ePorts } from './ports';

const controlUrl = `http://127.0.0.1:${e2ePorts.fakeUpstream}/__control`;

/** Every request the fake upstream received, oldest first, with the credentials as they arrived. */
export async function receivedRequests(): Promise<ReceivedRequest[]> {
  const response = await fetch(`${controlUrl}/requests`);
  return (await response.json()) as ReceivedRequest[];
}
