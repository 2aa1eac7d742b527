import { describe, expect, it } from 'vitest';
import { createTokenSeal, sessionIdHash } from './token-seal';

const secret = 'a-secret-of-at-least-thirty-two-characters!';

describe('sealed tokens', () => {
  it('opens with the same secret and context only, and never shows the token in the sealed text', async () => {
    const seal = await createTokenSeal(secret);
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJl';
    const sealed = await seal.seal(token, 'row-1');
    expect(sealed).toMatch(/^v1\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('eyJ');
    expect(await seal.open(sealed, 'row-1')).toBe(token);
    expect(await seal.open(sealed, 'row-2')).toBeUndefined();
    expect(await (await createTokenSeal(`${secret}x`)).open(sealed, 'row-1')).toBeUndefined();
    expect(await seal.open(`${sealed.slice(0, -2)}AA`, 'row-1')).toBeUndefined();
    expect(await seal.open('not sealed at all', 'row-1')).toBeUndefined();
    expect(await seal.seal(token, 'row-1')).not.toBe(sealed);
  });

  it('hashes a session id to the same hex digest every time', async () => {
    expect(await sessionIdHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
