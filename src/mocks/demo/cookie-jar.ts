/**
 * The browser's cookie store, played by the mock mode: a response that msw builds in the page cannot set
 * an HttpOnly cookie, so the in-page server's Set-Cookie answers are kept here and sent back as the
 * Cookie header of the next requests, as a browser would. Kept in storage the tabs share, so that signing
 * out in one tab signs out the others, as with a real cookie.
 */
import type { KeyValueStorage } from './mock-store';

export interface CookieJar {
  /** The Cookie header to send, or `undefined` when the jar is empty. */
  header(): string | undefined;
  /** Takes in the Set-Cookie headers of an answer. */
  store(setCookies: readonly string[]): void;
}

const jarKey = 'robot-console:mock-cookies';

function readJar(storage: KeyValueStorage): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(jarKey) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return {};
  }
}

export function createCookieJar(storage: KeyValueStorage): CookieJar {
  return {
    header() {
      const pairs = Object.entries(readJar(storage)).map(([name, value]) => `${name}=${value}`);
      return pairs.length === 0 ? undefined : pairs.join('; ');
    },
    store(setCookies) {
      if (setCookies.length === 0) return;
      const jar = new Map(Object.entries(readJar(storage)));
      for (const line of setCookies) {
        const [pair = '', ...attributes] = line.split(';');
        const separator = pair.indexOf('=');
        if (separator <= 0) continue;
        const name = pair.slice(0, separator).trim();
        const expired = attributes.some((attribute) => /^\s*max-age\s*=\s*0\s*$/i.test(attribute));
        if (expired) jar.delete(name);
        else jar.set(name, pair.slice(separator + 1).trim());
      }
      storage.setItem(jarKey, JSON.stringify(Object.fromEntries(jar)));
    },
  };
}

/** A jar in memory, for one test. */
export function memoryStorage(): KeyValueStorage {
  const values = new Map<string, string>();
  return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => values.set(key, value) };
}
