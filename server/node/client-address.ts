/**
 * Who the client is, for the sign-in limiter and the log. Behind a reverse proxy every connection comes
 * from the proxy, so the client's own address has to be read from `X-Forwarded-For`; but anyone can send
 * that header, so it is read only as far back as the proxies the operator told us to trust (TRUST_PROXY).
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import { BlockList, isIP } from 'node:net';

/** TRUST_PROXY: how many proxies stand in front of the server, or which addresses they have. */
export type TrustProxy = { readonly hops: number } | { readonly addresses: readonly string[] };

export type TrustProxyParse =
  { readonly ok: true; readonly value: TrustProxy } | { readonly ok: false; readonly problem: string };

const maxHops = 20;

/** `10.0.0.1`, `::1` or a range such as `10.1.0.0/16`; `undefined` when it is none of them. */
function parseRange(text: string): { address: string; prefix: number | undefined } | undefined {
  const [address = '', prefix, extra] = text.split('/');
  const family = isIP(address);
  if (family === 0 || extra !== undefined) return undefined;
  if (prefix === undefined) return { address, prefix: undefined };
  const bits = family === 4 ? 32 : 128;
  if (!/^\d{1,3}$/.test(prefix) || Number(prefix) > bits) return undefined;
  return { address, prefix: Number(prefix) };
}

/** Reads the setting: a whole number of hops, or a comma-separated list of addresses and ranges. */
export function parseTrustProxy(text: string): TrustProxyParse {
  const trimmed = text.trim();
  if (/^\d+$/.test(trimmed)) {
    const hops = Number(trimmed);
    return hops <= maxHops
      ? { ok: true, value: { hops } }
      : { ok: false, problem: `must be a number of proxies from 0 to ${maxHops}, or their addresses` };
  }
  const addresses = trimmed.split(',').map((part) => part.trim());
  const bad = addresses.find((part) => parseRange(part) === undefined);
  if (bad !== undefined) {
    return {
      ok: false,
      problem:
        `must be a number of proxies (e.g. 1) or a comma-separated list of their addresses ` +
        `(e.g. 10.0.0.2, 10.1.0.0/16); ${JSON.stringify(bad)} is neither`,
    };
  }
  return { ok: true, value: { addresses } };
}

export function describeTrustProxy(trust: TrustProxy): string {
  if ('hops' in trust) return trust.hops === 0 ? '0 (no proxy)' : `${trust.hops} hop(s)`;
  return trust.addresses.join(', ');
}

/** An IPv4 client seen through an IPv6 socket (`::ffff:10.0.0.1`) is the IPv4 address. */
function normalise(address: string): string {
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * One `X-Forwarded-For` entry as an address, or `undefined` when it is not one. Some proxies add the
 * port (`10.0.0.1:5123`, `[::1]:5123`); it is dropped.
 */
function forwardedAddress(entry: string): string | undefined {
  let text = entry.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(text);
  if (bracketed !== null) text = bracketed[1] ?? '';
  else if (/^\d{1,3}(?:\.\d{1,3}){3}:\d+$/.test(text)) text = text.slice(0, text.lastIndexOf(':'));
  return isIP(text) === 0 ? undefined : normalise(text);
}

function trustedAddresses(addresses: readonly string[]): (address: string) => boolean {
  const list = new BlockList();
  for (const entry of addresses) {
    const range = parseRange(entry.trim());
    if (range === undefined) continue;
    const family = isIP(range.address) === 4 ? 'ipv4' : 'ipv6';
    if (range.prefix === undefined) list.addAddress(normalise(range.address), family);
    else list.addSubnet(range.address, range.prefix, family);
  }
  return (address) => {
    const family = isIP(address);
    return family !== 0 && list.check(address, family === 4 ? 'ipv4' : 'ipv6');
  };
}

/**
 * The client's address given the socket's peer and the request's `X-Forwarded-For`. Each trusted proxy
 * appends the address it received the request from, so the chain is read from the right (nearest) and
 * stops at the first hop that is not trusted: what lies further left was written by the client itself.
 * An entry that is not an address ends the walk at the last good one.
 */
export function clientAddressResolver(
  trust: TrustProxy,
): (peer: string, forwardedFor: string | undefined) => string {
  // Whether the hop reached after `step` steps, at `address`, may tell us who came before it.
  let believes: (address: string, step: number) => boolean;
  if ('hops' in trust) {
    const { hops } = trust;
    believes = (_address, step) => step <= hops;
  } else {
    const isTrusted = trustedAddresses(trust.addresses);
    believes = (address) => isTrusted(address);
  }
  return (peer, forwardedFor) => {
    const chain = (forwardedFor ?? '').split(',').filter((entry) => entry.trim() !== '');
    let current = normalise(peer);
    for (let step = 1; step <= chain.length && believes(current, step); step += 1) {
      const previous = forwardedAddress(chain[chain.length - step] ?? '');
      if (previous === undefined) break;
      current = previous;
    }
    return current;
  };
}

/** The socket's peer under @hono/node-server; 'unknown' where there is no socket (app.request in tests). */
export function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/** The client of a request on a Node socket, read through TRUST_PROXY. */
export function nodeClientAddress(trust: TrustProxy): (c: Context) => string {
  const resolve = clientAddressResolver(trust);
  return (c) => resolve(socketAddress(c), c.req.header('x-forwarded-for'));
}
