/**
 * How long the texts an operator types may be. The spec sets no limits (§8 "not shown"), but a name
 * that fills a screen or a value of megabytes is always an accident, and the server stores what is
 * typed, so every form and the server check the same numbers.
 */
export const textLimits = {
  /** A catalog Runtime's or Robot's name. */
  name: 120,
  /** A supplier's name (reporting, spec §2.10): the form and the server's proxy both hold it to this. */
  supplierName: 120,
  /** A job position's title (reporting, spec §2.11): the form and the server's proxy both hold it to this. */
  jobPositionTitle: 120,
  /** A catalog entry's description or notes. */
  description: 1_000,
  /** A run variable's name. */
  variableName: 120,
  /** A run variable's value: room for a JSON document or a list of ids, far below the body limit. */
  variableValue: 10_000,
  /** Run variables per run. */
  variables: 100,
} as const;
