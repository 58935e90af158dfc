// The school e-mail domains a campus may not have (a public mail service: anyone can get an address
// there) and those it takes only when confirmed (outside .edu), through the API as the Campuses tab sends them.
import { CAMPUS_ADMIN_MESSAGES as M } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { send } from '../../test/ads-helpers';
import { rice } from '../../test/campus-admin-helpers';
import type { CookieJar } from '../../test/cookies';
import { administrator } from '../../test/moderation-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: CookieJar;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await administrator(t)).jar;
});

const addCampus = (body: unknown) => send(t, 'POST', '/api/admin/campuses', admin, body);
const editCampus = (id: string, body: unknown) => send(t, 'PATCH', `/api/admin/campuses/${id}`, admin, body);

describe('a public mail service', () => {
  // Anyone can get an address there, so it is no school's domain.
  it.each(['gmail.com', 'outlook.com', 'yahoo.com', 'mailinator.com'])('%s is refused', async (domain) => {
    const res = await addCampus({ ...rice, shortName: 'Baylor', emailDomains: ['baylor.edu', domain] });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'domain_free_mail', message: M.domainFreeMail(domain) });
    expect(res.json().error.fields.emailDomains).toBe(M.domainFreeMail(domain));
    expect((await t.pool.query(`select 1 from campuses where id = 'baylor'`)).rowCount).toBe(0);
  });
});

describe('a school domain outside .edu', () => {
  it.each([undefined, 'sure', 'CONFIRMED'])('is refused without the word (%s), saying how', async (word) => {
    const res = await addCampus({
      ...rice,
      shortName: 'Oxford',
      emailDomains: ['ox.ac.uk'],
      domainsConfirmation: word,
    });
    expect(res.statusCode, res.body).toBe(400);
    const message = M.domainsUnconfirmed(['ox.ac.uk']);
    expect(res.json().error).toMatchObject({ code: 'domains_unconfirmed', message });
    expect(res.json().error.fields.domainsConfirmation).toBe(message);
    expect((await t.pool.query(`select 1 from campuses where id = 'oxford'`)).rowCount).toBe(0);
  });

  it('is taken with the confirmation word, and kept on later edits without it', async () => {
    const oxford = { ...rice, name: 'University of Oxford', shortName: 'Oxford', emailDomains: ['ox.ac.uk'] };
    const res = await addCampus({ ...oxford, domainsConfirmation: 'CONFIRM' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().campus).toMatchObject({ id: 'oxford', emailDomains: ['ox.ac.uk'] });
    const kept = await editCampus('oxford', { emailDomains: ['ox.ac.uk', 'oxford.edu'], color: '#002147' });
    expect(kept.statusCode, kept.body).toBe(200);
    const { rows } = await t.pool.query(
      `select details from moderation_actions where action = 'edit campus' and campus_id = 'oxford'`,
    );
    expect(rows.map((r) => r.details.fields)).toEqual(['emailDomains, color']);
    const added = await editCampus('oxford', { emailDomains: ['ox.ac.uk', 'cam.ac.uk'] });
    expect(added.statusCode).toBe(400);
    expect(added.json().error).toMatchObject({
      code: 'domains_unconfirmed',
      message: M.domainsUnconfirmed(['cam.ac.uk']),
    });
    expect(
      (await editCampus('oxford', { emailDomains: ['gmail.com'], domainsConfirmation: 'CONFIRM' })).json()
        .error.code,
    ).toBe('domain_free_mail');
  });
});
