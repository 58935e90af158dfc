import { describe, expect, it } from 'vitest';
import { rice } from '../test-support/campuses';
import {
  campusConflict,
  campusConflictMessage,
  campusInputSchema,
  campusPatchSchema,
  DOMAINS_CONFIRMATION_WORD,
  domainsToConfirm,
  isEmailDomain,
  isHexColour,
  isTimeZone,
  CAMPUS_ADMIN_MESSAGES as M,
  normaliseEmailDomain,
} from './admin';
import { CAMPUS_CATALOGUE } from './catalogue';

function firstIssue(input: unknown): { path: string; message: string } | null {
  const r = campusInputSchema.safeParse(input);
  if (r.success) return null;
  const issue = r.error.issues[0]!;
  return { path: issue.path.join('.'), message: issue.message };
}

describe('isHexColour', () => {
  it.each([
    ['#1f5fd6', true],
    ['#ABCDEF', true],
    ['1f5fd6', false],
    ['#fff', false],
    ['#12345g', false],
    ['red', false],
    ['#1f5fd6 ', false],
  ])('%s → %s', (value, ok) => expect(isHexColour(value)).toBe(ok));
});

describe('isTimeZone', () => {
  it.each([
    ['America/Chicago', true],
    ['Europe/Berlin', true],
    ['UTC', true],
    ['America/Houston', false],
    ['Mars/Olympus', false],
    ['', false],
    ['CST6CDT; drop table', false],
  ])('%s → %s', (value, ok) => expect(isTimeZone(value)).toBe(ok));
});

describe('school e-mail domains', () => {
  it.each([
    [' @Rice.EDU ', 'rice.edu'],
    ['mavs.uta.edu.', 'mavs.uta.edu'],
  ])('%j normalises to %s', (raw, expected) => expect(normaliseEmailDomain(raw)).toBe(expected));

  it.each([
    ['rice.edu', true],
    ['mavs.uta.edu', true],
    ['rice', false],
    ['rice..edu', false],
    ['-rice.edu', false],
    ['rice.edu/x', false],
    ['ri ce.edu', false],
    ['1.2', false],
  ])('%s → %s', (value, ok) => expect(isEmailDomain(value)).toBe(ok));
});

