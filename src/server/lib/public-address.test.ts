import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { lanIPv4, resolvePublicAddress } from './public-address';

const nic = (address: string, internal = false, family = 'IPv4'): NetworkInterfaceInfo =>
  ({ address, internal, family, netmask: '', mac: '', cidr: null }) as NetworkInterfaceInfo;

/** A shop computer: loopback, a link-local leftover, an IPv6 address, then its LAN address. */
const SHOP_PC = {
  lo: [nic('127.0.0.1', true), nic('::1', true, 'IPv6')],
  eth0: [nic('169.254.10.2'), nic('fe80::1', false, 'IPv6'), nic('192.168.1.20')],
  wlan0: [nic('10.0.0.7')],
};
const base = { envUrl: undefined, setting: null, host: '0.0.0.0', port: 5000, interfaces: SHOP_PC };

describe('resolvePublicAddress', () => {
  it('takes PUBLIC_URL first, whatever the setting and the host say', () => {
    expect(
      resolvePublicAddress({
        ...base,
        envUrl: 'https://repairs.example.com',
        setting: 'http://192.168.1.50:5000',
      }),
    ).toEqual({ url: 'https://repairs.example.com', source: 'env', pointsAtLoopback: false });
  });

  it("takes the office's setting when PUBLIC_URL is not set", () => {
    expect(
      resolvePublicAddress({ ...base, host: '127.0.0.1', setting: 'https://fix.example.com' }),
    ).toEqual({ url: 'https://fix.example.com', source: 'setting', pointsAtLoopback: false });
  });

  it('uses the first LAN IPv4 address of a server listening on every interface', () => {
    expect(resolvePublicAddress(base)).toEqual({
      url: 'http://192.168.1.20:5000',
      source: 'lan',
      pointsAtLoopback: false,
    });
    expect(resolvePublicAddress({ ...base, host: '::', port: 8080 }).url).toBe(
      'http://192.168.1.20:8080',
    );
  });

  it('falls back to loopback, and says so, when nothing else is known', () => {
    expect(resolvePublicAddress({ ...base, interfaces: { lo: SHOP_PC.lo } })).toEqual({
      url: 'http://127.0.0.1:5000',
      source: 'host',
      pointsAtLoopback: true,
    });
    expect(resolvePublicAddress({ ...base, host: '127.0.0.1' })).toEqual({
      url: 'http://127.0.0.1:5000',
      source: 'host',
      pointsAtLoopback: true,
    });
    expect(resolvePublicAddress({ ...base, host: '::1' }).url).toBe('http://[::1]:5000');
    expect(resolvePublicAddress({ ...base, host: '::1' }).pointsAtLoopback).toBe(true);
  });

  it('uses a specific HOST as it is, and flags a loopback setting too', () => {
    expect(resolvePublicAddress({ ...base, host: '192.168.1.30' })).toMatchObject({
      url: 'http://192.168.1.30:5000',
      pointsAtLoopback: false,
    });
    expect(
      resolvePublicAddress({ ...base, setting: 'http://localhost:5000' }).pointsAtLoopback,
    ).toBe(true);
  });
});

describe('lanIPv4', () => {
  it('skips loopback, link-local and IPv6 addresses', () => {
    expect(lanIPv4(SHOP_PC)).toBe('192.168.1.20');
    expect(lanIPv4({ lo: SHOP_PC.lo })).toBeNull();
  });
});
