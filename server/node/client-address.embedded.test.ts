/** Whose address a request comes from, behind zero or more reverse proxies (TRUST_PROXY). */
import { describe, expect, it } from 'vitest';
import { clientAddressResolver, parseTrustProxy, type TrustProxy } from './client-address';

function trust(text: string): TrustProxy {
  const parsed = parseTrustProxy(text);
  if (!parsed.ok) throw new Error(parsed.problem);
  return parsed.value;
}

describe('the client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    const resolve = clientAddressResolver(trust('0'));
    expect(resolve('198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
    expect(resolve('::ffff:198.51.100.7', undefined)).toBe('198.51.100.7');
  });

  it('is read as many hops back as TRUST_PROXY counts, and no further', () => {
    const one = clientAddressResolver(trust('1'));
    // The client wrote 1.2.3.4 itself; the proxy appended the address it really came from.
    expect(one('10.0.0.2', '1.2.3.4, 203.0.113.5')).toBe('203.0.113.5');
    expect(one('10.0.0.2', undefined)).toBe('10.0.0.2');
    const two = clientAddressResolver(trust('2'));
    expect(two('10.0.0.2', '1.2.3.4, 203.0.113.5, 10.0.0.9')).toBe('203.0.113.5');
    expect(two('10.0.0.2', '10.0.0.9')).toBe('10.0.0.9');
  });

  it('is read back through trusted addresses and ranges only', () => {
    const resolve = clientAddressResolver(trust('10.0.0.2, 10.1.0.0/16, ::1'));
    expect(resolve('10.0.0.2', '1.2.3.4, 203.0.113.5')).toBe('203.0.113.5');
    expect(resolve('10.0.0.2', '203.0.113.5, 10.1.4.4')).toBe('203.0.113.5');
    expect(resolve('::1', '2001:db8::7')).toBe('2001:db8::7');
    expect(resolve('::ffff:10.0.0.2', '203.0.113.5')).toBe('203.0.113.5');
    // A peer that is not a trusted proxy is the client, whatever it sends.
    expect(resolve('198.51.100.7', '203.0.113.5')).toBe('198.51.100.7');
  });

  it('drops ports, and stops at an entry that is not an address', () => {
    const resolve = clientAddressResolver(trust('1'));
    expect(resolve('10.0.0.2', '203.0.113.5:51234')).toBe('203.0.113.5');
    expect(resolve('10.0.0.2', '[2001:db8::7]:443')).toBe('2001:db8::7');
    expect(resolve('10.0.0.2', 'unknown')).toBe('10.0.0.2');
    expect(resolve('10.0.0.2', '<script>')).toBe('10.0.0.2');
  });
});