describe('campusInputSchema', () => {
  it('takes a whole campus and normalises it', () => {
    const parsed = campusInputSchema.parse({
      ...rice,
      name: '  Rice University ',
      emailDomains: ['@Rice.edu'],
    });
    expect(parsed).toEqual({ ...rice, color: '#00205b', emailDomains: ['rice.edu'] });
  });

  it.each([
    [{ name: 'R' }, 'name', M.nameLength],
    [{ shortName: 'R' }, 'shortName', M.shortNameLength],
    [{ shortName: 'Rice & Co' }, 'shortName', M.shortNameChars],
    [{ shortName: 'Texas A&M' }, 'shortName', M.shortNameChars],
    // Look-alike addresses: punycode (valid or not), hyphens, letters outside A to Z.
    [{ shortName: 'xn--uipkd-iye' }, 'shortName', M.shortNameChars],
    [{ shortName: 'xn--ipkdjn' }, 'shortName', M.shortNameChars],
    [{ shortName: 'XN--ipkdjn' }, 'shortName', M.shortNameChars],
    [{ shortName: 'xn-- ipkdjn' }, 'shortName', M.shortNameChars],
    [{ shortName: 'Rice-U' }, 'shortName', M.shortNameChars],
    [{ shortName: '\u043euipkd' }, 'shortName', M.shortNameChars],
    [{ shortName: 'R\u00edce' }, 'shortName', M.shortNameChars],
    [{ shortName: '\uff32\uff49\uff43\uff45' }, 'shortName', M.shortNameChars],
    [{ emailDomains: [] }, 'emailDomains', M.emailDomainsCount],
    [{ emailDomains: ['rice'] }, 'emailDomains.0', M.emailDomainInvalid],
    [{ emailDomains: ['rice.edu', 'RICE.edu'] }, 'emailDomains', M.emailDomainRepeated],
    [{ color: 'blue' }, 'color', M.badColour],
    [{ color: '#fff' }, 'color', M.badColour],
    [{ accentColor: '#12345' }, 'accentColor', M.badColour],
    [{ city: '' }, 'city', M.cityLength],
    [{ state: 'T' }, 'state', M.stateLength],
    [{ timeZone: 'America/Houston' }, 'timeZone', M.badTimeZone],
    [{ meetingSpots: [{ name: ' ', directions: '' }] }, 'meetingSpots.0.name', M.spotNameLength],
    [
      { meetingSpots: [{ name: 'Gym', directions: 'x'.repeat(201) }] },
      'meetingSpots.0.directions',
      M.spotDirectionsLength,
    ],
    [
      { meetingSpots: Array.from({ length: 21 }, (_, i) => ({ name: `Spot ${i}`, directions: '' })) },
      'meetingSpots',
      M.spotsCount,
    ],
  ])('%j is refused on %s', (change, path, message) => {
    expect(firstIssue({ ...rice, ...change })).toEqual({ path, message });
  });

  it('takes a short name of letters A to Z, digits and spaces', () => {
    for (const shortName of ['Ole Miss', 'UT 2', 'MIT', 'okstate'])
      expect(firstIssue({ ...rice, shortName }), shortName).toBeNull();
  });

  it('a patch may carry one field', () => {
    expect(campusPatchSchema.parse({ color: '#123ABC' })).toEqual({ color: '#123abc' });
    expect(campusPatchSchema.safeParse({ timeZone: 'Nowhere' }).success).toBe(false);
  });
});

