/**
 * The time saved's value in the operator's language: amounts in the currency of the hourly values
 * (spec-gaps.ts `hourValueCurrency`: "R$ 453,50" in pt-BR, "R$453.50" in English), and its formula
 * with every input it used, as one sentence.
 */
import { hourValueCurrency } from '@/api/spec-gaps';
import type { TimeSavedValue } from '@/api/workspace/time-saved-value';
import type { Translate } from '@/i18n/i18n-provider';
import type { AppLocale } from '@/lib/locale';

/** An amount to the cent; an hourly value with as many decimals as was sent (up to six), never fewer than two. */
export function formatMoney(amount: number, locale: AppLocale, rate = false): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: hourValueCurrency,
    minimumFractionDigits: 2,
    maximumFractionDigits: rate ? 6 : 2,
  }).format(amount);
}

/**
 * "12.5 h × R$40.00/h (Analyst, sent Dec 2) − 3.1 h × R$15.00/h (Acme) = R$453.50": the value's formula
 * with its inputs, the day each hourly value was sent told in `zone`.
 */
export function valueFormula(
  value: Extract<TimeSavedValue, { state: 'valued' }>,
  locale: AppLocale,
  zone: string,
  t: Translate,
): string {
  const day = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: zone });
  const worth = {
    hours: value.hours,
    rate: formatMoney(value.jobPosition.hourValue, locale, true),
    jobPosition: value.jobPosition.name,
    sentAt: day.format(value.jobPosition.sentAt),
    amount: formatMoney(value.amount, locale),
  };
  if (value.cost === null) return t('overview.value.formula', worth);
  return t('overview.value.formulaLessCost', {
    ...worth,
    robotHours: value.cost.robotHours,
    supplierRate: formatMoney(value.cost.supplier.hourValue, locale, true),
    supplier: value.cost.supplier.name,
  });
}
