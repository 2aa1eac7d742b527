/**
 * JWT-shaped tokens for the simulator. They only need to look like what the service issues (three
 * base64url parts, `sub`/`iat`/`exp` in seconds) so that code reading the `exp` claim is exercised;
 * the simulator checks a token by looking it up in its own state, so the signature is decorative.
 */
import { z } from '@/api/zod';

const jwtClaimsSchema = z.object({
  sub: z.string(),
  iat: z.int(),
  exp: z.int(),
  jti: z.string(),
});
type JwtClaims = z.infer<typeof jwtClaimsSchema>;

/** UTF-8 safe base64, available in browsers and Node alike. */
export function encodeBase64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** Inverse of `encodeBase64`; `undefined` when the text is not valid base64 or not UTF-8. */
export function decodeBase64(encoded: string): string | undefined {
  try {
    const binary = atob(encoded);
    const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return undefined;
  }
}

function base64Url(text: string): string {
  return encodeBase64(text).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

// FNV-1a: enough to make the signature differ per token without pulling crypto into the browser bundle.
function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

export function createJwt(claims: JwtClaims): string {
  const header = base64Url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64Url(JSON.stringify(claims));
  const signature = base64Url(fnv1a(`${header}.${payload}`).repeat(4));
  return `${header}.${payload}.${signature}`;
}

/** The claims of a token, or `undefined` when it is not JWT-shaped. */
export function readJwtClaims(token: string): JwtClaims | undefined {
  const payload = token.split('.')[1];
  if (payload === undefined) return undefined;
  const json = decodeBase64(payload.replace(/-/g, '+').replace(/_/g, '/'));
  if (json === undefined) return undefined;
  try {
    const parsed = jwtClaimsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
