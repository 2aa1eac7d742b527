/** Numbers and counted nouns in the queue's messages, in the app's locale ("1,000" or "1.000"). */
import { appLocale } from '@/lib/locale';

// One formatter per locale: building one costs far more than using it, and the list counts as it scrolls.
const formats = new Map<string, Intl.NumberFormat>();

export function count(n: number): string {
  const locale = appLocale();
  let format = formats.get(locale);
  if (format === undefined) {
    format = new Intl.NumberFormat(locale);
    formats.set(locale, format);
  }
  return format.format(n);
}

/** "1 execution", "1,234 executions". */
export const plural = (n: number, one: string, many: string): string => `${count(n)} ${n === 1 ? one : many}`;
