/**
 * The team's schedules (docs/schedules.md): created, changed, paused, resumed and deleted with who did
 * it in the activity log; the next instant due kept from the calendar; secret values sealed (context: the
 * schedule's id) and never answered; what the scheduler asks of a schedule when a fire is due.
 */
import {
  scheduleInputSchema,
  type Schedule,
  type ScheduleDetail,
  type ScheduleFire,
  type SchedulePreview,
  type ScheduleTimingSettings,
  type ScheduleSettings,
  type schedulePatchSchema,
} from '../../src/api/workspace/schedules';
import type { z } from '../../src/api/zod';
import type { ActivityRepository } from '../storage/activity-repository';
import { canonicalJson } from '../storage/canonical-json';
import type {
  SchedulesRepository,
  StoredFire,
  StoredSchedule,
  StoredVariable,
} from '../storage/schedules-repository';
import type { TokenSeal } from '../storage/token-seal';
import {
  calendarSkip,
  checkTiming,
  firingProblem,
  firstDue,
  nextDueAfter,
  nextFires,
  TimingError,
  type NoRunDays,
  type ScheduleTiming,
} from './schedule-calendar';
import { boundedMemo } from '../storage/bounded-memo';
import type { FiringSchedule } from './scheduler';
import type { DueInstant } from '../storage/schedule-fires-repository';

export interface ScheduleServiceDeps {
  readonly schedules: SchedulesRepository;
  readonly activity: Pick<ActivityRepository, 'record'>;
  readonly seal: TokenSeal;
  readonly now: () => number;
}

export type ScheduleWriteOutcome =
  | { readonly kind: 'saved'; readonly schedule: Schedule }
  | { readonly kind: 'invalid'; readonly field: string; readonly message: string }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'conflict'; readonly current: Schedule };

/** Fires the preview and the answers show. */
const previewCount = 10;
/** Schedules whose next fires are kept between answers: more than a team has, so a list never misses. */
const upcomingKept = 5_000;
/** The longest a schedule's next fires are kept when none of them is due sooner. */
const upcomingMaxAgeMs = 3_600_000;
/** A schedule's latest fires in its detail. */
const recentFires = 50;

/** Why a secret sent empty cannot keep its saved value, and what to do (issue 35). */
const unreadableSecret = (name: string) =>
  `The saved value of ${name} can no longer be opened (it was sealed under another SESSION_SECRET): type it again.`;

function fireAnswer<Fire extends StoredFire | null>(fire: Fire): Fire extends null ? null : ScheduleFire;
function fireAnswer(fire: StoredFire | null): ScheduleFire | null {
  if (fire === null) return null;
  const { dueAt, calledAt, ...rest } = fire;
  return {
    ...rest,
    dueAt: new Date(dueAt).toISOString(),
    calledAt: calledAt === null ? null : new Date(calledAt).toISOString(),
  };
}

const sealContext = (id: string) => `schedule:${id}`;

const previewOf = ({ fires, skippedDays }: ReturnType<typeof nextFires>): SchedulePreview => ({
  nextFires: fires.map((fire) => fire.at.toISOString()),
  skippedDays,
});

/** The team's no-run days, and the generation of the memo's keys they belong to. */
interface TeamDays {
  readonly days: NoRunDays;
  readonly generation: number;
}

export function timingOf(settings: ScheduleTimingSettings): ScheduleTiming {
  return {
    cron: settings.cron,
    timeZone: settings.timeZone,
    skipWeekends: settings.skipWeekends,
    holidays: settings.holidays,
    onSkippedDay: settings.onSkippedDay,
    businessDayOfMonth: settings.businessDayOfMonth,
    startsOn: settings.startsOn,
    endsOn: settings.endsOn,
  };
}

