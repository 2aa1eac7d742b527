/**
 * Posts each execution that ended to the configured webhook (NOTIFY_WEBHOOK_URL): a small JSON document
 * (ids, status, who started it, when; never a token, key or variable value; webhook-documents.ts), and
 * each schedule's fire that went wrong and each watchdog's alert raised or resolved, signed with an HMAC
 * under NOTIFY_WEBHOOK_SECRET of the post's time, its delivery id and its body (a receiver refuses an old
 * or altered post, and drops a delivery id it has seen: docs/configuration.md). Redirects are not followed. A failed post is tried again with a
 * growing wait (10 s, doubling up to 1 h) and given up, in the log, a day after the end. With several
 * instances each end is claimed by one (webhook-outbox-repository.ts); a post whose answer was lost
 * (the instance died meanwhile) is sent again with the same delivery id, which the receiver can drop.
 */
import { isFailureStatus } from '../../src/api/live-events';
import type { Alert } from '../../src/api/workspace/alerts';
import type { Logger } from '../logger';
import type { JournalRepository } from '../storage/journal-repository';
import type { ScheduleFiresRepository } from '../storage/schedule-fires-repository';
import type { ClaimedDelivery, WebhookOutboxRepository } from '../storage/webhook-outbox-repository';
import { alertDocument, endedDocument, fireDocument } from './webhook-documents';
import { callUpstream, fetchClient, type Forwarded } from './upstream-call';

export interface WebhookSettings {
  readonly url: string;
  readonly secret: string;
  readonly events: 'failures' | 'all';
  /** Where operators open the console, for a link to the execution (PUBLIC_ORIGIN). */
  readonly publicOrigin?: string | undefined;
}

export interface WebhookDelivererDeps {
  /** `undefined`: no webhook is configured, and each end is set aside unsent. */
  readonly settings: WebhookSettings | undefined;
  readonly outbox: WebhookOutboxRepository;
  readonly journal: Pick<JournalRepository, 'find'>;
  /** The schedules' fires that went wrong, to describe. */
  readonly fires: Pick<ScheduleFiresRepository, 'describe'>;
  /** The watchdogs' alerts, to describe. */
  readonly alerts: { find(id: number): Promise<Alert | undefined> };
  readonly fetch: typeof fetch;
  readonly now: () => number;
  readonly logger: Logger;
  readonly instance: string;
  readonly timeoutMs?: number;
  readonly firstRetryMs?: number;
  readonly maxRetryMs?: number;
  readonly giveUpAfterMs?: number;
  /** How often it looks for due posts without being told of an end (default 5 s). */
  readonly pollMs?: number;
}

export interface WebhookDeliverer {
  /** Claims the due posts and attempts them; resolves when done. */
  tick(): Promise<void>;
  /** Ticks on its own until `stop`. */
  start(): void;
  /** An end was just recorded: look now rather than at the next poll. */
  poke(): void;
  stop(): Promise<void>;
}

export const signatureHeader = 'X-Robot-Console-Signature';
export const deliveryHeader = 'X-Robot-Console-Delivery';
export const timestampHeader = 'X-Robot-Console-Timestamp';

/** What is signed: `<timestamp>.<delivery id>.<body>`, the timestamp in Unix seconds, the body as sent. */
export function signedContent(post: { timestamp: number; deliveryId: string; body: string }): string {
  return `${String(post.timestamp)}.${post.deliveryId}.${post.body}`;
}

/** `sha256=<hex>`: the HMAC-SHA256 of `content` (signedContent) under the shared secret. */
export async function sign(secret: string, content: string): Promise<string> {
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign'],
  );
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(content)));
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/** Why a post failed, in our words (the receiver's answer is never logged: it is not ours to keep). */
function failureOf(result: Forwarded, timeoutMs: number): string | undefined {
  switch (result.kind) {
    case 'answer':
      return result.response.status >= 200 && result.response.status < 300
        ? undefined
        : `the webhook answered ${result.response.status}`;
    case 'redirected':
      return `the webhook answered with a redirect (${result.status}), which is not followed`;
    case 'timeout':
      return `the webhook did not answer within ${Math.round(timeoutMs / 1000)} s`;
    case 'too-large':
      return 'the webhook’s answer was too large';
    case 'unreachable':
      return 'the webhook could not be reached';
    case 'client-gone':
      return 'the server stopped during the attempt';
  }
}

