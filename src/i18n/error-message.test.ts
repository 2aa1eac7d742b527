import { beforeAll, describe, expect, it } from 'vitest';
import { ApiError, errorFromResponse, serverError } from '@/api/api-error';
import { serverErrorCodes, type ServerErrorKey } from '@/api/error-codes';
import { type Catalog } from '@/i18n/catalog';
import { translator, type Translate } from '@/i18n/i18n-provider';
import { proxiedErrorBody, unauthorizedBody } from '@/api/upstream-errors';
import { errorMessage } from './error-message';
import { everyWordIn } from '@/testing/words';

/** The error the app's client makes of the server's answer. */
const fromServer = (status: number, body: unknown, path: string) =>
  errorFromResponse(status, '', JSON.stringify(body), path);

const deletePath = '/orchestrator/api/integration/v1/delete/RUNTIME-01/e-1';

let t: Translate;
let tPt: Translate;
let english: Catalog;
let portuguese: Catalog;
beforeAll(async () => {
  english = await everyWordIn('en');
  portuguese = await everyWordIn('pt-BR');
  t = translator({ locale: 'en', catalog: english });
  tPt = translator({ locale: 'pt-BR', catalog: portuguese });
});

describe('errorMessage', () => {
  it("reads the server's words for an upstream refusal as they are", () => {
    const conflict = fromServer(
      409,
      proxiedErrorBody(409, 'orchestration', { browserPath: deletePath, now: 0 }),
      deletePath,
    );
    expect(errorMessage(conflict, t)).toBe(
      'The orchestration service refused the request because it conflicts with the current state (409), ' +
        'for example an execution that has already started. Refresh to see the current state.',
    );
    const busy = fromServer(
      503,
      { error: 'server-busy', message: 'The server is busy. Try again in a moment.' },
      deletePath,
    );
    expect(errorMessage(busy, t)).toBe('The server is busy. Try again in a moment.');
  });

  it('says the session has ended on a 401 from a call, not the fixed word of the body', () => {
    const lost = fromServer(401, unauthorizedBody(0, deletePath), deletePath);
    expect(errorMessage(lost, t)).toBe('Your session has ended. Sign in again.');
    const refused = fromServer(401, unauthorizedBody(0, '/session'), '/session');
    expect(errorMessage(refused, t)).toBe('Unauthorized');
  });

  it('describes a network failure', () => {
    const offline = new ApiError({ kind: 'network', message: 'x', path: deletePath });
    expect(errorMessage(offline, t)).toBe(
      'The server could not be reached. Check your connection and try again.',
    );
  });

  it("tells the server's errors in the operator's language, with the wait the answer gives", () => {
    const limited = fromServer(
      429,
      proxiedErrorBody(429, 'reporting', {
        browserPath: '/reporting/api/suppliers',
        now: 0,
        retryAfter: 120,
      }),
      '/reporting/api/suppliers',
    );
    expect(errorMessage(limited, t)).toBe(
      'The reporting service is receiving too many requests (429). Try again in 2 minutes.',
    );
    expect(errorMessage(limited, tPt)).toBe(
      'O serviço de relatórios está recebendo requisições demais (429). Tente de novo em 2 minutos.',
    );
    const offline = new ApiError({ kind: 'network', message: 'x', path: deletePath });
    expect(errorMessage(offline, tPt)).toBe(
      'Não foi possível falar com o servidor. Verifique a conexão e tente de novo.',
    );
  });

  it('names the reporting service for a reporting call, by the path the app’s client gives its errors', () => {
    const supplier = '/api/integration/v1/supplier';
    const failed = fromServer(
      500,
      proxiedErrorBody(500, 'reporting', { browserPath: supplier, now: 0 }),
      supplier,
    );
    expect(errorMessage(failed, t)).toBe('The reporting service failed (status 500). Try again in a moment.');
    const run = '/api/integration/v2/run/RUNTIME-01/invoice-bot';
    const refused = fromServer(
      500,
      proxiedErrorBody(500, 'orchestration', { browserPath: run, now: 0 }),
      run,
    );
    expect(errorMessage(refused, t)).toBe(
      'The orchestration service failed (status 500). Try again in a moment.',
    );
  });

  it('words an error recorded earlier by its code and status, as it was when it happened', () => {
    const path = '/api/company/job-position';
    const recorded = serverError({
      status: 401,
      code: 'reporting-key-refused',
      message: "The server's API key was refused by the reporting service.",
      path,
    });
    expect(errorMessage(recorded, tPt)).toBe('O serviço de relatórios recusou a chave de API do servidor.');
    const failed = serverError({ status: 502, code: 'upstream-unreachable', message: 'x', path });
    expect(errorMessage(failed, tPt)).toBe('O serviço de relatórios está fora de alcance.');
  });

  it("falls back on the server's own words for a code this console does not know", () => {
    const novel = fromServer(503, { error: 'brand-new', message: 'Something new happened.' }, deletePath);
    expect(errorMessage(novel, tPt)).toBe('Something new happened.');
  });

  it("tells an over-long text refused by the server in the operator's language", () => {
    const supplier = '/reporting/api/integration/v1/supplier';
    const refused = fromServer(
      400,
      {
        error: 'text-too-long',
        message: "A supplier's name can be at most 120 characters; this one has 5000.",
      },
      supplier,
    );
    expect(errorMessage(refused, t)).toBe(
      'A text you typed is longer than the server accepts. Shorten it and try again.',
    );
    expect(errorMessage(refused, tPt)).toBe(
      'Um texto digitado é mais longo do que o servidor aceita. Encurte-o e tente de novo.',
    );
  });
});

describe("every code of the server's", () => {
  const serverMessage = "The server's own English words.";

  it.each(serverErrorCodes)('%s has words in both languages, and is told in them', (code) => {
    const key: ServerErrorKey = `serverError.${code}`;
    const wordsEn = english[key];
    const wordsPt = portuguese[key];
    expect(typeof wordsEn === 'string' && wordsEn !== '').toBe(true);
    expect(typeof wordsPt === 'string' && wordsPt !== '').toBe(true);
    expect(wordsPt).not.toBe(wordsEn);

    const error = serverError({ status: 500, code, message: serverMessage, path: deletePath });
    for (const translate of [t, tPt]) {
      // The values every server error message may name (common.en.ts), as the operator's language says them.
      const values = {
        detail: serverMessage,
        status: 500,
        wait: translate('wait.moment'),
        service: translate('service.orchestration'),
      };
      const told = errorMessage(error, translate);
      expect(told).toBe((translate as (k: ServerErrorKey, v: typeof values) => string)(key, values));
      expect(told).not.toBe(serverMessage);
    }
  });
});
