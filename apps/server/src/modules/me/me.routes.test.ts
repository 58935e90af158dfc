import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  freshEmail,
  lastCodeTo,
  memberOf,
  nextIp,
  post,
  registerUser,
  verifiedUser,
} from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('refusals on every /api/me route', () => {
  const routes: [string, unknown][] = [
    ['/api/me/username', { username: 'someone' }],
    ['/api/me/phone', { phone: '405-555-0123' }],
    ['/api/me/gender', { gender: 'other' }],
    ['/api/me/birth-date', { month: 'May', day: 1, year: 2000 }],
    ['/api/me/password', { currentPassword: 'secret123', newPassword: 'abcdef', confirmPassword: 'abcdef' }],
    ['/api/me/email', { email: 'new@example.com' }],
    ['/api/me/email/verify', { email: 'new@example.com', code: '1234' }],
    ['/api/me/school-email', { email: 'x@ou.edu' }],
    ['/api/me/school-email/verify', { email: 'x@ou.edu', code: '1234' }],
    ['/api/me/profile', { bio: 'Hello' }],
    ['/api/me/email-notifications', { enabled: false }],
  ];

  it.each(routes)('%s refuses a guest (401) and an unverified account (403)', async (url, body) => {
    expect((await post(t, 'ou', url, body)).statusCode).toBe(401);
    const { jar } = await registerUser(t);
    expect((await post(t, 'ou', url, body, jar)).statusCode).toBe(403);
  });

  it('acts only on the signed-in user: a body naming someone else changes nothing of theirs', async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    const res = await post(t, 'ou', '/api/me/phone', { phone: '405-555-0199', userId: b.user.id }, a.jar);
    expect(res.statusCode).toBe(200);
    const { rows } = await t.pool.query('select id, phone from users where id = any($1)', [
      [a.user.id, b.user.id],
    ]);
    expect(rows.find((r) => r.id === b.user.id).phone).toBeNull();
    expect(rows.find((r) => r.id === a.user.id).phone).toBe('405-555-0199');
  });
});

