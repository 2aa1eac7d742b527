/**
 * Records are told apart by their identifying name compared without case, the rule the service is
 * assumed to use to pick the record it edits (spec-gaps.ts `upsertKeyRule`). `toLowerCase`, not
 * `toLocaleLowerCase`: the comparison must not depend on the machine's locale.
 */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** One record per identifying name, newest first. */
export function latestByName<T>(records: readonly T[], nameOf: (record: T) => string): T[] {
  const seen = new Set<string>();
  const latest: T[] = [];
  for (const record of records) {
    const key = nameKey(nameOf(record));
    if (seen.has(key)) continue;
    seen.add(key);
    latest.push(record);
  }
  return latest;
}

/** The record that sending `name` would edit, if this browser knows one; none for a blank name. */
export function recordNamed<T>(
  records: readonly T[],
  nameOf: (record: T) => string,
  name: string,
): T | undefined {
  const key = nameKey(name);
  return key === '' ? undefined : records.find((record) => nameKey(nameOf(record)) === key);
}
