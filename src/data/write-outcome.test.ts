import { describe, expect, it } from 'vitest';
import { ApiError } from '@/api/api-error';
import { z } from '@/api/zod';
import { refusedWrite } from './write-outcome';

const thing = z.object({ name: z.string(), version: z.number() });
const refused = (status: number, details?: unknown) =>
  new ApiError({ kind: 'client', message: 'refused', path: '/api/things/1', status, details });

describe('a refused write', () => {
  it('is a conflict with who, when and the thing as it is now, read with its schema', () => {
    const error = refused(409, {
      error: 'conflict',
      message: 'changed meanwhile',
      changedBy: 'ana@example.test',
      changedAt: 1_700_000_000_000,
      current: { name: 'Main runtime', version: 4 },
    });
    expect(refusedWrite(error, thing)).toEqual({
      kind: 'conflict',
      changedBy: 'ana@example.test',
      changedAt: 1_700_000_000_000,
      current: { name: 'Main runtime', version: 4 },
    });
  });

  it('is a failure when the current version cannot be read, or the 409 says no who', () => {
    const unreadable = refused(409, {
      error: 'conflict',
      message: 'changed meanwhile',
      changedBy: 'ana@example.test',
      changedAt: 1,
      current: { name: 7 },
    });
    expect(refusedWrite(unreadable, thing)).toEqual({ kind: 'failed', error: unreadable });
    const bare = refused(409);
    expect(refusedWrite(bare, thing)).toEqual({ kind: 'failed', error: bare });
  });

  it('is gone on a 404, and a failure otherwise', () => {
    expect(refusedWrite(refused(404), thing)).toEqual({ kind: 'gone' });
    const server = refused(500);
    expect(refusedWrite(server, thing)).toEqual({ kind: 'failed', error: server });
    const network = new TypeError('fetch failed');
    expect(refusedWrite(network, thing)).toEqual({ kind: 'failed', error: network });
  });
});
