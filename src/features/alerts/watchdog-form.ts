/**
 * The watchdog settings' form: its values as typed (numbers are text until they are read), the rules
 * they make, and the schema that refuses in the operator's language. The server checks the rules again.
 */
import { z } from '@/api/zod';
import type { WatchdogRules } from '@/api/workspace/alerts';
import type { Translate } from '@/i18n/i18n-provider';

export interface WatchdogFormValues {
  queued: { enabled: boolean; minutes: string };
  running: { enabled: boolean; p95Factor: string; limitMinutes: string };
  runtimeDown: { enabled: boolean; minutes: string };
  scheduleFires: { enabled: boolean };
  failures: { enabled: boolean; inARow: string };
  reportingSends: { enabled: boolean; waitingHours: string };
}

/** The contract's bounds (alerts.ts): a week of minutes, a factor up to 100, up to 100 failures. */
const bounds = {
  minutes: { min: 1, max: 7 * 24 * 60 },
  factor: { min: 1, max: 100 },
  failures: { min: 1, max: 100 },
  hours: { min: 1, max: 7 * 24 },
};

export function formValuesOf(rules: WatchdogRules): WatchdogFormValues {
  return {
    queued: { enabled: rules.queued.enabled, minutes: String(rules.queued.minutes) },
    running: {
      enabled: rules.running.enabled,
      p95Factor: String(rules.running.p95Factor),
      limitMinutes: rules.running.limitMinutes === null ? '' : String(rules.running.limitMinutes),
    },
    runtimeDown: { enabled: rules.runtimeDown.enabled, minutes: String(rules.runtimeDown.minutes) },
    scheduleFires: { enabled: rules.scheduleFires.enabled },
    failures: { enabled: rules.failures.enabled, inARow: String(rules.failures.inARow) },
    reportingSends: {
      enabled: rules.reportingSends.enabled,
      waitingHours: String(rules.reportingSends.waitingHours),
    },
  };
}

/** A number as typed, with a comma or a point for decimals; undefined when it is not one. */
function numberOf(text: string): number | undefined {
  const trimmed = text.trim().replace(',', '.');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return undefined;
  return Number(trimmed);
}

export function watchdogFormSchema(t: Translate) {
  const whole = ({ min, max }: { min: number; max: number }) =>
    z.string().refine(
      (text) => {
        const value = numberOf(text);
        return value !== undefined && Number.isInteger(value) && value >= min && value <= max;
      },
      t('watchdogs.wholeNumber', { min, max }),
    );
  const decimal = ({ min, max }: { min: number; max: number }) =>
    z.string().refine(
      (text) => {
        const value = numberOf(text);
        return value !== undefined && value >= min && value <= max;
      },
      t('watchdogs.numberRange', { min, max }),
    );
  return z.object({
    queued: z.object({ enabled: z.boolean(), minutes: whole(bounds.minutes) }),
    running: z.object({
      enabled: z.boolean(),
      p95Factor: decimal(bounds.factor),
      limitMinutes: z.union([z.literal(''), whole(bounds.minutes)]),
    }),
    runtimeDown: z.object({ enabled: z.boolean(), minutes: whole(bounds.minutes) }),
    scheduleFires: z.object({ enabled: z.boolean() }),
    failures: z.object({ enabled: z.boolean(), inARow: whole(bounds.failures) }),
    reportingSends: z.object({ enabled: z.boolean(), waitingHours: whole(bounds.hours) }),
  });
}

/** The rules the checked values make. */
export function rulesOf(values: WatchdogFormValues): WatchdogRules {
  const read = (text: string) => numberOf(text) ?? 0;
  return {
    queued: { enabled: values.queued.enabled, minutes: read(values.queued.minutes) },
    running: {
      enabled: values.running.enabled,
      p95Factor: read(values.running.p95Factor),
      limitMinutes: values.running.limitMinutes.trim() === '' ? null : read(values.running.limitMinutes),
    },
    runtimeDown: { enabled: values.runtimeDown.enabled, minutes: read(values.runtimeDown.minutes) },
    scheduleFires: { enabled: values.scheduleFires.enabled },
    failures: { enabled: values.failures.enabled, inARow: read(values.failures.inARow) },
    reportingSends: {
      enabled: values.reportingSends.enabled,
      waitingHours: read(values.reportingSends.waitingHours),
    },
  };
}
