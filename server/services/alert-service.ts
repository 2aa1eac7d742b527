/**
 * The watchdogs as the routes and the loop use them (docs/watchdogs.md): one evaluation of every rule
 * under the team's settings, each alert it raised or resolved logged as the watchdog's; the alerts'
 * list and an operator's acknowledgement; the rules' settings. What an operator changes is logged as
 * theirs.
 */
import { watchdogActor, type Alert, type WatchdogRules } from '../../src/api/workspace/alerts';
import type { ActivityDetails, ActivityRecord, ActivityRepository } from '../storage/activity-repository';
import type { AcknowledgeOutcome, AlertChange, AlertsRepository } from '../storage/alerts-repository';
import type {
  SettingsSaveOutcome,
  WatchdogSettingsRepository,
} from '../storage/watchdog-settings-repository';

export interface AlertServiceDeps {
  readonly alerts: AlertsRepository;
  readonly settings: WatchdogSettingsRepository;
  readonly activity: ActivityRepository;
  readonly now: () => number;
}

/** What the activity log says an alert is about (an execution, a Runtime, a schedule, a robot). */
function about(alert: Alert): { readonly target: string; readonly details: ActivityDetails } {
  const { subject } = alert;
  const details = { alert: alert.id, kind: alert.kind };
  switch (alert.kind) {
    case 'queued-too-long':
    case 'running-too-long':
      return {
        target: subject.executionId ?? '',
        details: { ...details, computerId: subject.computerId ?? null },
      };
    case 'runtime-down':
      return { target: subject.computerId ?? '', details };
    case 'schedule-fire':
      return { target: subject.scheduleName ?? subject.scheduleId ?? '', details };
    case 'robot-failing':
      return { target: subject.robotId ?? '', details };
    case 'reporting-send':
      return { target: String(subject.ideaId ?? ''), details: { ...details, send: subject.sendId ?? null } };
  }
}

function changeEntry({ change, alert }: AlertChange, at: number): ActivityRecord {
  const action = change === 'raised' ? 'alert-raised' : 'alert-resolved';
  return { actor: watchdogActor, action, ...about(alert), at };
}

export function alertService(deps: AlertServiceDeps) {
  return {
    /**
     * Every rule at `at` under the team's settings: what was raised and resolved, logged, or `undefined`
     * when another instance is evaluating (alerts-repository.ts).
     */
    async evaluate(at: number): Promise<AlertChange[] | undefined> {
      const { rules } = await deps.settings.get();
      const changes = await deps.alerts.evaluate(rules, at);
      if (changes !== undefined)
        await deps.activity.record(...changes.map((change) => changeEntry(change, at)));
      return changes;
    },

    list: (query: { readonly state: 'open' | 'all'; readonly limit: number }) => deps.alerts.list(query),
    find: (id: number) => deps.alerts.find(id),

    async acknowledge(id: number, note: string, by: string): Promise<AcknowledgeOutcome> {
      const at = deps.now();
      const outcome = await deps.alerts.acknowledge(id, by, note, at);
      if (outcome.kind === 'acknowledged') {
        const { target, details } = about(outcome.alert);
        await deps.activity.record({
          actor: by,
          action: 'alert-acknowledge',
          target,
          details: note === '' ? details : { ...details, note },
          at,
        });
      }
      return outcome;
    },

    settings: () => deps.settings.get(),

    async saveSettings(rules: WatchdogRules, version: number, by: string): Promise<SettingsSaveOutcome> {
      const at = deps.now();
      const outcome = await deps.settings.save(rules, version, by, at);
      if (outcome.kind === 'saved') {
        await deps.activity.record({
          actor: by,
          action: 'watchdog-settings-save',
          target: 'watchdog rules',
          details: { version: outcome.settings.version },
          at,
        });
      }
      return outcome;
    },
  };
}

export type AlertService = ReturnType<typeof alertService>;
