/**
 * A form's validation messages follow the language. The forms build their zod schema with `t`, so a
 * message is written in the language of the moment it was found; without this, a message on screen stays
 * in the old language after a switch until the form is checked again. On a switch, the fields that show
 * a message are checked again with the new schema, and only they: a field the operator has not reached yet
 * gains no message, and a refusal the form set itself (a taken id, a record already tracked) is kept.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { get, type FieldPath, type FieldValues, type UseFormReturn } from 'react-hook-form';
import type { z } from '@/api/zod';
import { useLanguage } from './i18n-provider';

type FormParts<TInput extends FieldValues> = Pick<
  UseFormReturn<TInput>,
  'getValues' | 'getFieldState' | 'setError' | 'clearErrors' | 'subscribe'
>;

interface ShownError {
  readonly path: string;
  readonly message: string | undefined;
}

/** A field's error keeps its element (`ref`) beside the message: never walked into. */
const errorOwnKeys = new Set(['ref', 'type', 'message', 'types']);

/**
 * The messages on screen that validation found. Validation gives every error a `type` (zod's issue
 * code); a message the form set itself with `setError` has none, and is left as it is.
 */
function shownValidationErrors(errors: object, prefix = ''): ShownError[] {
  const found: ShownError[] = [];
  for (const [key, node] of Object.entries(errors as Readonly<Record<string, unknown>>)) {
    if (errorOwnKeys.has(key) || typeof node !== 'object' || node === null) continue;
    const path = prefix === '' ? key : `${prefix}.${key}`;
    const { type, message } = node as { type?: unknown; message?: unknown };
    if (typeof type === 'string') {
      found.push({ path, message: typeof message === 'string' ? message : undefined });
    }
    // A list's own error may sit beside its rows' errors.
    found.push(...shownValidationErrors(node, path));
  }
  return found;
}

/** A validation error's type and message, if `error` is one. */
function validationError(error: unknown): { type: string; message: string } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { type, message } = error as { type?: unknown; message?: unknown };
  return typeof type === 'string' && typeof message === 'string' ? { type, message } : undefined;
}

/** Says the `shown` messages again with `schema`, the one made with the new language's `t`. */
async function sayAgain<TInput extends FieldValues, TOutput>(
  form: FormParts<TInput>,
  schema: z.ZodType<TOutput, TInput>,
  shown: readonly ShownError[],
): Promise<void> {
  // The form's own resolver, run on the values as they are: the same messages at the same paths.
  const { errors: fresh } = await zodResolver(schema)(form.getValues(), undefined, {
    fields: {},
    shouldUseNativeValidation: false,
  });
  for (const { path, message } of shown) {
    const name = path as FieldPath<TInput>;
    // Checked again meanwhile (a keystroke): what it shows is already in the new language.
    if (validationError(form.getFieldState(name).error)?.message !== message) continue;
    // A list's own error shows as `list.root` when it has rows with fields, else on the list.
    const now =
      validationError(get(fresh, path)) ??
      (path.endsWith('.root') ? validationError(get(fresh, path.slice(0, -'.root'.length))) : undefined);
    if (now === undefined) form.clearErrors(name);
    else if (now.message !== message) form.setError(name, now);
  }
}

/**
 * Call it once in every form, beside `useForm`, with the form and the schema its resolver was made from
 * (the one made with the `t` of now).
 */
export function useErrorsInLanguage<TInput extends FieldValues, TOutput>(
  form: FormParts<TInput>,
  schema: z.ZodType<TOutput, TInput>,
): void {
  const { locale } = useLanguage();
  const shownIn = useRef(locale);
  // Followed without rendering the form: a form may read its errors only in the fields that show them.
  const errorsNow = useRef<object>({});
  useEffect(
    () =>
      form.subscribe({
        formState: { errors: true },
        callback: ({ errors }) => {
          errorsNow.current = errors ?? {};
        },
      }),
    [form],
  );
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    const shown = shownValidationErrors(errorsNow.current);
    if (shown.length > 0) void sayAgain(form, schema, shown);
  }, [locale, form, schema]);
}
