/**
 * Users' upstream tokens are stored sealed: AES-256-GCM with a key derived (HKDF-SHA-256) from
 * SESSION_SECRET, and the row's own id as additional data, so a sealed token copied into another row
 * does not open there. Web Crypto only, so the same code runs in the browser's mock mode.
 */

export interface TokenSeal {
  seal(token: string, context: string): Promise<string>;
  /** The token, or `undefined` when the text was not sealed with this secret for this context. */
  open(sealed: string, context: string): Promise<string | undefined>;
}

import { boundedMemo } from './bounded-memo';

const version = 'v1';
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

export async function createTokenSeal(secret: string): Promise<TokenSeal> {
  const material = await crypto.subtle.importKey('raw', encoder.encode(secret), 'HKDF', false, ['deriveKey']);
  const key = await crypto.subtle.deriveKey(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: encoder.encode('robot-console'),
      info: encoder.encode('session token'),
    },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
  return {
    async seal(token, context) {
      const iv = crypto.getRandomValues(new Uint8Array(12));
      const sealed = await crypto.subtle.encrypt(
        { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
        key,
        encoder.encode(token),
      );
      return `${version}.${toBase64Url(iv)}.${toBase64Url(new Uint8Array(sealed))}`;
    },
    async open(sealed, context) {
      const [tag, ivText, bodyText] = sealed.split('.');
      if (tag !== version || ivText === undefined || bodyText === undefined) return undefined;
      const iv = fromBase64Url(ivText);
      const body = fromBase64Url(bodyText);
      if (iv === undefined || body === undefined) return undefined;
      try {
        const plain = await crypto.subtle.decrypt(
          { name: 'AES-GCM', iv, additionalData: encoder.encode(context) },
          key,
          body,
        );
        return new TextDecoder().decode(plain);
      } catch {
        // Another secret, another row, or altered text: not ours to open.
        return undefined;
      }
    },
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
