/**
 * Shared steps of the schedules' screen tests: schedules and their fires written through the server's
 * own services (as the API and the scheduler write them), on a clock that stands still at a fixed
 * instant, with times told in UTC so that nothing depends on the machine's zone.
 */
import { afterEach, beforeEach, vi } from 'vitest';
import { scheduleInputSchema, type ScheduleInput } from '@/api/workspace/schedules';
import { timeZoneChoiceStore } from '@/lib/format';
import { demoAccount } from '@/mocks/simulator/demo';
import type { renderApp } from '@/testing/render-app';

export type TestWorkspace = Awaited<ReturnType<typeof renderApp>>['workspace'];

/** Tuesday 3 June 2025, 07:10 UTC: in the past, as src/testing/fixed-clock.ts says why. */
export const now = Date.parse('2025-06-03T07:10:00Z');

/** Each test on the fixed clock (only `Date`: timers stay real, so waits on conditions work). */
export function onFixedClock(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now });
    timeZoneChoiceStore.set('utc');
  });
  afterEach(() => {
    vi.useRealTimers();
  });
}

export const invoices: ScheduleInput = {
  name: 'Invoices at seven',
  runtimeId: 'RUNTIME-01',
  robotId: 'invoice-bot',
  cron: '0 7 * * *',
  timeZone: 'UTC',
  skipWeekends: true,
  holidays: 'BR',
};

/** A schedule saved by the demo operator (its owner), as `POST /api/schedules` saves it; its id. */
export async function addSchedule(
  workspace: TestWorkspace,
  input: ScheduleInput = invoices,
): Promise<string> {
  const outcome = await workspace.schedules.create(scheduleInputSchema.parse(input), demoAccount.username);
  if (outcome.kind !== 'saved')
    throw new Error(`the test's schedule was refused: ${JSON.stringify(outcome)}`);
  return outcome.schedule.id;
}

type Outcome = Parameters<TestWorkspace['scheduleFires']['finish']>[3];

/** A fire of the schedule due at `dueAt`, made and finished as the scheduler does. */
export async function addFire(
  workspace: TestWorkspace,
  scheduleId: string,
  dueAt: number,
  outcome: Outcome,
): Promise<void> {
  const fire = await workspace.scheduleFires.claimNow(scheduleId, 'test', dueAt, 60_000);
  await workspace.scheduleFires.finish(fire.fireId, 'test', dueAt, outcome);
}
