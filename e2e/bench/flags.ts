/**
 * A whole-number command-line flag of a bench, within its bounds; anything else stops the bench with
 * exit code 2 and one line naming the flag.
 */
export function wholeFlag(bench: string, name: string, raw: string, min: number, max: number): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    console.error(`${bench}: --${name} must be a whole number from ${min} to ${max}`);
    process.exit(2);
  }
  return value;
}
