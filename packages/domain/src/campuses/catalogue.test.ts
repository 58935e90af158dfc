import { describe, expect, it } from 'vitest';
import { CAMPUS_CATALOGUE, campusSubdomain, HUB_CAMPUS_ID } from './catalogue';
import { campusLogoSvg, campusMonogram } from './logo';

describe('campus catalogue', () => {
  it('has the 21 entries of the spec, all private, with unique ids and subdomains', () => {
    expect(CAMPUS_CATALOGUE).toHaveLength(21);
    expect(CAMPUS_CATALOGUE.map((c) => c.shortName)).toEqual([
      'Campus',
      'OU',
      'UT',
      'SMU',
      'UF',
      'UCLA',
      'Stanford',
      'Duke',
      'OkState',
      'TAMU',
      'MIT',
      'Harvard',
      'UCF',
      'FSU',
      'UNT',
      'UK',
      'Ole Miss',
      'OSU',
      'LSU',
      'NYU',
      'ASU',
    ]);
    expect(CAMPUS_CATALOGUE.every((c) => c.privacy === 'private')).toBe(true);
    expect(new Set(CAMPUS_CATALOGUE.map((c) => c.id)).size).toBe(21);
    for (const c of CAMPUS_CATALOGUE) {
      if (c.id !== HUB_CAMPUS_ID) expect(campusSubdomain(c.shortName)).toBe(c.id);
    }
  });

  it('launches every campus between August 2022 and October 2025', () => {
    for (const c of CAMPUS_CATALOGUE) {
      const at = new Date(c.launchedAt).getTime();
      expect(at).toBeGreaterThanOrEqual(Date.UTC(2022, 7, 1));
      expect(at).toBeLessThan(Date.UTC(2025, 10, 1));
    }
  });

  it.each([
    ['campus', []],
    ['ou', ['ou.edu']],
    [
      'ut',
      'utexas.edu utdallas.edu uta.edu mavs.uta.edu utsa.edu my.utsa.edu utep.edu miners.utep.edu'.split(' '),
    ],
    ['harvard', ['harvard.edu', 'college.harvard.edu', 'g.harvard.edu']],
    ['osu', ['osu.edu', 'buckeyemail.osu.edu']],
    ['olemiss', ['olemiss.edu', 'go.olemiss.edu']],
  ])('%s accepts the domains %j', (id, domains) => {
    expect(CAMPUS_CATALOGUE.find((c) => c.id === id)?.emailDomains).toEqual(domains);
  });

  it.each([
    ['OU', 'OU'],
    ['Ole Miss', 'OM'],
    ['OkState', 'OS'],
    ['Stanford', 'S'],
    ['UCLA', 'UCLA'],
  ])('draws the monogram of %s as %s', (shortName, expected) => {
    expect(campusMonogram(shortName)).toBe(expected);
  });

  it('escapes names in the logo', () => {
    const svg = campusLogoSvg({ shortName: 'TAMU', name: 'Texas A&M University', color: '#500000' });
    expect(svg).toContain('Texas A&#38;M University logo');
    expect(svg).toContain('>TAMU<');
  });
});
