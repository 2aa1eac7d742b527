/**
 * How long the texts an operator types may be. The spec sets no limits (§8 "not shown"), but a name
 * that fills a screen or a value of megabytes is always an accident, and the server stores what is
 * typed, so every form and the server check the same numbers.
 */
export const textLimits = {
  /** A catalog Runtime's or Robot's name, a supplier's name, a job position's title. */
  name: 120,
  /** A catalog entry's description or notes. */
  description: 1_000,
  /** A run variable's name. */
  variableName: 120,
  /** A run variable's value: room for a JSON document or a list of ids, far below the body limit. */
  variableValue: 10_000,
  /** Run variables per run. */
  variables: 100,
} as const;