describe('settings pages', () => {
  it('changes the username, lowercased, and refuses one that is taken', async () => {
    const a = await verifiedUser(t);
    const b = await verifiedUser(t);
    expect((await post(t, 'ou', '/api/me/username', { username: 'abc' }, a.jar)).json().error.message).toBe(
      'Must be longer than 4 characters.',
    );
    expect(
      (await post(t, 'ou', '/api/me/username', { username: 'a b c d' }, a.jar)).json().error.message,
    ).toBe('Only letters, numbers, _ and -');
    const ok = await post(t, 'ou', '/api/me/username', { username: 'Jane_Doe-99' }, a.jar);
    expect(ok.json().user.username).toBe('jane_doe-99');
    const taken = await post(t, 'ou', '/api/me/username', { username: 'JANE_doe-99' }, b.jar);
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe('That username has been taken.');
  });

  it.each([
    ['/api/me/phone', { phone: '' }, 'A phone # is required'],
    ['/api/me/phone', { phone: '12' }, 'Invalid phone #'],
    ['/api/me/gender', { gender: null }, 'Must select a gender'],
    ['/api/me/birth-date', { month: 'May', day: null, year: 2000 }, 'Please fill in all the fields'],
    [
      '/api/me/password',
      { currentPassword: '', newPassword: 'abcdef', confirmPassword: 'abcdef' },
      'Current password required',
    ],
    [
      '/api/me/password',
      { currentPassword: 'x', newPassword: 'abcdef', confirmPassword: 'abcdeg' },
      'Passwords do not match',
    ],
    [
      '/api/me/password',
      { currentPassword: 'x', newPassword: 'abc', confirmPassword: 'abc' },
      'Passwords must be 6+ characters',
    ],
  ])('%s refuses %j with %s', async (url, body, message) => {
    const { jar } = await verifiedUser(t);
    const res = await post(t, 'ou', url, body, jar);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(message);
  });

  it('saves phone, gender and birth date', async () => {
    const { jar } = await verifiedUser(t);
    expect((await post(t, 'ou', '/api/me/phone', { phone: '+1 405 555 0123' }, jar)).json().user.phone).toBe(
      '+1 405 555 0123',
    );
    expect((await post(t, 'ou', '/api/me/gender', { gender: 'female' }, jar)).json().user.gender).toBe(
      'female',
    );
    const born = await post(t, 'ou', '/api/me/birth-date', { month: 'March', day: 14, year: 2001 }, jar);
    expect(born.json().user.birthDate).toEqual({ month: 'March', day: 14, year: 2001 });
  });

  it('changes the password only with the right current one', async () => {
    const { jar, email } = await verifiedUser(t);
    const wrong = await post(
      t,
      'ou',
      '/api/me/password',
      { currentPassword: 'nope12', newPassword: 'fresh123', confirmPassword: 'fresh123' },
      jar,
    );
    expect(wrong.json().error.message).toBe('Invalid password.');
    const ok = await post(
      t,
      'ou',
      '/api/me/password',
      { currentPassword: 'secret123', newPassword: 'fresh123', confirmPassword: 'fresh123' },
      jar,
    );
    expect(ok.statusCode).toBe(204);
    expect((await post(t, 'ou', '/api/accounts/login', { email, password: 'fresh123' })).statusCode).toBe(
      200,
    );
  });

  it('changes the login e-mail with a code sent to the new address', async () => {
    const { jar, email } = await verifiedUser(t);
    const other = await verifiedUser(t);
    expect(
      (await post(t, 'ou', '/api/me/email', { email: email.toUpperCase() }, jar)).json().error.message,
    ).toBe('Enter a new email');
    expect((await post(t, 'ou', '/api/me/email', { email: 'bad@' }, jar)).json().error.message).toBe(
      'Invalid email address!',
    );
    expect((await post(t, 'ou', '/api/me/email', { email: other.email }, jar)).json().error.message).toBe(
      'That email is taken.',
    );
    const next = freshEmail('moved');
    expect((await post(t, 'ou', '/api/me/email', { email: next }, jar)).statusCode).toBe(204);
    const code = await lastCodeTo(t, next);
    const wrong = await post(
      t,
      'ou',
      '/api/me/email/verify',
      { email: next, code: code === '1000' ? '1001' : '1000' },
      jar,
    );
    expect(wrong.json().error.message).toBe('Your code was incorrect. Please try again.');
    const ok = await post(t, 'ou', '/api/me/email/verify', { email: next, code }, jar);
    expect(ok.json().user.email).toBe(next);
    expect(
      (await post(t, 'ou', '/api/accounts/login', { email: next, password: 'secret123' })).statusCode,
    ).toBe(200);
    expect((await post(t, 'ou', '/api/accounts/login', { email, password: 'secret123' })).statusCode).toBe(
      404,
    );
  });

  it('shows funds and no transactions yet', async () => {
    const { jar } = await verifiedUser(t);
    const res = await t.request('ou', {
      method: 'GET',
      url: '/api/me/payments',
      headers: { cookie: jar.header },
    });
    expect(res.json()).toEqual({ availableFunds: 0, transactions: [] });
  });
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

describe('profile', () => {
  async function upload(jar: { header: string }, data: Buffer, filename: string, type: string) {
    const boundary = '----campus-test-boundary';
    const payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
      ),
      data,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    return t.request('ou', {
      method: 'POST',
      url: '/api/me/photo',
      payload,
      remoteAddress: nextIp(),
      headers: {
        'content-type': `multipart/form-data; boundary=${boundary}`,
        cookie: jar.header,
        origin: 'http://ou.localhost:3000',
      },
    });
  }

  it('strips every bit of EXIF (GPS included) from an uploaded JPEG and serves it with a new URL', async () => {
    const { jar } = await verifiedUser(t);
    const withGps = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'GPS 1' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '35/1 12/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '97/1 26/1 0/1',
        },
      })
      .toBuffer();
    const before = await sharp(withGps).metadata();
    expect(before.exif?.toString('latin1')).toContain('TestCam');
    const res = await upload(jar, withGps, 'me.jpg', 'image/jpeg');
    expect(res.statusCode, res.body).toBe(200);
    const img: string = res.json().user.img;
    expect(img).toMatch(/^\/files\/images\/profilePics\/[^/]+\.jpg\?v=/);
    const served = await t.request('ou', { method: 'GET', url: img });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.headers['cache-control']).toContain('immutable');
    const after = await sharp(served.rawPayload).metadata();
    expect(after.exif).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('TestCam'))).toBe(false);
    expect([after.width, after.height]).toEqual([512, 512]);
    const again = await upload(jar, withGps, 'me.jpg', 'image/jpeg');
    expect(again.json().user.img).not.toBe(img);
  });

  it('judges by content: a text file named .jpg and a WebP are refused', async () => {
    const { jar } = await verifiedUser(t);
    const text = await upload(jar, Buffer.from('definitely not a picture'), 'cat.jpg', 'image/jpeg');
    expect(text.statusCode).toBe(400);
    expect(text.json().error.message).toBe('Only photos are allowed!');
    const webp = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000' } })
      .webp()
      .toBuffer();
    expect((await upload(jar, webp, 'x.webp', 'image/webp')).json().error.message).toBe(
      'Only photos are allowed!',
    );
  });

  it('is set up once both a bio and a photo exist; edits save only what changed', async () => {
    const { jar } = await verifiedUser(t);
    const bio = await post(t, 'ou', '/api/me/profile', { bio: 'Selling my old textbooks.' }, jar);
    expect(bio.json().user).toMatchObject({ bio: 'Selling my old textbooks.', profileSetUp: false });
    const png = await sharp({ create: { width: 40, height: 40, channels: 4, background: '#08f' } })
      .png()
      .toBuffer();
    const photo = await upload(jar, png, 'me.png', 'image/png');
    expect(photo.json().user.profileSetUp).toBe(true);
    const names = await post(t, 'ou', '/api/me/profile', { firstName: 'Janet' }, jar);
    expect(names.json().user).toMatchObject({ firstName: 'Janet', bio: 'Selling my old textbooks.' });
    const long = await post(t, 'ou', '/api/me/profile', { firstName: 'x'.repeat(21) }, jar);
    expect(long.statusCode).toBe(400);
    const longBio = await post(t, 'ou', '/api/me/profile', { bio: 'x'.repeat(161) }, jar);
    expect(longBio.statusCode).toBe(400);
  });
});
