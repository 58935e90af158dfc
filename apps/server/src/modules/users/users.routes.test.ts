import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('GET /api/users/search', () => {
  it('finds members of this campus by part of a name, above one character, never oneself', async () => {
    const me = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Quinn Searcher' });
    await memberOf(t, 'ou', 'ou.edu', { fullName: 'Zelda Quarry' });
    await memberOf(t, 'ut', 'utexas.edu', { fullName: 'Zelda Texan' });
    const search = (q: string) =>
      t.request('ou', {
        method: 'GET',
        url: `/api/users/search?q=${encodeURIComponent(q)}`,
        headers: { cookie: me.jar.header },
      });
    expect((await search('z')).json().users).toEqual([]);
    const found = (await search('zeld')).json().users;
    expect(found.map((u: { firstName: string }) => u.firstName)).toEqual(['Zelda']);
    expect(found[0].lastName).toBe('Q.');
    expect((await search('quinn')).json().users).toEqual([]);
    expect((await search('%')).json().users).toEqual([]);
    expect((await t.request('ou', { method: 'GET', url: '/api/users/search?q=zeld' })).statusCode).toBe(401);
  });
});
