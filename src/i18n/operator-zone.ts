import { useLanguage } from '@/i18n/i18n-provider';

/** The IANA zone the app tells the operator's times in (their choice: this computer's, or UTC). */
export function useOperatorZone(): string {
  const { timeZone } = useLanguage();
  return timeZone === 'utc' ? 'UTC' : Intl.DateTimeFormat().resolvedOptions().timeZone;
}
