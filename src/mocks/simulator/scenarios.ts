/**
 * Scenario switches: the failure modes a caller must survive, switched on per test (or from an e2e
 * test through the fake upstream's control API or `window.__robotConsoleMock`) instead of ad-hoc handlers.
 */
import { z } from '@/api/zod';
import { endpointNames, type EndpointName } from '@/api/endpoints';

export const scenarioKinds = ['slow', 'server-error', 'malformed', 'expired-token'] as const;
export type ScenarioKind = (typeof scenarioKinds)[number];

export const scenarioSchema = z.object({
  /**
   * slow: waits `delayMs` before answering (an aborted request stops waiting);
   * server-error: 500 with a text body that is not JSON;
   * malformed: 200 with a body of the wrong shape for the endpoint;
   * expired-token: every bearer token is treated as expired (401).
   */
  kind: z.enum(scenarioKinds),
  /** The endpoints it applies to; all of them when absent. */
  endpoints: z.array(z.enum(endpointNames)).optional(),
  delayMs: z.int().nonnegative().optional(),
});
export type Scenario = z.infer<typeof scenarioSchema>;

/** What `setScenario` accepts: one scenario, several at once, or `null` to switch them all off. */
export const scenarioInputSchema = z.union([scenarioSchema, z.array(scenarioSchema), z.null()]);
export type ScenarioInput = Scenario | readonly Scenario[] | null;

export const defaultSlowDelayMs = 3000;

export function scenarioApplies(scenario: Scenario, endpoint: EndpointName): boolean {
  return scenario.endpoints === undefined || scenario.endpoints.includes(endpoint);
}

/** Waits, unless the request is aborted first: then it resolves early and reports `false`. */
export function waitUnlessAborted(ms: number, signal: AbortSignal | undefined): Promise<boolean> {
  return new Promise((resolve) => {
    if (signal?.aborted === true) {
      resolve(false);
      return;
    }
    const onAbort = () => {
      clearTimeout(timer);
      resolve(false);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve(true);
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
