/**
 * A cron in words, in the operator's language ("At 07:00, Monday through Friday"), by cronstrue and
 * its Brazilian Portuguese locale. Only the schedules' pages load it.
 */
import cronstrue from 'cronstrue';
// Registers pt_BR with cronstrue (the locale files add themselves to it).
import 'cronstrue/locales/pt_BR';
import type { AppLocale } from '@/lib/locale';

const cronstrueLocale: Record<AppLocale, string> = { en: 'en', 'pt-BR': 'pt_BR' };

/** The words for a 5-field cron, or undefined when cronstrue cannot read it. */
export function cronWords(cron: string, locale: AppLocale): string | undefined {
  if (cron.trim().split(/\s+/).length !== 5) return undefined;
  try {
    return cronstrue.toString(cron, {
      locale: cronstrueLocale[locale],
      use24HourTimeFormat: true,
      throwExceptionOnParseError: true,
    });
  } catch {
    return undefined;
  }
}
