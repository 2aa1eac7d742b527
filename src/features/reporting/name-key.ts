/**
 * Records are told apart by their identifying name compared without case, the rule the service is
 * assumed to use to pick the record it edits (spec-gaps.ts `upsertKeyRule`); the server lists the known
 * records by the same key. `toLowerCase`, not `toLocaleLowerCase`: the comparison must not depend on
 * the machine's locale.
 */
export function nameKey(name: string): string {
  return name.trim().toLowerCase();
}

/** The record that sending `name` would edit, if the team knows one; none for a blank name. */
export function recordNamed<T>(
  records: readonly T[],
  nameOf: (record: T) => string,
  name: string,
): T | undefined {
  const key = nameKey(name);
  return key === '' ? undefined : records.find((record) => nameKey(nameOf(record)) === key);
}
