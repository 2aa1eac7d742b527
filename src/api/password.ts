/**
 * How a password travels to the sign-in endpoints (spec 2.1): base64-encoded, UTF-8 first so that any
 * character survives. The browser's client and the server's own sign-in call both send it this way.
 */
export function encodePassword(password: string): string {
  const bytes = new TextEncoder().encode(password);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}
