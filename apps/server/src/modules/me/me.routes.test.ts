import { beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, lastCodeTo, post, registerUser, verifiedUser } from '../../test/accounts-helpers';
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
