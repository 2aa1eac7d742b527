/**
 * One record per identifying name, newest first. Names are compared without case, the rule the
 * service is assumed to use to pick the record it edits (spec-gaps.ts `upsertKeyRule`).
 */
export function latestByName<T>(records: readonly T[], nameOf: (record: T) => string): T[] {
  const seen = new Set<string>();
  const latest: T[] = [];
  for (const record of records) {
    const key = nameOf(record).trim().toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    latest.push(record);
  }
  return latest;
}
