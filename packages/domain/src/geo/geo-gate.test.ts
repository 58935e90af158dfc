import { describe, expect, it } from 'vitest';
import { decideGeoAccess, type GeoAccessInput, isPrivateOrLoopback, isSameTimeZone } from './geo-gate';

const chicago = { country: 'US', timeZone: 'America/Chicago' };

describe('decideGeoAccess', () => {
  // A US address whose data says America/Chicago, against what the browser says.
  it.each<[string, string | null, boolean, string]>([
    ['same zone', 'America/Chicago', true, 'ok'],
    ['other zone', 'America/New_York', false, 'time-zone-mismatch'],
    ['other zone with the same offset', 'America/Winnipeg', false, 'time-zone-mismatch'],
    ['zone in another case', 'america/chicago', true, 'ok'],
    ['unknown zone name', 'Mars/Olympus', false, 'time-zone-mismatch'],
    ['browser sent no zone', null, false, 'time-zone-mismatch'],
    ['empty zone', '', false, 'time-zone-mismatch'],
  ])('US, %s', (_name, browserTimeZone, allowed, reason) => {
    expect(decideGeoAccess({ ip: '129.15.0.1', lookup: chicago, browserTimeZone })).toEqual({
      allowed,
      reason,
    });
  });

  it.each<[string, GeoAccessInput, boolean, string]>([
    [
      'US, zone linked to the same one',
      {
        ip: '128.210.0.1',
        lookup: { country: 'US', timeZone: 'America/Indiana/Indianapolis' },
        browserTimeZone: 'America/Indianapolis',
      },
      true,
      'ok',
    ],
    [
      'US address without a zone in the data',
      { ip: '23.0.0.1', lookup: { country: 'US', timeZone: null }, browserTimeZone: 'America/Chicago' },
      true,
      'lookup-failed',
    ],
    [
      'UK address, London browser',
      {
        ip: '131.111.0.1',
        lookup: { country: 'GB', timeZone: 'Europe/London' },
        browserTimeZone: 'Europe/London',
      },
      false,
      'not-us',
    ],
    [
      'German address, US browser',
      {
        ip: '141.20.0.1',
        lookup: { country: 'DE', timeZone: 'Europe/Berlin' },
        browserTimeZone: 'America/Chicago',
      },
      false,
      'not-us',
    ],
    [
      'non-US address without a zone',
      { ip: '141.20.0.1', lookup: { country: 'DE', timeZone: null }, browserTimeZone: null },
      false,
      'not-us',
    ],
    ['lookup failed', { ip: '129.15.0.1', lookup: 'error', browserTimeZone: null }, true, 'lookup-failed'],
    [
      'address not in the data',
      { ip: '1.1.1.1', lookup: null, browserTimeZone: null },
      true,
      'lookup-failed',
    ],
    [
      'private address, whatever the lookup says',
      { ip: '192.168.1.20', lookup: { country: 'DE', timeZone: 'Europe/Berlin' }, browserTimeZone: null },
      true,
      'private-address',
    ],
    ['loopback', { ip: '127.0.0.1', lookup: null, browserTimeZone: null }, true, 'private-address'],
    ['IPv6 loopback', { ip: '::1', lookup: 'error', browserTimeZone: null }, true, 'private-address'],
  ])('%s', (_name, input, allowed, reason) => {
    expect(decideGeoAccess(input)).toEqual({ allowed, reason });
  });
});

describe('isSameTimeZone', () => {
  it.each([
    ['America/Chicago', 'America/Chicago', true],
    ['America/Indianapolis', 'America/Indiana/Indianapolis', true],
    ['America/Louisville', 'America/Kentucky/Louisville', true],
    ['US/Central', 'America/Chicago', true],
    ['America/Chicago', 'America/Winnipeg', false],
    ['America/Denver', 'America/Phoenix', false],
    ['Not/AZone', 'Not/AZone', true],
    ['Not/AZone', 'America/Chicago', false],
  ])('%s ~ %s is %s', (a, b, same) => {
    expect(isSameTimeZone(a, b)).toBe(same);
  });
});

describe('isPrivateOrLoopback', () => {
  it.each([
    ['10.0.0.1', true],
    ['10.255.255.255', true],
    ['172.16.0.1', true],
    ['172.31.255.255', true],
    ['172.15.255.255', false],
    ['172.32.0.1', false],
    ['192.168.0.1', true],
    ['192.169.0.1', false],
    ['127.0.0.1', true],
    ['127.8.9.10', true],
    ['169.254.10.1', true],
    ['169.253.10.1', false],
    ['100.64.0.1', true],
    ['100.127.255.255', true],
    ['100.63.255.255', false],
    ['100.128.0.1', false],
    ['8.8.8.8', false],
    ['129.15.0.1', false],
    ['::1', true],
    ['0:0:0:0:0:0:0:1', true],
    ['::', false],
    ['::2', false],
    ['fc00::1', true],
    ['fd12:3456:789a::1', true],
    ['fe80::1', true],
    ['fe80::1%eth0', true],
    ['febf::1', true],
    ['fec0::1', false],
    ['2001:4860:4860::8888', false],
    ['::ffff:10.1.2.3', true],
    ['::ffff:127.0.0.1', true],
    ['::FFFF:192.168.1.1', true],
    ['::ffff:7f00:1', true],
    ['::ffff:8.8.8.8', false],
    ['0:0:0:0:0:ffff:172.20.0.5', true],
    ['', false],
    ['not an address', false],
    ['256.1.1.1', false],
    ['10.0.0', false],
    ['1::2::3', false],
    ['1:2:3:4:5:6:7:8:9', false],
    ['fc00:zz::1', false],
  ])('%s → %s', (ip, expected) => {
    expect(isPrivateOrLoopback(ip)).toBe(expected);
  });
});