export function createWebhookDeliverer(deps: WebhookDelivererDeps): WebhookDeliverer {
  const timeoutMs = deps.timeoutMs ?? 10_000;
  const firstRetryMs = deps.firstRetryMs ?? 10_000;
  const maxRetryMs = deps.maxRetryMs ?? 3_600_000;
  const giveUpAfterMs = deps.giveUpAfterMs ?? 24 * 3_600_000;
  const pollMs = deps.pollMs ?? 5_000;
  const upstream = fetchClient(deps.fetch);
  // Long enough for the attempt and its bookkeeping; after it another instance may try.
  const claimMs = timeoutMs * 3;
  const stopped = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let pokedWhileRunning = false;
  let lastPurge = Number.NEGATIVE_INFINITY;

  /** The document to post, or why nothing is posted. */
  async function documentOf(
    claimed: ClaimedDelivery,
    settings: WebhookSettings,
  ): Promise<{ body: string; what: string } | { skip: string }> {
    if (claimed.alertId !== null && claimed.event !== null) {
      // An alert is news whichever ends the webhook wants: it is about something going wrong.
      const alert = await deps.alerts.find(claimed.alertId);
      if (alert === undefined) return { skip: 'the alert is gone' };
      return {
        body: JSON.stringify(alertDocument(alert, claimed.event, settings.publicOrigin)),
        what: `${claimed.event} of alert ${alert.id} (${alert.kind})`,
      };
    }
    if (claimed.fireId !== null) {
      // A schedule's fire that went wrong is always news, whichever ends the webhook wants.
      const fire = await deps.fires.describe(claimed.fireId);
      if (fire === undefined) return { skip: 'the fire is gone' };
      const document = fireDocument(fire, settings.publicOrigin);
      return {
        body: JSON.stringify(document),
        what: `${document.event} of schedule ${fire.scheduleId} due ${document.dueAt}`,
      };
    }
    const entry =
      claimed.computerId === null || claimed.executionId === null
        ? undefined
        : await deps.journal.find(claimed.computerId, claimed.executionId);
    if (entry === undefined) return { skip: 'not in the journal' };
    if (settings.events === 'failures' && !isFailureStatus(entry.status)) return { skip: 'not a failure' };
    return {
      body: JSON.stringify(endedDocument(entry, settings.publicOrigin)),
      what: `the end of execution ${entry.executionId} on ${entry.computerId}`,
    };
  }

  async function attempt(claimed: ClaimedDelivery, settings: WebhookSettings): Promise<void> {
    const document = await documentOf(claimed, settings);
    if ('skip' in document) {
      await deps.outbox.skipped(claimed.id, deps.instance, deps.now(), document.skip);
      return;
    }
    const { body } = document;
    const timestamp = Math.floor(deps.now() / 1000);
    const signature = await sign(
      settings.secret,
      signedContent({ timestamp, deliveryId: claimed.deliveryId, body }),
    );
    const result = await callUpstream({
      client: upstream,
      method: 'POST',
      base: settings.url,
      path: '',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'robot-console-webhook',
        [signatureHeader]: signature,
        [deliveryHeader]: claimed.deliveryId,
        [timestampHeader]: String(timestamp),
      },
      body,
      timeoutMs,
      clientSignal: stopped.signal,
      maxBytes: 64 * 1024,
    });
    if (result.kind === 'client-gone') return; // Stopping: the claim runs out and someone tries again.
    const failure = failureOf(result, timeoutMs);
    const now = deps.now();
    if (failure === undefined) {
      await deps.outbox.delivered(claimed.id, deps.instance, now);
      return;
    }
    const attempts = claimed.attempts + 1;
    const what = `${document.what} (delivery ${claimed.deliveryId})`;
    const wait = Math.min(maxRetryMs, firstRetryMs * 2 ** (attempts - 1));
    if (now + wait - claimed.createdAt > giveUpAfterMs) {
      await deps.outbox.gaveUp(claimed.id, deps.instance, now, failure);
      deps.logger.error(
        `webhook: gave up posting ${what} after ${attempts} attempts over ` +
          `${Math.round((now - claimed.createdAt) / 3_600_000)} h: ${failure}`,
      );
      return;
    }
    await deps.outbox.retryLater(claimed.id, deps.instance, now + wait, failure);
    deps.logger.warn(
      `webhook: posting ${what} failed: ${failure}; next attempt in ${Math.round(wait / 1000)} s`,
    );
  }

  async function tick(): Promise<void> {
    const now = deps.now();
    if (now - lastPurge > 3_600_000) {
      lastPurge = now;
      // Two days: past the day of retries, so nothing still wanted is forgotten.
      await deps.outbox.purge(now - 2 * giveUpAfterMs);
    }
    const settings = deps.settings;
    if (settings === undefined) {
      await deps.outbox.skipDue(deps.now(), 'no webhook configured');
      return;
    }
    // One claim per attempt, taken just before it: a claim taken for a batch ran out while the batch's
    // earlier posts waited for their answers, and another instance posted the rest again (issue 35).
    while (!stopped.signal.aborted) {
      const [delivery] = await deps.outbox.claimDue(deps.instance, deps.now(), claimMs, 1);
      if (delivery === undefined) return;
      try {
        await attempt(delivery, settings);
      } catch (error) {
        deps.logger.warn(`webhook: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }

  function loop(): void {
    if (stopped.signal.aborted) return;
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    running = tick()
      .catch((error: unknown) => {
        deps.logger.warn(`webhook: ${error instanceof Error ? error.message : String(error)}`);
      })
      .finally(() => {
        running = undefined;
        if (stopped.signal.aborted) return;
        if (pokedWhileRunning) {
          pokedWhileRunning = false;
          loop();
          return;
        }
        timer = setTimeout(loop, pollMs);
      });
  }

  return {
    tick,
    start: loop,
    poke() {
      if (stopped.signal.aborted) return;
      if (running !== undefined) pokedWhileRunning = true;
      else if (timer !== undefined) loop();
    },
    async stop() {
      stopped.abort();
      if (timer !== undefined) clearTimeout(timer);
      await running;
    },
  };
}
