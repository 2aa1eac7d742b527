/**
 * The schedule form's values, and what they become on the wire. A new schedule sends only what the
 * operator set: the required fields, and each other one only where it differs from the contract's
 * default, so the server's defaults apply to the rest. A change sends every setting (`savedSettings`
 * says why) with the version it was made from: the version check refuses it if anyone changed anything
 * since, so sending the settings the operator did not touch overwrites nobody.
 */
import {
  scheduleInputSchema,
  type Schedule,
  type ScheduleInput,
  type ScheduleSettings,
} from '@/api/workspace/schedules';
import { savedSettings } from '@/data/workspace-queries';
import { businessDayOf, cronOf, emptyWhen, whenOf, type WhenFields } from './cron-builder';

export interface VariableFields {
  name: string;
  value: string;
  secret: boolean;
  /** A secret whose value the server keeps (never sent back): left empty, it is kept. */
  stored: boolean;
}

export interface ScheduleFormValues {
  name: string;
  runtimeId: string;
  robotId: string;
  apiVersion: 'v1' | 'v2';
  variables: VariableFields[];
  when: WhenFields;
  timeZone: string;
  /** YYYY-MM-DD, or empty for none. */
  startsOn: string;
  endsOn: string;
  skipWeekends: boolean;
  /** A calendar code (BR, BR-SP), or empty for none. */
  holidays: string;
  onSkippedDay: 'skip' | 'next-business-day';
  overlap: 'skip' | 'allow';
  catchUpMinutes: string;
  paused: boolean;
  pauseNote: string;
}

/** The server's defaults, as the contract gives them (the required fields filled with placeholders). */
const serverDefaults: ScheduleSettings = scheduleInputSchema.parse({
  name: '-',
  runtimeId: '-',
  robotId: '-',
  cron: '-',
  timeZone: '-',
});

const orEmpty = (value: string | null) => value ?? '';

/** A new schedule's form: the server's defaults, told in `timeZone` (the operator's). */
export function newScheduleValues(timeZone: string): ScheduleFormValues {
  return {
    name: '',
    runtimeId: '',
    robotId: '',
    apiVersion: serverDefaults.apiVersion,
    variables: [],
    when: emptyWhen,
    timeZone,
    startsOn: orEmpty(serverDefaults.startsOn),
    endsOn: orEmpty(serverDefaults.endsOn),
    skipWeekends: serverDefaults.skipWeekends,
    holidays: orEmpty(serverDefaults.holidays),
    onSkippedDay: serverDefaults.onSkippedDay,
    overlap: serverDefaults.overlap,
    catchUpMinutes: String(serverDefaults.catchUpMinutes),
    paused: serverDefaults.paused,
    pauseNote: orEmpty(serverDefaults.pauseNote),
  };
}

/** A saved schedule in the form; a secret's value is never answered, so its field starts empty. */
export function scheduleValues(schedule: Schedule): ScheduleFormValues {
  return {
    name: schedule.name,
    runtimeId: schedule.runtimeId,
    robotId: schedule.robotId,
    apiVersion: schedule.apiVersion,
    variables: schedule.variables.map((v) => ({
      name: v.name,
      value: v.value ?? '',
      secret: v.secret,
      stored: v.secret,
    })),
    when: whenOf(schedule.cron, schedule.skipWeekends, schedule.businessDayOfMonth),
    timeZone: schedule.timeZone,
    startsOn: orEmpty(schedule.startsOn),
    endsOn: orEmpty(schedule.endsOn),
    skipWeekends: schedule.skipWeekends,
    holidays: orEmpty(schedule.holidays),
    onSkippedDay: schedule.onSkippedDay,
    overlap: schedule.overlap,
    catchUpMinutes: String(schedule.catchUpMinutes),
    paused: schedule.paused,
    pauseNote: orEmpty(schedule.pauseNote),
  };
}

const orNull = (text: string) => (text.trim() === '' ? null : text.trim());

/** Every setting the values stand for (valid values: the form's schema has checked them). */
export function settingsOf(values: ScheduleFormValues): ScheduleSettings {
  return {
    name: values.name.trim(),
    runtimeId: values.runtimeId,
    robotId: values.robotId,
    apiVersion: values.apiVersion,
    // A secret left empty is sent empty: the server keeps the value it has (schedule-service.ts).
    variables: values.variables.map((v) => ({ name: v.name, value: v.value, secret: v.secret })),
    cron: cronOf(values.when) ?? '',
    timeZone: values.timeZone.trim(),
    skipWeekends: values.skipWeekends,
    holidays: orNull(values.holidays),
    onSkippedDay: values.onSkippedDay,
    businessDayOfMonth: businessDayOf(values.when),
    startsOn: orNull(values.startsOn),
    endsOn: orNull(values.endsOn),
    overlap: values.overlap,
    catchUpMinutes: Number(values.catchUpMinutes),
    paused: values.paused,
    pauseNote: orNull(values.pauseNote),
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields that differ from `before`'s. */
function changed(after: ScheduleSettings, before: ScheduleSettings): Partial<ScheduleSettings> {
  return Object.fromEntries(
    Object.entries(after).filter(([key, value]) => !same(value, before[key as keyof ScheduleSettings])),
  );
}

/** `POST /api/schedules`: the required fields, and the others the operator changed from the defaults. */
export function createBody(values: ScheduleFormValues): ScheduleInput {
  const settings = settingsOf(values);
  const { name, runtimeId, robotId, cron, timeZone } = settings;
  const { variables, ...set } = changed(settings, serverDefaults);
  return {
    ...set,
    name,
    runtimeId,
    robotId,
    cron,
    timeZone,
    // A variable is secret only when marked so: the contract's default says the rest.
    ...(variables === undefined
      ? {}
      : { variables: variables.map((v) => (v.secret ? v : { name: v.name, value: v.value })) }),
  };
}

/**
 * `PATCH /api/schedules/{id}`: the operator's changes since `base` (the version the form was made from)
 * applied to `onto` (a newer version, when they chose to keep their changes over someone else's), with
 * `onto`'s version.
 */
export function patchBody(values: ScheduleFormValues, base: Schedule, onto: Schedule = base) {
  const mine = changed(settingsOf(values), settingsOf(scheduleValues(base)));
  return { ...savedSettings(onto), ...mine, version: onto.version };
}
