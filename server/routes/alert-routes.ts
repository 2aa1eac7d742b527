/**
 * `/api/alerts` and `/api/watchdog-settings`: the watchdogs over HTTP (docs/watchdogs.md). Acknowledging
 * an alert twice answers it as it is (the first acknowledgement is kept); rules saved from an old version
 * are answered 409 with the rules as they are now.
 */
import { jsonError } from '../http-utils';
import type { AlertService } from '../services/alert-service';
import { settingConflictAnswer, type ServeRoute } from './route-helpers';

const notFound = () => jsonError(404, 'not-found', 'There is no alert with this number.');

export interface AlertRouteDeps {
  readonly alerts: AlertService;
}

export function serveAlerts(serve: ServeRoute, deps: AlertRouteDeps): void {
  const { alerts } = deps;
  serve('alerts', async (c, { query }) => c.json(await alerts.list(query)));
  serve('acknowledgeAlert', async (c, { params, body }) => {
    const outcome = await alerts.acknowledge(params.id, body.note, c.get('user'));
    return outcome.kind === 'not-found' ? notFound() : c.json(outcome.alert);
  });
  serve('watchdogSettings', async (c) => c.json(await alerts.settings()));
  serve('saveWatchdogSettings', async (c, { body }) => {
    const outcome = await alerts.saveSettings(body.rules, body.version, c.get('user'));
    if (outcome.kind === 'saved') return c.json(outcome.settings);
    return settingConflictAnswer(c, outcome.current, 'the rules were');
  });
}
