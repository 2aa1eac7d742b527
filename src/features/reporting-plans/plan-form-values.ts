/**
 * The reporting plan form's values and rules. The form holds text as typed; `planInput` turns it into the
 * request, and the rules are the contract's (reporting-plans.ts `sendAtProblem`), refusing in the
 * operator's language before anything is sent. The server checks them again and names the field it
 * refuses.
 */
import { z } from '@/api/zod';
import { reportingNumberLimits } from '@/api/spec-gaps';
import { isTimeZone } from '@/api/time-zones';
import {
  sendAtProblem,
  type ReportingPeriod,
  type ReportingPlan,
  type ReportingPlanInput,
  type ReportingRecordKind,
} from '@/api/workspace/reporting-plans';
import type { Translate } from '@/i18n/i18n-provider';

export interface PlanFormValues {
  ideaId: string;
  period: ReportingPeriod;
  timeZone: string;
  /** "HH:MM" the next day for a day, "MM" of the next hour for an hour. */
  sendAt: string;
  rpa: boolean;
  volumetry: boolean;
  approval: boolean;
  excludeManual: boolean;
  excludedRobots: string[];
  sendZeros: boolean;
}

/** A new plan: a day's figures at 00:30 the next day, in the operator's zone, each send approved. */
export function newPlanValues(zone: string): PlanFormValues {
  return {
    ideaId: '',
    period: 'day',
    timeZone: zone,
    sendAt: '00:30',
    rpa: true,
    volumetry: false,
    approval: true,
    excludeManual: false,
    excludedRobots: [],
    sendZeros: false,
  };
}

export function planValues(plan: ReportingPlan): PlanFormValues {
  return {
    ideaId: String(plan.ideaId),
    period: plan.period,
    timeZone: plan.timeZone,
    sendAt: plan.sendAt,
    rpa: plan.records.includes('rpa'),
    volumetry: plan.records.includes('volumetry'),
    approval: plan.approval,
    excludeManual: plan.excludeManual,
    excludedRobots: [...plan.excludedRobots],
    sendZeros: plan.sendZeros,
  };
}

/** The settings the form's values say, as the API takes them. */
export function planInput(values: PlanFormValues): Omit<ReportingPlanInput, 'paused' | 'pauseNote'> {
  const records: ReportingRecordKind[] = [];
  if (values.rpa) records.push('rpa');
  if (values.volumetry) records.push('volumetry');
  return {
    ideaId: Number(values.ideaId.trim()),
    period: values.period,
    timeZone: values.timeZone.trim(),
    sendAt: values.sendAt.trim(),
    records,
    approval: values.approval,
    excludeManual: values.excludeManual,
    excludedRobots: values.excludedRobots,
    sendZeros: values.sendZeros,
  };
}

/** The form's rules, in the operator's language. */
export function planFormSchema(t: Translate) {
  return z
    .object({
      ideaId: z.string(),
      period: z.enum(['day', 'hour']),
      timeZone: z.string(),
      sendAt: z.string(),
      rpa: z.boolean(),
      volumetry: z.boolean(),
      approval: z.boolean(),
      excludeManual: z.boolean(),
      excludedRobots: z.array(z.string()),
      sendZeros: z.boolean(),
    })
    .superRefine((values, ctx) => {
      const problem = (path: keyof PlanFormValues, message: string) =>
        ctx.addIssue({ code: 'custom', path: [path], message });
      const idea = values.ideaId.trim();
      if (!/^\d+$/.test(idea) || Number(idea) > reportingNumberLimits.integerMax)
        problem('ideaId', t('reportingPlans.form.ideaIdRule'));
      if (!isTimeZone(values.timeZone.trim())) problem('timeZone', t('reportingPlans.form.zoneRule'));
      if (sendAtProblem(values.period, values.sendAt.trim()) !== undefined)
        problem(
          'sendAt',
          t(
            values.period === 'day'
              ? 'reportingPlans.form.sendAtDayRule'
              : 'reportingPlans.form.sendAtHourRule',
          ),
        );
      if (!values.rpa && !values.volumetry) problem('volumetry', t('reportingPlans.form.recordsRule'));
    });
}

/** The settings that differ from `base`'s: a change sends only what the admin changed. */
export function planPatch(
  values: PlanFormValues,
  base: ReportingPlan,
): Partial<ReturnType<typeof planInput>> {
  const now = planInput(values);
  const before = planInput(planValues(base));
  return Object.fromEntries(
    Object.entries(now).filter(
      ([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key as keyof typeof before]),
    ),
  );
}
