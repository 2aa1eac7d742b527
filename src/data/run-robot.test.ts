import { describe, expect, it } from 'vitest';
import { buildRunRequest } from './run-robot';

const variables = [{ name: 'batch', type: 'text', value: 'NOV' }];

describe('buildRunRequest', () => {
  it('uses endpoint 5 with the variables as body for version 2', () => {
    expect(buildRunRequest({ computerId: 'PC 1', robotId: 'bot', apiVersion: 'v2', variables })).toEqual({
      endpointNumber: 5,
      method: 'POST',
      path: '/api/integration/v2/run/PC%201/bot',
      body: { variables },
    });
  });

  it('sends no body for the robot defaults on version 2', () => {
    const request = buildRunRequest({ computerId: 'PC', robotId: 'bot', apiVersion: 'v2', variables: null });
    expect(request).toMatchObject({ endpointNumber: 5, method: 'POST', body: undefined });
  });

  it('uses endpoint 3 (POST) with variables and endpoint 4 (GET) for defaults on version 1', () => {
    expect(buildRunRequest({ computerId: 'PC', robotId: 'bot', apiVersion: 'v1', variables })).toMatchObject({
      endpointNumber: 3,
      method: 'POST',
      path: '/api/integration/v1/run/PC/bot',
    });
    expect(
      buildRunRequest({ computerId: 'PC', robotId: 'bot', apiVersion: 'v1', variables: null }),
    ).toMatchObject({
      endpointNumber: 4,
      method: 'GET',
      body: undefined,
    });
  });

  it('never lets an id add a path segment', () => {
    const request = buildRunRequest({
      computerId: '../x',
      robotId: 'a/b',
      apiVersion: 'v2',
      variables: null,
    });
    expect(request.path).toBe('/api/integration/v2/run/..%2Fx/a%2Fb');
  });
});
