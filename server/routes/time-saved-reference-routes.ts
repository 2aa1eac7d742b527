/**
 * `/api/time-saved-reference`: the job position (and supplier) whose hourly values price the time saved
 * (time-saved-reference-service.ts). Saved from an old version: 409 with the reference as it is now.
 */
import { jsonError } from '../http-utils';
import type { TimeSavedReferenceService } from '../services/time-saved-reference-service';
import { settingConflictAnswer, type ServeRoute } from './route-helpers';

export function serveTimeSavedReference(
  serve: ServeRoute,
  deps: { readonly timeSavedReference: TimeSavedReferenceService },
): void {
  const { timeSavedReference } = deps;
  serve('timeSavedReference', async (c) => c.json(await timeSavedReference.get()));
  serve('saveTimeSavedReference', async (c, { body }) => {
    const outcome = await timeSavedReference.save(
      { jobPosition: body.jobPosition, supplier: body.supplier },
      body.version,
      c.get('user'),
    );
    switch (outcome.kind) {
      case 'saved':
        return c.json(outcome.reference);
      case 'refused':
        return jsonError(400, 'invalid-request', `${outcome.field}: ${outcome.message}`);
      case 'conflict':
        return settingConflictAnswer(c, outcome.current, 'the reference was');
    }
  });
}
