import { beforeAll, describe, expect, it } from 'vitest';
import { getSession, post } from '../../test/accounts-helpers';
import { doc, poster } from '../../test/posts-helpers';
import { startTestSamlIdp, type TestSamlIdp } from '../../test/saml-idp';
import { configureSaml, signInAtUniversity } from '../../test/sso-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
let idp: TestSamlIdp;
beforeAll(async () => {
  t = await createTestContext();
  idp = startTestSamlIdp();
  await configureSaml(t, idp, 'ou', ['student', 'alum']);
  await t.pool.query(`update campus_sso set tickets_students_only = true where campus_id = 'ou'`);
});

const listing = (category: string) => ({
  uploadIds: [],
  text: doc('Two tickets for Saturday'),
  category,
  price: 40,
});

async function universityMember(email: string, affiliation: string[]) {
  const { jar } = await signInAtUniversity(t, idp, { email, name: 'Tess Tickets', affiliation });
  const user = (await getSession(t, 'ou', jar))!;
  await t.pool.query(
    `update users set image = '/files/x.jpg?v=1', bio = 'Hi', profile_set_up = true where id = $1`,
    [user.id],
  );
  return jar;
}

describe('Tickets only for current students, where the campus requires it', () => {
  it('lets a current student list tickets', async () => {
    const jar = await universityMember('tess@ou.edu', ['student']);
    const res = await post(t, 'ou', '/api/posts', listing('tickets'), jar);
    expect(res.statusCode, res.body).toBe(201);
  });

  it('refuses an alumnus and a member verified only by e-mail code, with the sentence', async () => {
    for (const jar of [
      await universityMember('old.grad@ou.edu', ['alum']),
      (await poster(t, 'Cody Code')).jar,
    ]) {
      const res = await post(t, 'ou', '/api/posts', listing('tickets'), jar);
      expect(res.statusCode).toBe(403);
      expect(res.json().error).toMatchObject({
        code: 'tickets_students_only',
        message: 'Only current students can list tickets on OU.',
      });
      expect((await post(t, 'ou', '/api/posts', listing('school supplies'), jar)).statusCode).toBe(201);
    }
  });

  it('refuses moving a listing into Tickets for someone who is not a current student', async () => {
    const jar = await universityMember('mover@ou.edu', ['alum']);
    const created = await post(t, 'ou', '/api/posts', listing('school supplies'), jar);
    expect(created.statusCode).toBe(201);
    const id = created.json().id ?? created.json().post?.id;
    const res = await t.request('ou', {
      method: 'PATCH',
      url: `/api/posts/${id}`,
      headers: { cookie: jar.header, origin: 'http://ou.localhost:3000' },
      payload: {
        text: doc('Two tickets for Saturday'),
        category: 'tickets',
        price: 40,
        keepMediaIds: [],
        uploadIds: [],
      },
    });
    expect(res.statusCode, res.body).toBe(403);
    expect(res.json().error.code).toBe('tickets_students_only');
  });
});
