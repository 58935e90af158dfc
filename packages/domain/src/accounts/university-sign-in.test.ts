import { describe, expect, it } from 'vitest';
import { AFFILIATION_LASTS_MS, mainAffiliation, standingOf } from './university-sign-in';

describe('a member standing', () => {
  const now = Date.parse('2026-12-01T00:00:00Z');
  it('is Current student while the last university sign-in said student, under 12 months ago', () => {
    const checked = new Date(now - AFFILIATION_LASTS_MS + 60_000);
    expect(
      standingOf({ schoolVerified: true, affiliation: 'student', affiliationCheckedAt: checked }, now),
    ).toBe('student');
  });
  it('lapses to the school e-mail 12 months after the last university sign-in', () => {
    const checked = new Date(now - AFFILIATION_LASTS_MS);
    expect(
      standingOf({ schoolVerified: true, affiliation: 'student', affiliationCheckedAt: checked }, now),
    ).toBe('schoolEmail');
  });
  it('says staff and alumni for what they are', () => {
    const at = new Date(now);
    expect(standingOf({ schoolVerified: true, affiliation: 'faculty', affiliationCheckedAt: at }, now)).toBe(
      'staff',
    );
    expect(standingOf({ schoolVerified: true, affiliation: 'alum', affiliationCheckedAt: at }, now)).toBe(
      'alum',
    );
    expect(
      standingOf({ schoolVerified: false, affiliation: null, affiliationCheckedAt: null }, now),
    ).toBeNull();
  });
  it('reads scoped affiliations, student first', () => {
    expect(mainAffiliation(['member@ou.edu', 'student@ou.edu'])).toBe('student');
    expect(mainAffiliation(['alum'])).toBe('alum');
    expect(mainAffiliation(['library-walk-in'])).toBeNull();
  });
});
