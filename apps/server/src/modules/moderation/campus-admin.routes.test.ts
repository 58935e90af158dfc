import { CAMPUS_ADMIN_MESSAGES as M } from '@campus/domain';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post, verifiedUser } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import { putCampusLogo, rice } from '../../test/campus-admin-helpers';
import type { CookieJar } from '../../test/cookies';
import { administrator, getAs } from '../../test/moderation-helpers';
import { doc } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let admin: CookieJar;

beforeAll(async () => {
  t = await createTestContext();
  admin = (await administrator(t)).jar;
});

const addCampus = (body: unknown, site = 'ou') => send(t, 'POST', '/api/admin/campuses', admin, body, site);
const editCampus = (id: string, body: unknown) => send(t, 'PATCH', `/api/admin/campuses/${id}`, admin, body);
const retire = (id: string, what: 'retire' | 'reinstate') =>
  send(t, 'POST', `/api/admin/campuses/${id}/${what}`, admin, {});

const putLogo = (id: string, data: Buffer, type = 'image/png', jar = admin) =>
  putCampusLogo(t, id, data, type, jar);

/** A member of `campus` with a set-up profile, ready to post. */
async function posterOf(campus: string, domain: string) {
  const member = await memberOf(t, campus, domain, { fullName: 'Riley Rice' });
  await t.pool.query(
    `update users set image = '/files/x.jpg?v=1', bio = 'Hi', profile_set_up = true where id = $1`,
    [member.user.id],
  );
  return member;
}

const publicIds = async () =>
  (await t.request('localhost', { method: 'GET', url: '/api/campuses' }))
    .json()
    .campuses.map((c: { id: string }) => c.id);

