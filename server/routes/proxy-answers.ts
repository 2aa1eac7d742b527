/**
 * The proxy's answers: which headers pass each way, and the upstream's outcome (an answer, a timeout,
 * a redirect …) turned into what the browser gets, in our own words for every failure.
 */
import type { EndpointMatch, Upstream } from '../../src/api/endpoints';
import type { ServerErrorCode } from '../../src/api/error-codes';
import { proxiedErrorBody, retryAfterSeconds, type ServiceName } from '../../src/api/upstream-errors';
import type { AppDeps } from '../deps';
import { errorAnswer, type Answer } from '../http-utils';
import { loggableText, maxUpstreamBodyBytes, textsIn, type Forwarded } from '../services/upstream-call';

/** Request headers a browser may pass on; everything else (Cookie, Authorization, x-api-key …) stays. */
export const forwardedRequestHeaders = ['content-type', 'accept', 'accept-language'];
/**
 * Upstream answer headers a success passes on; Set-Cookie, Server, Location and the like never pass.
 * An error answer keeps none of them: its body is ours, and its Retry-After is re-read as seconds.
 */
const forwardedResponseHeaders = ['content-type', 'content-language', 'etag', 'last-modified'];

const hopByHop = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/**
 * Copies the allowed headers of a message, leaving out its hop-by-hop ones: the fixed list (RFC 9110
 * §7.6.1) and any its Connection header names.
 */
export function pickHeaders(
  header: (name: string) => string | undefined,
  allowed: readonly string[],
): Record<string, string> {
  const connection = header('connection');
  const named =
    connection === undefined ? undefined : new Set(connection.split(',').map((n) => n.trim().toLowerCase()));
  const picked: Record<string, string> = {};
  for (const name of allowed) {
    const value = header(name);
    if (value !== undefined && !hopByHop.has(name) && named?.has(name) !== true) picked[name] = value;
  }
  return picked;
}

export const upstreamName: Record<Upstream, ServiceName> = {
  orchestrator: 'orchestration',
  reporting: 'reporting',
};

const bodylessStatuses = new Set([204, 205, 304]);

/** What the proxied call came to, before the headers every answer carries are added. */
export interface Relayed {
  readonly answer: Answer;
  /** An orchestrator 401: the token is dead, so the caller ends the session (and clears its cookie). */
  readonly sessionOver?: true;
}

/** The upstream's outcome as the browser's answer. */
export function relayed(
  deps: AppDeps,
  upstream: Upstream,
  match: EndpointMatch,
  result: Forwarded,
  context: {
    readonly token: string;
    readonly browserPath: string;
    /** The request's JSON body, if it had one: its texts are kept out of the log. */
    readonly sent?: unknown;
  },
): Relayed {
  const service = upstreamName[upstream];
  const fail = (status: number, error: ServerErrorCode, message: string): Relayed => ({
    answer: errorAnswer(status, error, message),
  });
  switch (result.kind) {
    case 'timeout':
      deps.logger.warn(`proxy: ${service} service timed out on ${match.name}`);
      return fail(504, 'upstream-timeout', `The ${service} service did not answer in time.`);
    case 'unreachable':
      deps.logger.warn(`proxy: ${service} service unreachable on ${match.name}`);
      return fail(502, 'upstream-unreachable', `The ${service} service could not be reached.`);
    case 'redirected':
      deps.logger.warn(`proxy: ${service} service redirected ${match.name} (status ${result.status})`);
      return fail(
        502,
        'upstream-redirect',
        `The ${service} service answered with a redirect, which the server does not follow. Ask whoever ` +
          `runs Robot Console to check ${upstream === 'orchestrator' ? 'ORCHESTRATOR_URL' : 'REPORTING_URL'}.`,
      );
    case 'too-large':
      deps.logger.warn(
        `proxy: ${service} service answered ${match.name} with more than ${maxUpstreamBodyBytes} bytes`,
      );
      return fail(
        502,
        'upstream-too-large',
        `The ${service} service sent an answer larger than the server relays.`,
      );
    case 'client-gone':
      // Nobody reads this answer; the status only makes the access log say what happened.
      deps.logger.info(`proxy: client went away during ${match.name}`);
      return fail(499, 'client-closed-request', 'The request was abandoned by the client.');
    case 'answer':
      break;
  }

  const { response, body } = result;
  const { status } = response;
  if (status < 400) {
    return {
      answer: {
        status,
        headers: pickHeaders(response.header, forwardedResponseHeaders),
        body: bodylessStatuses.has(status) ? null : body,
      },
    };
  }

  // What the upstream said is for the log only, without the user's token, our key or what was sent.
  const said = loggableText(body, [context.token, deps.config.REPORTING_API_KEY], textsIn(context.sent));
  deps.logger.warn(`proxy: ${service} service answered ${match.name} with ${status}: ${said}`);
  if (upstream === 'reporting' && (status === 401 || status === 403)) {
    return fail(
      status,
      'reporting-key-refused',
      "The server's API key was refused by the reporting service.",
    );
  }
  const retryAfter = retryAfterSeconds(response.header('retry-after') ?? null, deps.now());
  const own = proxiedErrorBody(status, service, {
    browserPath: context.browserPath,
    now: deps.now(),
    retryAfter,
  });
  return {
    answer: {
      status,
      headers: {
        'Content-Type': 'application/json; charset=utf-8',
        ...(retryAfter === undefined ? {} : { 'Retry-After': String(retryAfter) }),
      },
      body: JSON.stringify(own),
    },
    // The upstream no longer accepts the token: the session is over here too.
    ...(upstream === 'orchestrator' && status === 401 ? { sessionOver: true as const } : {}),
  };
}
