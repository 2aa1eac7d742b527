/**
 * Narrowing an execution's log to what the operator looks for: by level and by a search. Pure, and
 * cheap enough to run at each keystroke on a log of thousands of lines (the text searched is lowered
 * once per line, when the log changes, not at each keystroke).
 */
import type { LogLine } from './format-log';

/** The level filter's value for lines without a level (plain strings, other shapes). */
export const noLevel = '';

/** A line ready to be filtered: its place in the log (its key), what it shows, what a search reads. */
export interface PreparedLine {
  readonly index: number;
  readonly line: LogLine;
  readonly level: string;
  readonly haystack: string;
}

export function prepareLines(lines: readonly LogLine[]): PreparedLine[] {
  return lines.map((line, index) => {
    const level = line.level ?? noLevel;
    return { index, line, level, haystack: `${level} ${line.text}`.toLowerCase() };
  });
}

/** Each level found in the log, in the order it first appears, with how many lines have it. */
export function levelCounts(lines: readonly PreparedLine[]): [level: string, count: number][] {
  const counts = new Map<string, number>();
  for (const { level } of lines) counts.set(level, (counts.get(level) ?? 0) + 1);
  return [...counts];
}

/** The lines whose level is not hidden and that hold `search` (any case); every line when both are empty. */
export function filterLines(
  lines: readonly PreparedLine[],
  hidden: ReadonlySet<string>,
  search: string,
): readonly PreparedLine[] {
  const needle = search.trim().toLowerCase();
  if (hidden.size === 0 && needle === '') return lines;
  return lines.filter((line) => !hidden.has(line.level) && (needle === '' || line.haystack.includes(needle)));
}

/** `text` cut around each occurrence of `search` (any case), for the matches to be marked. */
export function splitMatches(text: string, search: string): { text: string; match: boolean }[] {
  const needle = search.trim().toLowerCase();
  if (needle === '') return [{ text, match: false }];
  const lower = text.toLowerCase();
  const parts: { text: string; match: boolean }[] = [];
  let from = 0;
  // Lowering keeps the length for the texts a log holds; if it did not, the text is shown unmarked.
  if (lower.length !== text.length) return [{ text, match: false }];
  for (let at = lower.indexOf(needle); at >= 0; at = lower.indexOf(needle, from)) {
    if (at > from) parts.push({ text: text.slice(from, at), match: false });
    parts.push({ text: text.slice(at, at + needle.length), match: true });
    from = at + needle.length;
  }
  if (from < text.length) parts.push({ text: text.slice(from), match: false });
  return parts;
}
