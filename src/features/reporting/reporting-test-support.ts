/** Shared steps of the reporting tests: the browser's language, the words, and the request preview. */
import { screen } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import type { EndpointName } from '@/api/endpoints';
import type { Simulator } from '@/mocks/simulator/simulator';

export { wordsIn } from '@/testing/words';

/**
 * The browser's preferred languages for the rest of this test, most preferred first. The app's
 * locale follows them (lib/locale.ts), never the machine's `LANG`, so a test says which it runs in.
 */
export function pinBrowserLanguages(...languages: [string, ...string[]]): void {
  const list = vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  const first = vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0]);
  onTestFinished(() => {
    list.mockRestore();
    first.mockRestore();
  });
}

/** The body the request preview shows, parsed; undefined while it shows none. */
export function previewedBody(): unknown {
  const body = screen.queryByTestId('request-body');
  return body === null ? undefined : JSON.parse(body.textContent);
}

/** The preview's body text, compacted as the client sends it (same keys, same order). */
export function previewedJson(): string | undefined {
  const body = previewedBody();
  return body === undefined ? undefined : JSON.stringify(body);
}

/** The bodies the service received on an endpoint, oldest first. */
export function receivedBodies(sim: Simulator, endpoint: EndpointName): unknown[] {
  return sim.receivedRequests
    .filter((request) => request.endpoint === endpoint)
    .map((request) => request.body);
}

/** For `toHaveAccessibleDescription`: a field's description includes its error message. */
export function including(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
