import { describe, expect, it } from 'vitest';
import { endpoints, browserPrefix } from './endpoints';
import { isProxiedApiPath, isServerApiPath, isUnder } from './paths';
import { sessionPath, workspacePrefix } from './workspace/routes';

describe("the server's paths", () => {
  it('are under a prefix as a whole segment', () => {
    expect(isUnder('/api', '/api')).toBe(true);
    expect(isUnder('/api', '/api/catalog')).toBe(true);
    expect(isUnder('/api', '/api?x=1')).toBe(true);
    expect(isUnder('/api', '/apis')).toBe(false);
    expect(isUnder('/api', '/')).toBe(false);
  });

  it("count every spec endpoint, relayed under its upstream's prefix, as relayed API", () => {
    for (const def of Object.values(endpoints)) {
      const path = `${browserPrefix[def.upstream]}${def.path}`;
      expect(isProxiedApiPath(path), path).toBe(true);
      expect(isServerApiPath(path), path).toBe(true);
    }
  });

  it('tell the session and the workspace from the relayed API, and the pages from the API', () => {
    for (const path of [sessionPath, `${workspacePrefix}/catalog`, `${workspacePrefix}/events`]) {
      expect(isServerApiPath(path), path).toBe(true);
      expect(isProxiedApiPath(path), path).toBe(false);
    }
    for (const page of [
      '/',
      '/run',
      '/queue',
      '/reporting/suppliers',
      '/reporting/rpa',
      '/sessions',
      '/apis',
    ]) {
      expect(isServerApiPath(page), page).toBe(false);
    }
    // /orchestrator has no pages: anything there is the API's (a JSON 404 if the table lacks it).
    expect(isServerApiPath(`${browserPrefix.orchestrator}/unknown`)).toBe(true);
  });
});
