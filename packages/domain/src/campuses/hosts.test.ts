import { describe, expect, it } from 'vitest';
import { campusOrigin, resolveHost } from './hosts';

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
    expect(resolveHost(host, 'localhost')).toEqual(expected);
  });

  it('works for a real parent domain', () => {
    expect(resolveHost('smu.buysell.example', 'buysell.example')).toEqual({
      kind: 'campus',
      campusId: 'smu',
    });
    expect(resolveHost('buysell.example', 'buysell.example')).toEqual({ kind: 'hub', campusId: 'campus' });
  });
});

describe('campusOrigin', () => {
  it.each([
    ['campus', 'http://localhost:3000', 'http://localhost:3000'],
    ['ou', 'http://localhost:3000', 'http://ou.localhost:3000'],
    ['olemiss', 'https://buysell.example', 'https://olemiss.buysell.example'],
  ])('%s on %s is %s', (id, base, origin) => {
    expect(campusOrigin(id, base)).toBe(origin);
  });
});
