/**
 * Which precompressed copy of a file to send, from the request's `Accept-Encoding` (RFC 9110 §12.5.3):
 * the acceptable coding with the highest q-value among those we have, brotli first on a tie (it is the
 * smaller); the file as it is when neither is acceptable, or when identity is named with a higher q.
 */

export type ContentCoding = 'br' | 'gzip';

/** The copies the build writes next to each compressible file, best first. */
export const precompressedCodings: readonly ContentCoding[] = ['br', 'gzip'];

export const codingSuffix: Readonly<Record<ContentCoding, string>> = { br: '.br', gzip: '.gz' };

/** `name;q=0.5` → ['name', 0.5]; `undefined` for an entry that is not well formed (it is ignored). */
function parseEntry(entry: string): [string, number] | undefined {
  const [name = '', ...params] = entry.split(';').map((part) => part.trim());
  if (!/^[A-Za-z0-9!#$%&'*+.^_`|~-]+$/.test(name)) return undefined;
  let q = 1;
  for (const param of params) {
    const match = /^q\s*=\s*(0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/i.exec(param);
    if (match === null) {
      if (/^q\s*=/i.test(param)) return undefined;
      continue;
    }
    q = Number(match[1]);
  }
  return [name.toLowerCase(), q];
}

/** The coding to send among `available`, or `undefined` for the file as it is (identity). */
export function chooseCoding(
  acceptEncoding: string | null | undefined,
  available: readonly ContentCoding[],
): ContentCoding | undefined {
  if (acceptEncoding === null || acceptEncoding === undefined || acceptEncoding.trim() === '')
    return undefined;
  const weights = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const parsed = parseEntry(entry);
    // The first mention of a coding counts, as a listed duplicate adds nothing.
    if (parsed !== undefined && !weights.has(parsed[0])) weights.set(parsed[0], parsed[1]);
  }
  // x-gzip is an old alias of gzip (RFC 9110 §8.4.1.3).
  if (!weights.has('gzip') && weights.has('x-gzip')) weights.set('gzip', weights.get('x-gzip') ?? 0);
  const wildcard = weights.get('*');
  let best: ContentCoding | undefined;
  let bestQ = 0;
  for (const coding of precompressedCodings) {
    if (!available.includes(coding)) continue;
    const q = weights.get(coding) ?? wildcard ?? 0;
    if (q > bestQ) {
      best = coding;
      bestQ = q;
    }
  }
  // A client that names identity above every coding we have would rather have the file as it is.
  const identity = weights.get('identity');
  return identity !== undefined && identity > bestQ ? undefined : best;
}
