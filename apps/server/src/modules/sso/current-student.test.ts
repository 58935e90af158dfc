import { STANDING_LABELS } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { getSession, memberOf } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { startTestSamlIdp, type TestSamlIdp } from '../../test/saml-idp';
import { configureSaml, signInAtUniversity } from '../../test/sso-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let idp: TestSamlIdp;
let viewer: CookieJar;
beforeAll(async () => {
  t = await createTestContext();
  idp = startTestSamlIdp();
  await configureSaml(t, idp, 'ou', ['student', 'staff', 'faculty', 'alum']);
  viewer = (await memberOf(t, 'ou', 'ou.edu', { fullName: 'Vera Viewer' })).jar;
});

async function standingOfPerson(userId: string) {
  const res = await t.request('ou', {
    method: 'GET',
    url: `/api/people/${userId}/trust`,
    headers: { cookie: viewer.header },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().trust.standing as keyof typeof STANDING_LABELS | null;
}

async function signedInId(email: string, affiliation: string[]) {
  const { res, jar } = await signInAtUniversity(t, idp, { email, name: 'Casey Campus', affiliation });
  expect(res.statusCode).toBe(303);
  return (await getSession(t, 'ou', jar))!.id;
}

describe('who a university sign-in says a member is', () => {
  it('shows Current student to another member, re-checked at each university sign-in', async () => {
    const id = await signedInId('casey@ou.edu', ['student']);
    expect(await standingOfPerson(id)).toBe('student');
    expect(STANDING_LABELS.student).toBe('Current student');
    await signedInId('casey@ou.edu', ['alum']);
    expect(await standingOfPerson(id)).toBe('alum');
  });

  it('shows Staff for faculty and staff', async () => {
    expect(await standingOfPerson(await signedInId('prof@ou.edu', ['faculty', 'member']))).toBe('staff');
  });

  it('lapses to School e-mail verified 12 months after the last university sign-in', async () => {
    const id = await signedInId('lapsed@ou.edu', ['student']);
    await t.pool.query(
      `update users set affiliation_checked_at = now() - interval '366 days' where id = $1`,
      [id],
    );
    expect(await standingOfPerson(id)).toBe('schoolEmail');
    expect(STANDING_LABELS.schoolEmail).toBe('School e-mail verified');
  });

  it('adds nothing for a member verified only by a school e-mail code', async () => {
    const member = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Cody Code' });
    expect(await standingOfPerson(member.user.id)).toBeNull();
  });

  it('shows the same on the profile: Current student, then School e-mail verified once lapsed', async () => {
    const id = await signedInId('profiled@ou.edu', ['student']);
    const { rows } = await t.pool.query('select username from users where id = $1', [id]);
    const profile = async () =>
      (
        await t.request('ou', {
          method: 'GET',
          url: `/api/profiles/${rows[0].username}`,
          headers: { cookie: viewer.header },
        })
      ).json();
    expect((await profile()).standing).toBe('student');
    await t.pool.query(
      `update users set affiliation_checked_at = now() - interval '366 days' where id = $1`,
      [id],
    );
    expect((await profile()).standing).toBe('schoolEmail');
    const member = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Codie Code' });
    const { rows: codeRows } = await t.pool.query('select username from users where id = $1', [
      member.user.id,
    ]);
    const plain = await t.request('ou', { method: 'GET', url: `/api/profiles/${codeRows[0].username}` });
    expect(plain.json().standing).toBeNull();
  });
});
