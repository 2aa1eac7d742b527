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

/**
 * How much one read of a list or of a period may ask for: the server refuses more with a 400 naming the
 * limit, so that no request's work grows with the numbers it is sent; the pages stay within them.
 */
export const readLimits = {
  /**
   * The furthest row a page of the queue, the activity log or the reporting history starts at (`offset`).
   * The queue scrolls through its whole list by offset and the exports read every row page by page, so
   * this is what they reach: no browser's scroll area is tall enough for more than about 560,000 of the
   * queue's 60 px rows, and the journal is measured with 1,000,000 executions (e2e/bench/overview.ts).
   * An export of a longer list is refused at that row: its filters must narrow it.
   */
  offset: 1_000_000,
  /** The longest period of the executions summary (the reporting page's RPA figures): a leap year. */
  summaryDays: 366,
} as const;
