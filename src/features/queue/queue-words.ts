/** Numbers and counted nouns in the queue's messages, in the app's locale ("1,000" or "1.000"). */
import { appLocale } from '@/lib/locale';

export const count = (n: number): string => n.toLocaleString(appLocale());

/** "1 execution", "1,234 executions". */
export const plural = (n: number, one: string, many: string): string => `${count(n)} ${n === 1 ? one : many}`;
