/**
 * What an id (ID_COMPUTER, ID_ROBOT, ID_EXECUTION) may be. The spec does not show their format
 * (spec-gaps.ts, "Format of ids"), so they are opaque strings; only values that cannot work as one
 * path segment, or that no operator means to type, are refused. One rule for every place an id is
 * typed (run form, track form, catalog) and for the server's allow-list, so an id the form accepts is
 * never refused later as "no such endpoint".
 */

import { z } from './zod';

/** Longer ids are typing or pasting accidents; the service's own ids are far shorter. */
export const maxIdLength = 200;

export const idProblems = [
  'blank',
  'too-long',
  'dot-segment',
  'slash',
  'control-character',
  'surrounding-space',
] as const;
export type IdProblem = (typeof idProblems)[number];

// C0 and C1 control characters, DEL included: invisible, and never part of a real id.
// eslint-disable-next-line no-control-regex
const controlCharacter = /[\u0000-\u001f\u007f-\u009f]/;

/** Why `value` cannot be an id, or `undefined` when it can. */
export function idProblem(value: string): IdProblem | undefined {
  if (value.trim() === '') return 'blank';
  if (value.length > maxIdLength) return 'too-long';
  if (controlCharacter.test(value)) return 'control-character';
  // A space the operator did not see (pasted) would silently name another id.
  if (value.trim() !== value) return 'surrounding-space';
  if (value === '.' || value === '..') return 'dot-segment';
  if (/[/\\]/.test(value)) return 'slash';
  return undefined;
}

/** The sentence for a refused id; `what` names the field, e.g. "the Runtime ID". */
export function idProblemMessage(problem: IdProblem, what: string): string {
  switch (problem) {
    case 'blank':
      return `Enter ${what}.`;
    case 'too-long':
      return `${capitalise(what)} can be at most ${maxIdLength} characters long.`;
    case 'control-character':
      return `${capitalise(what)} contains an invisible control character; type it again.`;
    case 'surrounding-space':
      return `${capitalise(what)} starts or ends with a space; remove it.`;
    case 'dot-segment':
      return `${capitalise(what)} cannot be "." or "..".`;
    case 'slash':
      return `${capitalise(what)} cannot contain "/" or "\\".`;
  }
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * The rule as a form field or a request field: refused with `idProblemMessage`, never trimmed (a space
 * the operator did not see is pointed out, not silently removed). `what` names it: "the Runtime ID".
 */
export function idSchema(what: string) {
  return z.string().superRefine((value, ctx) => {
    const problem = idProblem(value);
    if (problem !== undefined) ctx.addIssue({ code: 'custom', message: idProblemMessage(problem, what) });
  });
}