describe('campusConflict', () => {
  const existing = CAMPUS_CATALOGUE;

  it.each([
    [{ shortName: 'Rice', emailDomains: ['rice.edu'] }, undefined, null],
    [{ shortName: 'www' }, undefined, { code: 'subdomain_reserved', subdomain: 'www' }],
    [{ shortName: 'API' }, undefined, { code: 'subdomain_reserved', subdomain: 'api' }],
    [{ shortName: 'Campus' }, undefined, { code: 'subdomain_reserved', subdomain: 'campus' }],
    [{ shortName: 'ou' }, undefined, { code: 'subdomain_taken', subdomain: 'ou', campusId: 'ou' }],
    [
      { shortName: 'Ole Miss' },
      undefined,
      { code: 'subdomain_taken', subdomain: 'olemiss', campusId: 'olemiss' },
    ],
    [
      { shortName: 'Rice', emailDomains: ['rice.edu', 'mavs.uta.edu'] },
      undefined,
      { code: 'domain_claimed', domain: 'mavs.uta.edu', campusId: 'ut', campusName: 'University of Texas' },
    ],
    // A campus keeps its own address and domains when edited.
    [{ shortName: 'OU', emailDomains: ['ou.edu'] }, 'ou', null],
    [{ shortName: 'UT' }, 'ou', { code: 'subdomain_taken', subdomain: 'ut', campusId: 'ut' }],
  ] as const)('%j (self %s) → %j', (candidate, selfId, expected) => {
    expect(campusConflict(candidate, existing, selfId)).toEqual(expected);
  });

  it('refuses a free or throwaway mail domain the server lists', () => {
    const isFreeMail = (domain: string) => ['gmail.com', 'outlook.com', 'yahoo.com'].includes(domain);
    for (const domain of ['gmail.com', 'outlook.com', 'yahoo.com'])
      expect(
        campusConflict({ emailDomains: ['rice.edu', domain] }, existing, undefined, { isFreeMail }),
      ).toEqual({ code: 'domain_free_mail', domain });
    expect(campusConflict({ emailDomains: ['rice.edu'] }, existing, undefined, { isFreeMail })).toBeNull();
  });

  it('asks for the confirmation word for a new domain outside .edu', () => {
    const word = DOMAINS_CONFIRMATION_WORD;
    expect(campusConflict({ emailDomains: ['ox.ac.uk', 'rice.edu', 'uni.de'] }, existing)).toEqual({
      code: 'domains_unconfirmed',
      domains: ['ox.ac.uk', 'uni.de'],
    });
    expect(campusConflict({ emailDomains: ['ox.ac.uk'], domainsConfirmation: 'yes' }, existing)).toEqual({
      code: 'domains_unconfirmed',
      domains: ['ox.ac.uk'],
    });
    expect(campusConflict({ emailDomains: ['ox.ac.uk'], domainsConfirmation: word }, existing)).toBeNull();
    expect(
      campusConflict({ emailDomains: ['ox.ac.uk'], domainsConfirmation: ' confirm ' }, existing),
    ).toBeNull();
    // A campus keeps the domains it already has without confirming them again.
    const oxford = [...existing, { id: 'ox', name: 'Oxford', shortName: 'Ox', emailDomains: ['ox.ac.uk'] }];
    expect(campusConflict({ emailDomains: ['ox.ac.uk', 'rice.edu'] }, oxford, 'ox')).toBeNull();
    expect(domainsToConfirm(['ox.ac.uk', 'cam.ac.uk', 'rice.edu'], ['ox.ac.uk'])).toEqual(['cam.ac.uk']);
  });

  it('says which domains need the word, and how to give it on the command line', () => {
    const one = { code: 'domains_unconfirmed', domains: ['ox.ac.uk'] } as const;
    const two = { code: 'domains_unconfirmed', domains: ['ox.ac.uk', 'uni.de'] } as const;
    expect(campusConflictMessage(one, 'localhost')).toBe(
      "ox.ac.uk is not a .edu domain. If it is the school's own, type CONFIRM in the box below the domains.",
    );
    expect(campusConflictMessage(two, 'localhost')).toBe(
      "ox.ac.uk and uni.de are not .edu domains. If they are the school's own, type CONFIRM in the box below the domains.",
    );
    expect(campusConflictMessage(one, 'localhost', 'command line')).toBe(
      "ox.ac.uk is not a .edu domain. If it is the school's own, run the command again with --confirm-domains.",
    );
    expect(campusConflictMessage({ code: 'domain_free_mail', domain: 'gmail.com' }, 'localhost')).toBe(
      "gmail.com is a public e-mail service, not a school's: anyone can get an address there. Give the school's own domain.",
    );
  });

  it('an id still in use blocks the subdomain after its campus was renamed', () => {
    const renamed = [{ id: 'rice', name: 'Rice University', shortName: 'Owls', emailDomains: ['rice.edu'] }];
    expect(campusConflict({ shortName: 'Rice' }, renamed)).toEqual({
      code: 'subdomain_taken',
      subdomain: 'rice',
      campusId: 'rice',
    });
  });

  it('names the address and the other campus', () => {
    expect(
      campusConflictMessage({ code: 'subdomain_taken', subdomain: 'ou', campusId: 'ou' }, 'localhost'),
    ).toBe('Another campus already uses ou.localhost. Choose another short name.');
    expect(
      campusConflictMessage(
        { code: 'domain_claimed', domain: 'ou.edu', campusId: 'ou', campusName: 'University of Oklahoma' },
        'localhost',
      ),
    ).toBe(
      'ou.edu already belongs to University of Oklahoma. A school e-mail domain can belong to one campus only.',
    );
    expect(campusConflictMessage({ code: 'subdomain_reserved', subdomain: 'www' }, 'localhost')).toContain(
      '"www"',
    );
  });

  it('the retired sentence names the campus', () => {
    expect(M.retiredRefusal('Rice')).toBe(
      "Rice is no longer open to new members or posts. What's here stays readable.",
    );
  });
});
