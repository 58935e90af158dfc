// Who every mutating route refuses, made once per test file: a guest, an unverified account, a member
// of another campus and a stranger on this one; and the small readers route tests share.
import { memberOf, registerUser } from './accounts-helpers';
import type { CookieJar } from './cookies';
import type { TestContext } from './test-app';

export interface Outsiders {
  guest: undefined;
  unverified: CookieJar;
  otherCampus: CookieJar;
  stranger: CookieJar;
}

export async function makeOutsiders(t: TestContext): Promise<Outsiders> {
  return {
    guest: undefined,
    unverified: (await registerUser(t)).jar,
    otherCampus: (await memberOf(t, 'ut', 'utexas.edu')).jar,
    stranger: (await memberOf(t, 'ou', 'ou.edu', { fullName: 'Stan Stranger' })).jar,
  };
}

/** The error an answer carries (its code and sentence). */
export const errorOf = (res: { json(): { error: { code: string; message: string } } }) => res.json().error;

/** A post's status as stored. */
export const postStatusOf = async (t: TestContext, postId: string) =>
  (await t.pool.query('select status from posts where id = $1', [postId])).rows[0].status as string;