export function createScheduleService(deps: ScheduleServiceDeps) {
  const { schedules } = deps;

  /** The next fires after now, and the days the calendar skips among them (none while paused). */
  async function preview(
    settings: ScheduleTimingSettings & { readonly paused: boolean },
    days?: NoRunDays,
  ): Promise<SchedulePreview> {
    if (settings.paused) return { nextFires: [], skippedDays: [] };
    const noRun = days ?? (await schedules.noRunDays());
    return previewOf(nextFires(timingOf(settings), new Date(deps.now()), previewCount, noRun));
  }

  // The team's no-run days as last read, and a number that changes whenever they do (a key of the memo).
  let daysSeen = { dates: '', generation: 0 };
  async function teamDays(): Promise<TeamDays> {
    const days = await schedules.noRunDays();
    const dates = [...days.keys()].sort().join(' ');
    if (dates !== daysSeen.dates) daysSeen = { dates, generation: daysSeen.generation + 1 };
    return { days, generation: daysSeen.generation };
  }

  // A saved schedule's next fires, by its id, version and the no-run days' generation: a list of every
  // schedule answers from here instead of searching each calendar again. Kept from `from` until the first
  // of them is due, when they would no longer be the next ones.
  const upcoming = boundedMemo<{ readonly fires: string[]; readonly from: number; readonly until: number }>(
    upcomingKept,
  );
  async function upcomingOf(stored: StoredSchedule, team?: TeamDays): Promise<string[]> {
    if (stored.deleted || stored.settings.paused) return [];
    const { days, generation } = team ?? (await teamDays());
    const key = `${stored.id} ${stored.version} ${generation}`;
    const now = deps.now();
    const kept = upcoming.get(key);
    if (kept !== undefined && kept.from <= now && now < kept.until) return kept.fires;
    const fires = (await preview(stored.settings, days)).nextFires;
    const first = fires[0] === undefined ? Number.POSITIVE_INFINITY : Date.parse(fires[0]);
    upcoming.set(key, { fires, from: now, until: Math.min(first, now + upcomingMaxAgeMs) });
    return fires;
  }

  // Whether a schedule's sealed secret values open, by its id and that text: the secrets that open it
  // change only with a restart. A list would otherwise open every schedule's values at each answer.
  const readable = boundedMemo<boolean>(upcomingKept);
  async function secretsUnreadable(stored: StoredSchedule): Promise<boolean> {
    if (stored.secretValuesSealed === null) return false;
    const key = `${stored.id} ${stored.secretValuesSealed}`;
    let opens = readable.get(key);
    if (opens === undefined) {
      opens = (await openSecrets(stored)) !== undefined;
      readable.set(key, opens);
    }
    return !opens;
  }

  /** The schedule as answered; `team`: the team's no-run days, read once for a whole list. */
  async function answer(
    stored: StoredSchedule,
    team?: TeamDays,
    last?: StoredFire | null,
  ): Promise<Schedule> {
    const nextFires = await upcomingOf(stored, team);
    return {
      id: stored.id,
      ...stored.settings,
      variables: stored.variables.map((v) => ({
        name: v.name,
        value: v.secret ? null : v.value,
        secret: v.secret,
      })),
      secretsUnreadable: await secretsUnreadable(stored),
      owner: stored.owner,
      version: stored.version,
      updatedBy: stored.updatedBy,
      updatedAt: stored.updatedAt,
      nextFires,
      lastFire: fireAnswer(
        last === undefined ? ((await schedules.recentFires(stored.id, 1))[0] ?? null) : last,
      ),
    };
  }

  /**
   * Moves every schedule's next instant to what the team's calendar now says: from its current one (a
   * fire due and not yet claimed stays due if its day still runs), or from now if that is earlier (a day
   * given back to runs brings its fire back).
   */
  async function followCalendar(): Promise<void> {
    const days = await schedules.noRunDays();
    const now = deps.now();
    for (const stored of await schedules.list()) {
      if (stored.nextDueAt === null) continue;
      const after = Math.min(now, stored.nextDueAt) - 1;
      await schedules.setNextDue(stored.id, nextDueAfter(timingOf(stored.settings), new Date(after), days));
    }
  }

  /**
   * The timing checked, then searched once from now: its first `count` fires and next instant due; or
   * why it cannot be used (the field and the words).
   */
  async function search(
    settings: ScheduleTimingSettings,
    count: number,
  ): Promise<
    { found: ReturnType<typeof nextFires>; nextDueAt: number | null } | { field: string; message: string }
  > {
    const timing = timingOf(settings);
    try {
      checkTiming(timing);
      const found = nextFires(timing, new Date(deps.now()), count, await schedules.noRunDays());
      const problem = firingProblem(timing, found);
      if (problem !== undefined) throw problem;
      return { found, nextDueAt: firstDue(found) };
    } catch (error) {
      if (error instanceof TimingError) return { field: error.field, message: error.message };
      throw error;
    }
  }

  /**
   * The variables as stored and the sealed secret values: a secret sent without a value keeps the one
   * stored before (the form never has it to send back). `lost`: the secrets sent without a value whose
   * stored one cannot be opened, so there is none to keep (`save` decides).
   */
  async function storedVariables(
    id: string,
    sent: ScheduleSettings['variables'],
    before: StoredSchedule | undefined,
  ) {
    const kept = before === undefined ? {} : await openSecrets(before);
    const secrets: Record<string, string> = {};
    const lost: string[] = [];
    // Values that cannot be opened change when any secret is typed (a save then needs them all typed).
    const secretsChanged = () =>
      kept === undefined
        ? Object.keys(secrets).length > 0
        : Object.keys(secrets).length !== Object.keys(kept).length ||
          Object.entries(secrets).some(([name, value]) => kept[name] !== value);
    const variables: StoredVariable[] = sent.map((v) => {
      if (!v.secret) return { name: v.name, value: v.value, secret: false };
      const value = v.value === '' ? kept?.[v.name] : v.value;
      if (value !== undefined) secrets[v.name] = value;
      else if (kept === undefined) lost.push(v.name);
      return { name: v.name, value: null, secret: true };
    });
    const sealed =
      Object.keys(secrets).length === 0
        ? null
        : await deps.seal.seal(JSON.stringify(secrets), sealContext(id));
    return { variables, secretValuesSealed: sealed, secretsChanged: secretsChanged(), lost };
  }

  /**
   * Whether a save changes what the schedule runs or when, not only whether it is paused: such a change
   * makes its author the owner, whose identity its runs use without a runner account. Otherwise one
   * person could make another's (or a since-demoted person's) identity start other robots (issue 35).
   */
  function changesWhatRuns(
    before: StoredSchedule,
    settings: Omit<ScheduleSettings, 'variables'>,
    variables: readonly StoredVariable[],
    secretsChanged: boolean,
  ): boolean {
    const running = (s: Omit<ScheduleSettings, 'variables'>) =>
      canonicalJson({ ...s, paused: false, pauseNote: null });
    return (
      secretsChanged ||
      running(before.settings) !== running(settings) ||
      canonicalJson(before.variables) !== canonicalJson(variables)
    );
  }

  /**
   * The secret values by name; undefined when they cannot be opened (sealed under a SESSION_SECRET this
   * server has not got, current or previous). Never read as "none": a fire would run without them and
   * the next save would write them away (issue 35).
   */
  async function openSecrets(stored: StoredSchedule): Promise<Record<string, string> | undefined> {
    if (stored.secretValuesSealed === null) return {};
    const opened = await deps.seal.open(stored.secretValuesSealed, sealContext(stored.id));
    if (opened === undefined) return undefined;
    const parsed: unknown = JSON.parse(opened);
    return typeof parsed === 'object' && parsed !== null
      ? Object.fromEntries(
          Object.entries(parsed).filter((e): e is [string, string] => typeof e[1] === 'string'),
        )
      : {};
  }

  function activityAction(before: StoredSchedule | undefined, settings: ScheduleSettings) {
    if (before === undefined) return 'schedule-create' as const;
    if (!before.settings.paused && settings.paused) return 'schedule-pause' as const;
    if (before.settings.paused && !settings.paused) return 'schedule-resume' as const;
    return 'schedule-change' as const;
  }

  async function save(
    id: string,
    settings: ScheduleSettings,
    by: string,
    before: StoredSchedule | undefined,
    version?: number,
  ): Promise<ScheduleWriteOutcome> {
    const { variables, ...rest } = settings;
    const due = await search(rest, 1);
    if ('field' in due) return { kind: 'invalid', ...due };
    const at = deps.now();
    const { secretsChanged, lost, ...stored } = await storedVariables(id, variables, before);
    const runsChange =
      before === undefined || changesWhatRuns(before, rest, stored.variables, secretsChanged);
    // Secrets that cannot be opened are never saved away empty: a change to what runs needs them typed
    // again; pausing or resuming keeps the sealed text as it is (it may open again under the old secret).
    const [firstLost] = lost;
    if (firstLost !== undefined && runsChange) {
      const index = variables.findIndex((v) => v.name === firstLost);
      return { kind: 'invalid', field: `variables.${index}.value`, message: unreadableSecret(firstLost) };
    }
    const write = {
      id,
      settings: rest,
      variables: stored.variables,
      secretValuesSealed:
        firstLost === undefined ? stored.secretValuesSealed : (before?.secretValuesSealed ?? null),
      nextDueAt: due.nextDueAt,
      by,
      owner: runsChange ? by : before.owner,
      at,
    };
    const saved =
      version === undefined ? await schedules.create(write) : await schedules.update(write, version);
    if (saved === undefined) {
      const current = await schedules.get(id);
      return current === undefined || current.deleted
        ? { kind: 'not-found' }
        : { kind: 'conflict', current: await answer(current) };
    }
    await deps.activity.record({
      actor: by,
      action: activityAction(before, settings),
      target: settings.name,
      details: {
        scheduleId: id,
        ...(settings.paused && settings.pauseNote !== null ? { note: settings.pauseNote } : {}),
      },
      at,
    });
    return { kind: 'saved', schedule: await answer(saved) };
  }

  return {
    create: (settings: ScheduleSettings, by: string) => save(crypto.randomUUID(), settings, by, undefined),

    /** Saves a change made from `version` (the one the operator loaded). */
    async update(
      id: string,
      settings: ScheduleSettings,
      version: number,
      by: string,
    ): Promise<ScheduleWriteOutcome> {
      const before = await schedules.get(id);
      if (before === undefined || before.deleted) return { kind: 'not-found' };
      return save(id, settings, by, before, version);
    },

    /**
     * Changes the fields a patch sends, from `patch.version`: the rest stay as saved (a secret value
     * too, which the answer never gave). Invalid when the result is not a valid schedule.
     */
    async patch(
      id: string,
      patch: z.output<typeof schedulePatchSchema>,
      by: string,
    ): Promise<ScheduleWriteOutcome> {
      const before = await schedules.get(id);
      if (before === undefined || before.deleted) return { kind: 'not-found' };
      const { version, ...changes } = patch;
      const merged = scheduleInputSchema.safeParse({
        ...before.settings,
        variables: before.variables.map((v) => ({ name: v.name, value: v.value ?? '', secret: v.secret })),
        ...changes,
      });
      if (!merged.success) {
        const issue = merged.error.issues[0];
        return {
          kind: 'invalid',
          field: String(issue?.path[0] ?? 'body'),
          message: issue?.message ?? 'Invalid.',
        };
      }
      return save(id, merged.data, by, before, version);
    },

    /** The schedule and its latest fires, newest first. */
    async detail(id: string): Promise<ScheduleDetail | undefined> {
      const stored = await schedules.get(id);
      if (stored === undefined || stored.deleted) return undefined;
      const fires = await schedules.recentFires(id, recentFires);
      return {
        ...(await answer(stored)),
        skippedDays: (await preview(stored.settings)).skippedDays,
        fires: fires.map((fire) => fireAnswer(fire)),
      };
    },

    /** What settings not saved yet would do (the form's preview), or why they cannot be used. */
    async preview(
      settings: ScheduleTimingSettings,
    ): Promise<
      { kind: 'preview'; preview: SchedulePreview } | { kind: 'invalid'; field: string; message: string }
    > {
      const searched = await search(settings, previewCount);
      return 'field' in searched
        ? { kind: 'invalid', ...searched }
        : { kind: 'preview', preview: previewOf(searched.found) };
    },

    async list(): Promise<Schedule[]> {
      const [stored, team, lastFires] = await Promise.all([
        schedules.list(),
        teamDays(),
        schedules.lastFires(),
      ]);
      return Promise.all(
        stored.map((schedule) => answer(schedule, team, lastFires.get(schedule.id) ?? null)),
      );
    },

    async remove(id: string, by: string): Promise<boolean> {
      const stored = await schedules.get(id);
      if (stored === undefined || !(await schedules.remove(id, by, deps.now()))) return false;
      await deps.activity.record({
        actor: by,
        action: 'schedule-delete',
        target: stored.settings.name,
        details: { scheduleId: id },
        at: deps.now(),
      });
      return true;
    },

    /**
     * These schedules as the scheduler needs them when their fires are due, read together: settings,
     * owner and what a fire runs (the secret values opened). Absent: never existed.
     */
    async firing(ids: readonly string[]): Promise<Map<string, FiringSchedule>> {
      const stored = await schedules.getMany(ids);
      const firing = await Promise.all(
        stored.map(async (schedule): Promise<FiringSchedule> => {
          const secrets = await openSecrets(schedule);
          return {
            id: schedule.id,
            name: schedule.settings.name,
            owner: schedule.owner,
            paused: schedule.settings.paused,
            deleted: schedule.deleted,
            secretsUnreadable: secrets === undefined,
            overlap: schedule.settings.overlap,
            catchUpMinutes: schedule.settings.catchUpMinutes,
            target: {
              runtimeId: schedule.settings.runtimeId,
              robotId: schedule.settings.robotId,
              apiVersion: schedule.settings.apiVersion,
              variables: schedule.variables.flatMap((v) => {
                const value = v.secret ? secrets?.[v.name] : v.value;
                return value === undefined || value === null
                  ? []
                  : [{ name: v.name, value, secret: v.secret }];
              }),
            },
          };
        }),
      );
      return new Map(firing.map((schedule) => [schedule.id, schedule]));
    },

    /**
     * During a rotation, seals again under the current SESSION_SECRET every schedule's secret values
     * sealed under another, so that the previous secret can be dropped (docs/security.md). At every
     * start; values saved meanwhile are left as saved. Answers how many were sealed again.
     */
    async resealSecrets(): Promise<number> {
      let resealed = 0;
      for (const stored of await schedules.list()) {
        const sealed = stored.secretValuesSealed;
        if (sealed === null || !deps.seal.stale(sealed)) continue;
        const opened = await deps.seal.open(sealed, sealContext(stored.id));
        if (opened === undefined) continue;
        const again = await deps.seal.seal(opened, sealContext(stored.id));
        if (await schedules.resealSecrets(stored.id, sealed, again)) resealed += 1;
      }
      return resealed;
    },

    /** Which of these schedules have a run still queued or running (their overlap rule). */
    unended: (ids: readonly string[]) => schedules.unendedRuns(ids),

    /**
     * These schedules' calendars as of now, read together (the no-run days once): for a due instant,
     * whether the calendar skips it (a match on a day it skips) and the instant due after it (null: none,
     * or the schedule is gone).
     */
    async calendars(ids: readonly string[]): Promise<Map<string, (dueAt: number) => DueInstant>> {
      const [stored, days] = await Promise.all([schedules.getMany(ids), schedules.noRunDays()]);
      // Schedules with the same timing (a team's "07:00 on business days") are computed once a claim.
      const said = new Map<string, DueInstant>();
      return new Map(
        stored.map((schedule) => {
          const timing = timingOf(schedule.settings);
          const key = JSON.stringify(timing);
          const calendar = (dueAt: number): DueInstant => {
            if (schedule.deleted) return { skipped: null, next: null };
            const known = said.get(`${key} ${dueAt}`);
            if (known !== undefined) return known;
            const answer: DueInstant = {
              skipped: calendarSkip(timing, new Date(dueAt), days)?.kind ?? null,
              next: nextDueAfter(timing, new Date(dueAt), days),
            };
            said.set(`${key} ${dueAt}`, answer);
            return answer;
          };
          return [schedule.id, calendar];
        }),
      );
    },

    listNoRunDays: () => schedules.listNoRunDays(),

    /** Adds or renotes a day without runs; every schedule's next instant follows. */
    async saveNoRunDay(day: string, note: string, by: string): Promise<void> {
      await schedules.saveNoRunDay(day, note, by);
      await followCalendar();
      await deps.activity.record({
        actor: by,
        action: 'no-run-day-save',
        target: day,
        details: { note },
        at: deps.now(),
      });
    },

    /** Removes a day without runs (false: it was not one); every schedule's next instant follows. */
    async removeNoRunDay(day: string, by: string): Promise<boolean> {
      const removed = await schedules.removeNoRunDay(day);
      if (!removed) return false;
      await followCalendar();
      await deps.activity.record({
        actor: by,
        action: 'no-run-day-remove',
        target: day,
        details: {},
        at: deps.now(),
      });
      return true;
    },
  };
}

export type ScheduleService = ReturnType<typeof createScheduleService>;
