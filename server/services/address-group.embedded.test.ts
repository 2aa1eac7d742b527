import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addressGroup } from './address-group';

describe('address group', () => {
  it('is the /64 of an IPv6 address, however it is written', () => {
    for (const address of [
      '2001:db8:7:8::1',
      '2001:DB8:7:8:0:0:0:1',
      '2001:0db8:0007:0008:ffff:ffff:ffff:ffff',
      '2001:db8:7:8:1::',
      '2001:db8:7:8::192.0.2.1',
    ]) {
      expect(addressGroup(address)).toBe('2001:db8:7:8::/64');
    }
    expect(addressGroup('2001:db8:7:9::1')).toBe('2001:db8:7:9::/64');
    expect(addressGroup('::1')).toBe('0:0:0:0::/64');
    expect(addressGroup('::')).toBe('0:0:0:0::/64');
    expect(addressGroup('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressGroup('1:2:3:4:5:6:7:8')).toBe('1:2:3:4::/64');
  });

  it('holds each address in the /64 node:net puts it in', () => {
    for (const address of [
      '2001:db8:aaaa:bbbb:cccc::1',
      'ff02::1',
      '2001:db8::8:800:200c:417a',
      '::2:3:4:5:6',
    ]) {
      const [prefix = ''] = addressGroup(address).split('/');
      const subnet = new BlockList();
      subnet.addSubnet(prefix, 64, 'ipv6');
      expect(subnet.check(address, 'ipv6')).toBe(true);
      // The neighbouring /64 (its fourth group one higher) is another client.
      const groups = prefix
        .replace('::', '')
        .split(':')
        .map((group) => parseInt(group, 16));
      groups[3] = ((groups[3] ?? 0) + 1) % 0x10000;
      const neighbour = `${groups.map((group) => group.toString(16)).join(':')}::1`;
      expect(subnet.check(neighbour, 'ipv6')).toBe(false);
    }
  });

  it('is the IPv4 address itself, also when seen through an IPv6 socket', () => {
    expect(addressGroup('192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('::ffff:192.0.2.1')).toBe('192.0.2.1');
    expect(addressGroup('::FFFF:c000:0201')).toBe('192.0.2.1');
    expect(addressGroup('0:0:0:0:0:ffff:10.0.0.255')).toBe('10.0.0.255');
  });

  it('leaves anything that is not an address as it is', () => {
    for (const text of ['unknown', '', 'not:an:address', '::1]/x', '1:2:3:4:5:6:7:8:9', '2001:db8::g'])
      expect(addressGroup(text)).toBe(text);
  });
});
