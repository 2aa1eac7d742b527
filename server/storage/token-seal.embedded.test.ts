import { describe, expect, it } from 'vitest';
import { createTokenSeal, sessionIdHash } from './token-seal';

const secret = 'a-secret-of-at-least-thirty-two-characters!';

describe('sealed tokens', () => {
  it('opens with the same secret and context only, and never shows the token in the sealed text', async () => {
    const seal = await createTokenSeal(secret);
    const token = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiJhbmEifQ.c2lnbmF0dXJl';
    const sealed = await seal.seal(token, 'row-1');
    expect(sealed).toMatch(/^v2\.[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(sealed).not.toContain('eyJ');
    expect(await seal.open(sealed, 'row-1')).toBe(token);
    expect(await seal.open(sealed, 'row-2')).toBeUndefined();
    expect(await (await createTokenSeal(`${secret}x`)).open(sealed, 'row-1')).toBeUndefined();
    expect(await seal.open(`${sealed.slice(0, -2)}AA`, 'row-1')).toBeUndefined();
    expect(await seal.open('not sealed at all', 'row-1')).toBeUndefined();
    expect(await seal.seal(token, 'row-1')).not.toBe(sealed);
  });

  // Sealed by the seal as it was before key ids (commit a400e0a), under `secret`, for the context 'row-1'.
  const legacy = 'v1.jmcPIed_zY50qMb2.yh176T9xeehTuwAAdEJsgZ8F_OIoOqc5WsfjNW99x-7HzyNAhKuSNL8ekw';
  const newSecret = 'the-secret-after-the-rotation-of-at-least-32';

  it('opens what was sealed under the previous secret after a rotation, and seals only under the new one', async () => {
    const before = await createTokenSeal(secret);
    const sealed = await before.seal('a-token', 'row-1');
    const rotated = await createTokenSeal(newSecret, secret);
    expect(await rotated.open(sealed, 'row-1')).toBe('a-token');
    expect(await rotated.open(sealed, 'row-2')).toBeUndefined();
    // To be sealed again during the rotation; never outside one.
    expect(rotated.stale(sealed)).toBe(true);
    expect(before.stale(sealed)).toBe(false);
    const again = await rotated.seal('a-token', 'row-1');
    expect(rotated.stale(again)).toBe(false);
    // Sealed under the new secret: the old one alone cannot open it.
    expect(await before.open(again, 'row-1')).toBeUndefined();
    expect(await (await createTokenSeal(newSecret)).open(again, 'row-1')).toBe('a-token');
  });

  it('opens text sealed before key ids under the current secret, or the previous one after a rotation', async () => {
    expect(await (await createTokenSeal(secret)).open(legacy, 'row-1')).toBe('eyJhbGciOiJIUzI1NiJ9.legacy');
    const rotated = await createTokenSeal(newSecret, secret);
    expect(await rotated.open(legacy, 'row-1')).toBe('eyJhbGciOiJIUzI1NiJ9.legacy');
    expect(rotated.stale(legacy)).toBe(true);
    expect(await (await createTokenSeal(newSecret)).open(legacy, 'row-1')).toBeUndefined();
  });

  it('opens nothing sealed under a secret it has not got, whatever key id the text claims', async () => {
    const other = await createTokenSeal(`${secret}-another-one`);
    const sealed = await other.seal('a-token', 'row-1');
    const ring = await createTokenSeal(newSecret, secret);
    expect(await ring.open(sealed, 'row-1')).toBeUndefined();
    // The same text claiming the current key's id still does not open: the id only picks the key.
    const current = (await ring.seal('x', 'row-1')).split('.')[1] ?? '';
    const [, , iv, body] = sealed.split('.');
    expect(await ring.open(`v2.${current}.${iv}.${body}`, 'row-1')).toBeUndefined();
  });

  it('hashes a session id to the same hex digest every time', async () => {
    expect(await sessionIdHash('abc')).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });
});
