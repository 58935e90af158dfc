import { CAMPUS_ADMIN_MESSAGES as M, MESSAGES, RENEW_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/api-client';
import {
  actionErrorMessages,
  type CampusFormValues,
  campusInputOf,
  domainsToConfirmOf,
  emptyCampusValues,
  formErrorsOf,
  newSpotRow,
  splitDomains,
  subdomainOf,
} from './campus-form-state';

const rice: CampusFormValues = {
  ...emptyCampusValues('America/Chicago'),
  name: ' Rice University ',
  shortName: 'Rice',
  emailDomains: 'rice.edu, @Alumni.Rice.edu',
  color: '#00205B',
  accentColor: '#7c7e7f',
  city: 'Houston',
  state: 'TX',
  meetingSpots: [newSpotRow('Fondren Library', 'Front steps')],
};

describe('campusInputOf', () => {
  it('makes the API input: trimmed, domains split and lowercased, colours lowercased', () => {
    const result = campusInputOf(rice);
    expect(result).toEqual({
      ok: true,
      input: {
        name: 'Rice University',
        shortName: 'Rice',
        emailDomains: ['rice.edu', 'alumni.rice.edu'],
        color: '#00205b',
        accentColor: '#7c7e7f',
        city: 'Houston',
        state: 'TX',
        timeZone: 'America/Chicago',
        meetingSpots: [{ name: 'Fondren Library', directions: 'Front steps' }],
      },
    });
  });

  it.each([
    ['a bad colour', { color: 'blue' }, 'color', M.badColour],
    ['a bad accent colour', { accentColor: '#12345' }, 'accentColor', M.badColour],
    ['no domain', { emailDomains: ' ' }, 'emailDomains', M.emailDomainsCount],
    ['a bad domain', { emailDomains: 'rice' }, 'emailDomains', M.emailDomainInvalid],
    ['a one-letter short name', { shortName: 'R' }, 'shortName', M.shortNameLength],
    ['an unknown time zone', { timeZone: 'Mars/Olympus' }, 'timeZone', M.badTimeZone],
    ['a spot without a name', { meetingSpots: [newSpotRow('', 'x')] }, 'meetingSpots', M.spotNameLength],
  ] as const)('puts %s next to its field', (_what, change, field, message) => {
    const result = campusInputOf({ ...rice, ...(change as Partial<CampusFormValues>) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors.fields[field]).toBe(message);
  });
});

describe('a school domain outside .edu', () => {
  it('asks for the confirmation word for a typed domain outside .edu the campus does not have yet', () => {
    expect(domainsToConfirmOf(rice, null)).toEqual([]);
    expect(domainsToConfirmOf({ ...rice, emailDomains: 'rice.edu, OX.ac.uk' }, null)).toEqual(['ox.ac.uk']);
    expect(domainsToConfirmOf({ ...rice, emailDomains: 'ox.ac.uk, cam.ac.uk' }, ['ox.ac.uk'])).toEqual([
      'cam.ac.uk',
    ]);
  });

  it('sends the word typed, and puts the server’s sentence by its box', () => {
    const result = campusInputOf({ ...rice, emailDomains: 'ox.ac.uk', domainsConfirmation: 'CONFIRM' });
    expect(result.ok && result.input.domainsConfirmation).toBe('CONFIRM');
    const message = M.domainsUnconfirmed(['ox.ac.uk']);
    const error = new ApiError(400, 'domains_unconfirmed', message, { domainsConfirmation: message });
    expect(formErrorsOf(error)).toEqual({ fields: { domainsConfirmation: message }, form: [] });
    const free = new ApiError(400, 'domain_free_mail', M.domainFreeMail('gmail.com'));
    expect(formErrorsOf(free).fields.emailDomains).toBe(M.domainFreeMail('gmail.com'));
  });
});

describe('formErrorsOf', () => {
  it('puts each of the server’s field sentences by its field, nested paths by their top field', () => {
    const error = new ApiError(400, 'validation_error', M.badColour, {
      color: M.badColour,
      'meetingSpots.0.name': M.spotNameLength,
      _: 'Invalid request.',
    });
    expect(formErrorsOf(error)).toEqual({
      fields: { color: M.badColour, meetingSpots: M.spotNameLength },
      form: ['Invalid request.'],
    });
  });

  it.each([
    ['subdomain_taken', 'shortName'],
    ['subdomain_reserved', 'shortName'],
    ['domain_claimed', 'emailDomains'],
  ])('puts a %s refusal by the %s field', (code, field) => {
    const error = new ApiError(409, code, 'The server’s sentence.');
    expect(formErrorsOf(error)).toEqual({ fields: { [field]: 'The server’s sentence.' }, form: [] });
  });

  it('puts any other refusal in the form’s alert, a logo’s by the logo', () => {
    const error = new ApiError(403, 'not_admin', 'Only administrators can do this.');
    expect(formErrorsOf(error)).toEqual({ fields: {}, form: ['Only administrators can do this.'] });
    expect(formErrorsOf(new ApiError(400, 'bad_image', M.logoNotImage), 'logo').fields.logo).toBe(
      M.logoNotImage,
    );
  });

  it('says "Something went wrong" only for the unexpected', () => {
    const generic = [MESSAGES.generic.somethingWentWrong];
    expect(formErrorsOf(new ApiError(500, 'internal', 'x')).form).toEqual(generic);
    expect(formErrorsOf(new ApiError(0, 'network', 'x')).form).toEqual(generic);
    expect(formErrorsOf(new TypeError('boom')).form).toEqual(generic);
  });

  it('lists every sentence of a failed action for the alerts', () => {
    expect(actionErrorMessages(new ApiError(404, 'not_found', M.campusNotFound))).toEqual([M.campusNotFound]);
  });
});

describe('the typed helpers', () => {
  it('splits domains on commas and spaces', () => {
    expect(splitDomains('rice.edu,  alumni.rice.edu ; x.edu')).toEqual([
      'rice.edu',
      'alumni.rice.edu',
      'x.edu',
    ]);
  });
  it('derives the subdomain as the site address does', () => {
    expect(subdomainOf(' Ole Miss ')).toBe('olemiss');
  });
});

describe('the listing periods in the form', () => {
  it('go to the API as numbers, are left out when blank, and a refusal sits next to its field', () => {
    const set = campusInputOf({ ...rice, listingReminderDays: '7', listingExpiryDays: ' 21 ' });
    expect(set.ok && set.input).toMatchObject({ listingReminderDays: 7, listingExpiryDays: 21 });
    const blank = campusInputOf({ ...rice, listingReminderDays: '', listingExpiryDays: '' });
    expect(blank.ok && 'listingReminderDays' in blank.input).toBe(false);
    const low = campusInputOf({ ...rice, listingReminderDays: '2' });
    expect(low.ok ? null : low.errors.fields.listingReminderDays).toBe(RENEW_MESSAGES.periodsInvalid);
  });
});
