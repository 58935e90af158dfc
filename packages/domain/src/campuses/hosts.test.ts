import { describe, expect, it } from 'vitest';
import { CAMPUS_CATALOGUE } from './catalogue';
import { campusDirectory, campusOrigin, renamedCampusOfHost, resolveHost } from './hosts';

const catalogue = campusDirectory(CAMPUS_CATALOGUE);
/** What resolveHost answers for a campus's own site, and for the hub. */
const campusSite = (campusId: string) => ({ kind: 'campus', campusId });
const HUB = { kind: 'hub', campusId: 'campus' };

describe('resolveHost', () => {
  it.each([
    ['localhost:3000', { kind: 'hub', campusId: 'campus' }],
    ['localhost', { kind: 'hub', campusId: 'campus' }],
    ['www.localhost:3000', { kind: 'hub', campusId: 'campus' }],
    ['127.0.0.1:3000', { kind: 'hub', campusId: 'campus' }],
    [undefined, { kind: 'hub', campusId: 'campus' }],
    ['ou.localhost:3000', { kind: 'campus', campusId: 'ou' }],
    ['OU.LOCALHOST', { kind: 'campus', campusId: 'ou' }],
    ['okstate.localhost:3000', { kind: 'campus', campusId: 'okstate' }],
    ['olemiss.localhost', { kind: 'campus', campusId: 'olemiss' }],
    ['ou.localhost.', { kind: 'campus', campusId: 'ou' }],
    ['nope.localhost:3000', { kind: 'unknown' }],
    ['campus.localhost:3000', { kind: 'unknown' }],
    ['a.ou.localhost', { kind: 'unknown' }],
  ])('%s → %j', (host, expected) => {
    expect(resolveHost(host, 'localhost', catalogue)).toEqual(expected);
  });

  it('works for a real parent domain', () => {
    expect(resolveHost('smu.buysell.example', 'buysell.example', catalogue)).toEqual(campusSite('smu'));
    expect(resolveHost('buysell.example', 'buysell.example', catalogue)).toEqual(HUB);
  });
});

describe('campusOrigin', () => {
  it.each([
    ['campus', 'http://localhost:3000', 'http://localhost:3000'],
    ['ou', 'http://localhost:3000', 'http://ou.localhost:3000'],
    ['olemiss', 'https://buysell.example', 'https://olemiss.buysell.example'],
  ])('%s on %s is %s', (id, base, origin) => {
    expect(campusOrigin(id, base, catalogue)).toBe(origin);
  });
});

describe('a directory of other campuses', () => {
  const rice = { id: 'rice', shortName: 'Rice' };
  const renamed = { id: 'tamu', shortName: 'Aggies' };
  const campuses = campusDirectory([...CAMPUS_CATALOGUE.filter((c) => c.id !== 'tamu'), rice, renamed]);

  it('resolves a campus that is not in the catalogue, and follows a new short name', () => {
    expect(resolveHost('rice.localhost:3000', 'localhost', campuses)).toEqual(campusSite('rice'));
    expect(resolveHost('aggies.localhost', 'localhost', campuses)).toEqual(campusSite('tamu'));
    expect(resolveHost('tamu.localhost', 'localhost', campuses)).toEqual({ kind: 'unknown' });
    expect(resolveHost('rice.localhost', 'localhost', catalogue)).toEqual({ kind: 'unknown' });
    expect(campusOrigin('tamu', 'http://localhost:3000', campuses)).toBe('http://aggies.localhost:3000');
    expect(() => campusOrigin('rice', 'http://localhost:3000', catalogue)).toThrow('Unknown campus rice');
  });
});

describe('renamedCampusOfHost', () => {
  const renamed = campusDirectory([
    { id: 'campus', shortName: 'Campus' },
    { id: 'ou', shortName: 'Sooners' },
    { id: 'ut', shortName: 'UT' },
  ]);
  it('finds the campus whose first address (its id) a host still names after a rename', () => {
    expect(renamedCampusOfHost('ou.localhost:3000', 'localhost', renamed)?.shortName).toBe('Sooners');
    expect(resolveHost('ou.localhost:3000', 'localhost', renamed)).toEqual({ kind: 'unknown' });
  });
  it('leaves current addresses, the hub and unknown hosts alone', () => {
    expect(renamedCampusOfHost('sooners.localhost', 'localhost', renamed)).toBeUndefined();
    expect(renamedCampusOfHost('ut.localhost', 'localhost', renamed)).toBeUndefined();
    expect(renamedCampusOfHost('campus.localhost', 'localhost', renamed)).toBeUndefined();
    expect(renamedCampusOfHost('nowhere.localhost', 'localhost', renamed)).toBeUndefined();
    expect(renamedCampusOfHost('localhost', 'localhost', renamed)).toBeUndefined();
  });
});
