import { describe, expect, it } from 'vitest';
import { configuredOrigins } from './public-origin';

const interfaces = {
  lo: [{ address: '127.0.0.1', netmask: '255.0.0.0', family: 'IPv4', mac: '', internal: true, cidr: null }],
  eth0: [
    { address: '192.168.1.5', netmask: '255.255.255.0', family: 'IPv4', mac: '', internal: false, cidr: null },
    { address: 'fe80::1', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '', internal: false, cidr: null, scopeid: 2 },
    { address: '2001:db8::5', netmask: 'ffff:ffff:ffff:ffff::', family: 'IPv6', mac: '', internal: false, cidr: null, scopeid: 0 },
  ],
} as const;
const os = interfaces as unknown as Parameters<typeof configuredOrigins>[2];

describe('configuredOrigins', () => {
  it('is PUBLIC_URL’s origin alone when set', () => {
    expect(configuredOrigins({ PUBLIC_URL: 'https://fleet.example/portal/', HOST: '0.0.0.0', PORT: 3000 }, 3000, os)).toEqual(['https://fleet.example']);
  });

  it('is localhost first, then every address of the machine, for a wildcard HOST', () => {
    expect(configuredOrigins({ HOST: '0.0.0.0', PORT: 3000 }, 3000, os)).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
      'http://192.168.1.5:3000',
    ]);
    expect(configuredOrigins({ HOST: '::', PORT: 3000 }, 3000, os)).toContain('http://[2001:db8::5]:3000');
  });

  it('is the bound HOST and port otherwise, with the port actually bound', () => {
    expect(configuredOrigins({ HOST: '10.0.0.7', PORT: 0 }, 41234, os)).toEqual(['http://10.0.0.7:41234']);
    expect(configuredOrigins({ HOST: '127.0.0.1', PORT: 80 }, 80, os)[0]).toBe('http://127.0.0.1');
  });
});
