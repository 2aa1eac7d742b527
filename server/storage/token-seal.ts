/**
 * Users' upstream tokens (the runner's too, and the schedules' secret values) are stored sealed:
 * AES-256-GCM with a key derived (HKDF-SHA-256) from SESSION_SECRET, and the row's own id as additional
 * data, so a sealed token copied into another row does not open there. Web Crypto only, so the same code
 * runs in the browser's mock mode.
 *
 * A key ring, so the secret can be rotated (docs/security.md): text is sealed under the current secret
 * and opened under it or the one before (SESSION_SECRET_PREVIOUS). Sealed text names its key by a short
 * id derived from the secret (HKDF again, with another `info`: it tells nothing of the key), so the
 * opener takes the right one. Text sealed before the ids (`v1`, no id) is tried under each, current
 * first: right after the upgrade all of it is `v1`, and the first rotation makes its secret the previous.
 */

export interface TokenSeal {
  /** Sealed under the current secret. */
  seal(token: string, context: string): Promise<string>;
  /** The token, or `undefined` when the text was not sealed under either secret for this context. */
  open(sealed: string, context: string): Promise<string | undefined>;
  /**
   * Whether the text is to be sealed again: during a rotation (a previous secret is set), any not sealed
   * under the current secret's key. Outside one, text that opens is left as it is (an instance not yet
   * upgraded to key ids opens only `v1`).
   */
  stale(sealed: string): boolean;
}

import { boundedMemo } from './bounded-memo';

/** Sealed text: `v2.<key id>.<iv>.<body>`; before key ids, `v1.<iv>.<body>`. */
const version = 'v2';
const legacyVersion = 'v1';
const encoder = new TextEncoder();

/**
 * How many session-id hashes each process remembers: a proxied call reads its session row on every
 * request, and Web Crypto's hash (a job and a few promises) costs more than the rest of the call.
 * (Opened tokens are remembered by the session store, which knows when their session ends.)
 */
const hashes = boundedMemo<string>(4096);

function toBase64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return undefined;
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

interface RingKey {
  readonly id: string;
  readonly key: CryptoKey;
}

/** A secret's sealing key and its id (48 bits: enough to tell two secrets apart, not to guess one). */
async function ringKey(secret: string): Promise<RingKey> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, [
    'deriveKey',
    'deriveBits',
  ]);
  const hkdf = (info: string) => ({
    name: 'HKDF',
    hash: 'SHA-256',
    salt: encoder.encode('robot-console'),
    info: encoder.encode(info),
  });
  const key = await crypto.subtle.deriveKey(
    hkdf('session token'),
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  const id = toBase64Url(new Uint8Array(await crypto.subtle.deriveBits(hkdf('key id'), material, 48)));
  return { id, key };
}

/** Seals under `secret`; opens under it or `previous` (the secret before a rotation). */
export async function createTokenSeal(secret: string, previous?: string): Promise<TokenSeal> {
  const current = await ringKey(secret);
  const ring = previous === undefined || previous === secret ? [current] : [current, await ringKey(previous)];

  /** The keys that may open the text, and its iv and body; undefined when it is not sealed text. */
  function parse(sealed: string) {
    const [tag, ...rest] = sealed.split('.');
    if (tag === version && rest.length === 3) {
      const [id, ivText = '', bodyText = ''] = rest;
      return { keys: ring.filter((k) => k.id === id), ivText, bodyText };
    }
    if (tag === legacyVersion && rest.length === 2) {
      const [ivText = '', bodyText = ''] = rest;
      return { keys: ring, ivText, bodyText };
    }
    return undefined;
  }

  return {
    async seal(token, context) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
        current.key,
        encoder.encode(token),
      );
      return `${version}.${current.id}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
    },
    async open(sealed, context) {
      const parsed = parse(sealed);
      if (parsed === undefined) return undefined;
      const iv = fromBase64Url(parsed.ivText);
      const body = fromBase64Url(parsed.bodyText);
      if (iv === undefined || body === undefined) return undefined;
      for (const { key } of parsed.keys) {
        try {
          const plain = await crypto.subtle.decrypt(
            { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
            key,
            body,
          );
          return new TextDecoder().decode(plain);
        } catch {
          // Another secret, another row, or altered text: not this key's to open.
        }
      }
      return undefined;
    },
    stale: (sealed) => ring.length > 1 && !sealed.startsWith(`${version}.${current.id}.`),
  };
}

/** SHA-256 of a session id, hex: what the database keeps instead of the cookie's value. */
export async function sessionIdHash(id: string): Promise<string> {
  const known = hashes.get(id);
  if (known !== undefined) return known;
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', encoder.encode(id)));
  const hash = Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
  hashes.set(id, hash);
  return hash;
}
