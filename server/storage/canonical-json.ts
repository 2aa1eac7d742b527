/**
 * JSON text with object keys in sorted order, for comparing values: PostgreSQL's jsonb gives keys back
 * in its own order, so the text of the same value read back differs from the text written.
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item === null || typeof item !== 'object' || Array.isArray(item)) return item;
    return Object.fromEntries(Object.entries(item).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  });
}
