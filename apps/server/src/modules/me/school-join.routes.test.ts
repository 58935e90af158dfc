import { beforeAll, describe, expect, it } from 'vitest';
import { lastCodeTo, memberOf, post, verifiedUser } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('joining a campus with a school e-mail', () => {
  it('joins OU with an @ou.edu code: verified member, campus set, a new-user post in the feed', async () => {
    const member = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Olivia Sooner' });
    expect(member.user).toMatchObject({
      schoolVerified: true,
      schoolEmail: member.schoolEmail,
      campusId: 'ou',
    });
    const feed = await t.request('ou', {
      method: 'GET',
      url: '/api/feed',
      headers: { cookie: member.jar.header },
    });
    const post = feed.json().posts.find((p: { id: string }) => p.id === member.newUserPostId);
    expect(post).toMatchObject({
      type: 'new user',
      campusId: 'ou',
      user: { firstName: 'Olivia', lastName: 'S.' },
    });
    const mail = await t.request('localhost', {
      method: 'GET',
      url: `/api/dev/mail?to=${member.schoolEmail}`,
    });
    expect(mail.json().messages[0].subject).toMatch(/^\d{4} is your OU Buy \/ Sell verification code$/);
  });

  it('takes a verified account e-mail on the school domain as the school verification: no second code', async () => {
    const email = `solo.${Date.now()}@ou.edu`;
    const { user, jar } = await verifiedUser(t, { email, fullName: 'Sol Oner' });
    expect(user).toMatchObject({ schoolVerified: true, schoolEmail: email, campusId: 'ou' });
    const session = await t.request('ou', {
      method: 'GET',
      url: '/api/session',
      headers: { cookie: jar.header },
    });
    expect(session.json().user).toMatchObject({ schoolVerified: true, campusId: 'ou' });
    const mail = await t.request('localhost', { method: 'GET', url: `/api/dev/mail?to=${email}` });
    expect(mail.json().messages).toHaveLength(1); // the account code only
    const feed = await t.request('ou', { method: 'GET', url: '/api/feed', headers: { cookie: jar.header } });
    expect(
      feed
        .json()
        .posts.some(
          (p: { type: string; user: { id: string } }) => p.type === 'new user' && p.user.id === user.id,
        ),
    ).toBe(true);
  });

  it('leaves an account e-mail on no school domain to the school join', async () => {
    const { user } = await verifiedUser(t);
    expect(user).toMatchObject({ schoolVerified: false });
  });

  it('refuses an @utexas.edu address on OU with the exact message', async () => {
    const { jar } = await verifiedUser(t);
    const res = await post(t, 'ou', '/api/me/school-email', { email: 'jane@utexas.edu' }, jar);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Enter a valid school email');
  });

  it('joins UT from the hub with the campus parameter, and refuses a code for another campus', async () => {
    const { jar, email } = await verifiedUser(t);
    const school = `${email.split('@')[0]}@mavs.uta.edu`;
    expect(
      (await post(t, 'localhost', '/api/me/school-email', { email: school, campusId: 'ut' }, jar)).statusCode,
    ).toBe(204);
    const code = await lastCodeTo(t, school);
    const wrongCampus = await post(
      t,
      'localhost',
      '/api/me/school-email/verify',
      { email: school, campusId: 'ou', code },
      jar,
    );
    expect(wrongCampus.statusCode).toBe(400);
    const fresh = await post(t, 'localhost', '/api/me/school-email', { email: school, campusId: 'ut' }, jar);
    expect(fresh.statusCode).toBe(204);
    const ok = await post(
      t,
      'localhost',
      '/api/me/school-email/verify',
      { email: school, campusId: 'ut', code: await lastCodeTo(t, school) },
      jar,
    );
    expect(ok.json().user).toMatchObject({ campusId: 'ut', schoolVerified: true });
  });

  it('refuses a school address another member already verified, and the same address again', async () => {
    const first = await memberOf(t);
    const { jar } = await verifiedUser(t);
    const taken = await post(t, 'ou', '/api/me/school-email', { email: first.schoolEmail }, jar);
    expect(taken.statusCode).toBe(409);
    const same = await post(t, 'ou', '/api/me/school-email', { email: first.schoolEmail }, first.jar);
    expect(same.json().error.message).toBe('Enter a new school email');
  });

  it('counts the campus on the About tab', async () => {
    const member = await memberOf(t);
    const res = await t.request('ou', {
      method: 'GET',
      url: '/api/campus/about',
      headers: { cookie: member.jar.header },
    });
    const about = res.json();
    expect(about.verifiedMembers).toBeGreaterThanOrEqual(1);
    expect(about.newVerifiedLast7Days).toBeGreaterThanOrEqual(1);
    expect(about.postsLast7Days).toBeGreaterThanOrEqual(1);
    expect(about.newestUsers.length).toBeLessThanOrEqual(3);
    expect(about.newestUsers[0]).toHaveProperty('username');
    expect((await t.request('ou', { method: 'GET', url: '/api/campus/about' })).statusCode).toBe(401);
    const guestFeed = await t.request('ou', { method: 'GET', url: '/api/feed' });
    expect(guestFeed.statusCode).toBe(401);
    expect(guestFeed.json().error.message).toBe('This community is private.');
  });
});
