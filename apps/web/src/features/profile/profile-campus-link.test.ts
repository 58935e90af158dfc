import { describe, expect, it } from 'vitest';
import { profileCampusLink } from './profile-campus-link';

const ou = { schoolVerified: true, campusId: 'ou' };
const unverified = { schoolVerified: false, campusId: null };
const UT_URL = 'http://ut.localhost:3000';

describe('profileCampusLink', () => {
  it.each([
    ['a member of the same campus, on it', ou, 'ou', 'ou', { label: 'View Your Campus', to: '/home' }],
    [
      'a member of the same campus, on another site',
      { schoolVerified: true, campusId: 'ut' },
      'ut',
      'ou',
      { label: 'View Your Campus', href: `${UT_URL}/home` },
    ],
    ['a member of another campus', ou, 'ut', 'ou', { label: 'Visit As Guest', href: `${UT_URL}/home` }],
    ['a member of another campus, on that site', ou, 'ut', 'ut', { label: 'Visit As Guest', to: '/home' }],
    [
      'a viewer without a verified school',
      unverified,
      'ut',
      'ou',
      { label: 'Join Campus', to: '/settings/account/school_email?campus=ut' },
    ],
    ['a guest', null, 'ou', 'ou', null],
  ] as const)('%s', (_case, viewer, profileCampusId, siteCampusId, expected) => {
    expect(profileCampusLink({ viewer, profileCampusId, siteCampusId, campusUrl: UT_URL })).toEqual(expected);
  });

  it('shows nothing for a profile without a campus', () => {
    expect(
      profileCampusLink({ viewer: ou, profileCampusId: null, siteCampusId: 'ou', campusUrl: undefined }),
    ).toBeNull();
  });

  it('shows no visit button while the campus address is unknown', () => {
    expect(
      profileCampusLink({ viewer: ou, profileCampusId: 'ut', siteCampusId: 'ou', campusUrl: undefined }),
    ).toBeNull();
  });
});
