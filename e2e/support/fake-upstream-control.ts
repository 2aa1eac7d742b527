import { e2ePorts } from './ports';

const controlUrl = `http://127.0.0.1:${e2ePorts.fakeUpstream}/__control`;

export interface ReceivedRequest {
  readonly endpoint?: string;
  readonly method?: string;
  readonly path?: string;
  readonly headers: Record<string, string>;
  readonly body?: unknown;
}

/** Every request the fake upstream received, oldest first. */
export async function receivedRequests(): Promise<ReceivedRequest[]> {
  const response = await fetch(`${controlUrl}/requests`);
  return (await response.json()) as ReceivedRequest[];
}

/** Every token the fake upstream issued so far stops working (a session expiring upstream). */
export async function expireUpstreamTokens(): Promise<void> {
  await fetch(`${controlUrl}/expire-tokens`, { method: 'POST' });
}
