/**
 * `/api/alerts` and `/api/watchdog-settings`: the watchdogs over HTTP (docs/watchdogs.md). Acknowledging
 * an alert twice answers it as it is (the first acknowledgement is kept); rules saved from an old version
 * are answered 409 with the rules as they are now.
 */
import { z } from '../../src/api/zod';
import {
  acknowledgeRequestSchema,
  alertsQuerySchema,
  watchdogSettingsSaveSchema,
} from '../../src/api/workspace/alerts';
import { jsonError } from '../http-utils';
import type { AlertService } from '../services/alert-service';
import { conflictAnswer, invalid, readJson, type ServeRoute } from './route-helpers';

/** An alert's number from the path: any other text names no alert (and never reaches the database). */
const alertId = z.coerce.number().int().positive().max(2_147_483_647);

const notFound = () => jsonError(404, 'not-found', 'There is no alert with this number.');

export interface AlertRouteDeps {
  readonly alerts: AlertService;
}

export function serveAlerts(serve: ServeRoute, deps: AlertRouteDeps): void {
  const { alerts } = deps;
  serve('alerts', async (c) => {
    const query = alertsQuerySchema.safeParse({ state: c.req.query('state'), limit: c.req.query('limit') });
    if (!query.success) return invalid(query.error);
    return c.json(await alerts.list(query.data));
  });
  serve('acknowledgeAlert', async (c) => {
    const id = alertId.safeParse(c.req.param('id'));
    if (!id.success) return notFound();
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const request = acknowledgeRequestSchema.safeParse(body.value);
    if (!request.success) return invalid(request.error);
    const outcome = await alerts.acknowledge(id.data, request.data.note, c.get('user'));
    return outcome.kind === 'not-found' ? notFound() : c.json(outcome.alert);
  });
  serve('watchdogSettings', async (c) => c.json(await alerts.settings()));
  serve('saveWatchdogSettings', async (c) => {
    const body = await readJson(c);
    if (!body.ok) return body.response;
    const request = watchdogSettingsSaveSchema.safeParse(body.value);
    if (!request.success) return invalid(request.error);
    const outcome = await alerts.saveSettings(request.data.rules, request.data.version, c.get('user'));
    if (outcome.kind === 'saved') return c.json(outcome.settings);
    const { current } = outcome;
    // Never saved, so there was no such version to edit from: the request is wrong, not late.
    if (current.updatedBy === null || current.updatedAt === null) {
      return jsonError(
        400,
        'invalid-request',
        'version: the rules were never saved; edit them from version 0.',
      );
    }
    return conflictAnswer(
      c,
      { ...current, updatedBy: current.updatedBy, updatedAt: current.updatedAt },
      'settings',
    );
  });
}