describe('adding a campus', () => {
  it('creates Rice: its site answers at rice.localhost, the hub lists it, a rice.edu address joins', async () => {
    const res = await addCampus(rice);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().campus).toMatchObject({
      id: 'rice',
      subdomain: 'rice',
      name: 'Rice University',
      shortName: 'Rice',
      emailDomains: ['rice.edu'],
      color: '#00205b',
      accentColor: '#7c7e7f',
      timeZone: 'America/Chicago',
      meetingSpots: rice.meetingSpots,
      retiredAt: null,
      hasLogo: false,
      logo: '/api/campuses/rice/logo.svg',
      url: 'http://rice.localhost:3000',
      isHub: false,
      privacy: 'private',
      location: { city: 'Houston', state: 'TX', country: 'US' },
    });

    const site = await t.request('rice', { method: 'GET', url: '/api/campus' });
    expect(site.statusCode, site.body).toBe(200);
    expect(site.json()).toMatchObject({
      id: 'rice',
      name: 'Rice University',
      url: 'http://rice.localhost:3000',
    });
    expect(await publicIds()).toContain('rice');

    const member = await memberOf(t, 'rice', 'rice.edu');
    expect(member.user).toMatchObject({ campusId: 'rice' });
    // An OU address does not join Rice.
    const other = await verifiedUser(t);
    const wrong = await post(t, 'rice', '/api/me/school-email', { email: 'someone@ou.edu' }, other.jar);
    expect(wrong.statusCode).toBe(400);

    const { rows } = await t.pool.query(
      `select action, campus_id, actor_id from moderation_actions where action = 'add campus'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0].campus_id).toBe('rice');
    expect(rows[0].actor_id).not.toBeNull();
  });

  it('is open to administrators on the hub too, and lists every campus but the hub', async () => {
    const res = await getAs(t, admin, '/api/admin/campuses', 'localhost');
    expect(res.statusCode, res.body).toBe(200);
    const ids = res.json().campuses.map((c: { id: string }) => c.id);
    expect(ids).toContain('ou');
    expect(ids).toContain('rice');
    expect(ids).not.toContain('campus');
    expect(ids).toHaveLength(21);
  });

  it.each([
    [
      { shortName: 'OU' },
      409,
      'subdomain_taken',
      'Another campus already uses ou.localhost. Choose another short name.',
      'shortName',
    ],
    [{ shortName: 'Ole Miss' }, 409, 'subdomain_taken', M.subdomainTaken('olemiss.localhost'), 'shortName'],
    [{ shortName: 'www' }, 400, 'subdomain_reserved', M.subdomainReserved('www'), 'shortName'],
    [{ shortName: 'API' }, 400, 'subdomain_reserved', M.subdomainReserved('api'), 'shortName'],
    [
      { shortName: 'Baylor', emailDomains: ['baylor.edu', 'OU.edu'] },
      409,
      'domain_claimed',
      M.domainClaimed('ou.edu', 'University of Oklahoma'),
      'emailDomains',
    ],
    [{ shortName: 'Baylor', color: 'blue' }, 400, 'validation_error', M.badColour, 'color'],
    [{ shortName: 'Baylor', accentColor: '#12345' }, 400, 'validation_error', M.badColour, 'accentColor'],
    [
      { shortName: 'Baylor', timeZone: 'America/Houston' },
      400,
      'validation_error',
      M.badTimeZone,
      'timeZone',
    ],
    [
      { shortName: 'Baylor', emailDomains: ['baylor'] },
      400,
      'validation_error',
      M.emailDomainInvalid,
      'emailDomains.0',
    ],
    [{ shortName: 'B&L' }, 400, 'validation_error', M.shortNameChars, 'shortName'],
    // Look-alike addresses: punycode of a Cyrillic name, and punycode that decodes to nothing.
    [{ shortName: 'xn--uipkd-iye' }, 400, 'validation_error', M.shortNameChars, 'shortName'],
    [{ shortName: 'xn--ipkdjn' }, 400, 'validation_error', M.shortNameChars, 'shortName'],
  ])('%j → %i %s', async (change, status, code, message, field) => {
    const before = await t.pool.query('select count(*)::int as n from campuses');
    const res = await addCampus({ ...rice, ...change });
    expect(res.statusCode, res.body).toBe(status);
    expect(res.json().error).toMatchObject({ code, message });
    expect(res.json().error.fields[field]).toBe(message);
    const after = await t.pool.query('select count(*)::int as n from campuses');
    expect(after.rows[0].n).toBe(before.rows[0].n);
  });
});

describe('editing a campus', () => {
  it('changes the colours on the next request, and the address follows a new short name', async () => {
    const res = await editCampus('rice', { color: '#123abc', accentColor: '#FFFFFF' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().campus).toMatchObject({
      color: '#123abc',
      accentColor: '#ffffff',
      name: 'Rice University',
    });
    expect((await t.request('rice', { method: 'GET', url: '/api/campus' })).json().color).toBe('#123abc');

    expect((await editCampus('rice', { shortName: 'Owls' })).json().campus).toMatchObject({
      id: 'rice',
      subdomain: 'owls',
      url: 'http://owls.localhost:3000',
    });
    // The old address is no 404: its API requests are answered for the campus, its pages redirected.
    expect((await t.request('rice', { method: 'GET', url: '/api/campus' })).json()).toMatchObject({
      id: 'rice',
      url: 'http://owls.localhost:3000',
    });
    expect((await t.request('rice', { method: 'GET', url: '/home' })).headers.location).toBe(
      'http://owls.localhost:3000/home',
    );
    expect((await t.request('owls', { method: 'GET', url: '/api/campus' })).json().id).toBe('rice');
    // Its old id is still its id: no new campus may take "rice" meanwhile.
    expect((await addCampus({ ...rice, emailDomains: ['rice2.edu'] })).json().error.code).toBe(
      'subdomain_taken',
    );
    expect((await editCampus('rice', { shortName: 'Rice' })).statusCode).toBe(200);
    expect((await t.request('rice', { method: 'GET', url: '/api/campus' })).json().id).toBe('rice');
  });

  it('refuses another campus’s domain or address, the hub, and an unknown campus', async () => {
    const claimed = await editCampus('ou', { emailDomains: ['ou.edu', 'rice.edu'] });
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json().error.message).toBe(M.domainClaimed('rice.edu', 'Rice University'));
    const taken = await editCampus('ou', { shortName: 'UT' });
    expect(taken.json().error).toMatchObject({
      code: 'subdomain_taken',
      message: M.subdomainTaken('ut.localhost'),
    });
    // Its own address and domains are not a conflict.
    expect((await editCampus('ou', { shortName: 'OU', emailDomains: ['ou.edu'] })).statusCode).toBe(200);
    expect((await editCampus('campus', { color: '#000000' })).statusCode).toBe(404);
    expect((await editCampus('nowhere', { color: '#000000' })).json().error.code).toBe('not_found');
    expect((await retire('campus', 'retire')).statusCode).toBe(404);
  });
});

describe('the logo', () => {
  it('takes a real PNG, re-encoded to WebP, and serves it', async () => {
    const png = await sharp({
      create: { width: 800, height: 400, channels: 4, background: { r: 0, g: 32, b: 91, alpha: 1 } },
    })
      .png()
      .toBuffer();
    const res = await putLogo('rice', png);
    expect(res.statusCode, res.body).toBe(200);
    const campus = res.json().campus;
    expect(campus.hasLogo).toBe(true);
    expect(campus.logo).toMatch(/^\/files\/images\/campusLogos\/rice\.webp\?v=[0-9a-z]+$/);
    const file = await t.request('rice', { method: 'GET', url: campus.logo });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
    const meta = await sharp(file.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 256 });
    expect((await t.request('rice', { method: 'GET', url: '/api/campus' })).json().logo).toBe(campus.logo);
  });

  it('refuses a file that is not an image, whatever it claims to be, and a form without one', async () => {
    const res = await putLogo('rice', Buffer.from('<svg onload="alert(1)"></svg>'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'not_an_image', message: M.logoNotImage });
    const json = await send(t, 'PUT', '/api/admin/campuses/rice/logo', admin, {});
    expect(json.statusCode).toBe(400);
    expect(json.json().error.code).toBe('logo_missing');
  });
});

describe('retiring a campus', () => {
  it('stops joins, posts and messages; members still read; reinstating opens it again', async () => {
    const member = await posterOf('rice', 'rice.edu');
    const other = await memberOf(t, 'rice', 'rice.edu', { fullName: 'Quinn Rice' });
    const before = await post(t, 'rice', '/api/posts', { text: doc('Desk lamp'), uploadIds: [] }, member.jar);
    expect(before.statusCode, before.body).toBe(201);

    const res = await retire('rice', 'retire');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().campus.retiredAt).toEqual(expect.any(String));
    expect(await publicIds()).not.toContain('rice');
    // Its own site still answers, and its members read.
    expect((await t.request('rice', { method: 'GET', url: '/api/campus' })).statusCode).toBe(200);
    const feed = await getAs(t, member.jar, '/api/feed', 'rice');
    expect(feed.statusCode, feed.body).toBe(200);
    expect(JSON.stringify(feed.json())).toContain(before.json().id);

    const refusal = { code: 'campus_retired', message: M.retiredRefusal('Rice') };
    const posting = await post(t, 'rice', '/api/posts', { text: doc('Chair'), uploadIds: [] }, member.jar);
    expect(posting.statusCode).toBe(403);
    expect(posting.json().error).toMatchObject(refusal);
    const comment = await post(
      t,
      'rice',
      `/api/posts/${before.json().id}/comments`,
      { text: doc('Still there?'), uploadIds: [] },
      other.jar,
    );
    expect(comment.json().error).toMatchObject(refusal);
    const chat = await post(t, 'rice', '/api/chats', { userId: other.user.id }, member.jar);
    expect(chat.json().error).toMatchObject(refusal);
    const newcomer = await verifiedUser(t);
    const join = await post(t, 'rice', '/api/me/school-email', { email: 'new.one@rice.edu' }, newcomer.jar);
    expect(join.statusCode).toBe(403);
    expect(join.json().error).toMatchObject(refusal);

    // Twice changes nothing (one audit line).
    expect((await retire('rice', 'retire')).statusCode).toBe(200);
    const { rows } = await t.pool.query(
      `select count(*)::int as n from moderation_actions where action = 'retire campus'`,
    );
    expect(rows[0].n).toBe(1);

    const back = await retire('rice', 'reinstate');
    expect(back.json().campus.retiredAt).toBeNull();
    expect(await publicIds()).toContain('rice');
    const after = await post(t, 'rice', '/api/posts', { text: doc('Chair'), uploadIds: [] }, member.jar);
    expect(after.statusCode, after.body).toBe(201);
  });
});

describe('who may change campuses', () => {
  it('refuses a moderator and a member of the campus, as the authorization matrix does for the rest', async () => {
    const member = await memberOf(t, 'rice', 'rice.edu', { fullName: 'Max Member' });
    await t.pool.query('insert into campus_moderators (campus_id, user_id) values ($1, $2)', [
      'rice',
      member.user.id,
    ]);
    for (const res of [
      await send(t, 'GET', '/api/admin/campuses', member.jar, undefined, 'rice'),
      await send(t, 'PATCH', '/api/admin/campuses/rice', member.jar, { color: '#000000' }, 'rice'),
      await send(t, 'POST', '/api/admin/campuses/rice/retire', member.jar, {}, 'rice'),
      await putLogo('rice', Buffer.from('x'), 'image/png', member.jar),
    ]) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('not_admin');
    }
    expect((await t.request('rice', { method: 'GET', url: '/api/campus' })).json().color).toBe('#123abc');
  });
});
