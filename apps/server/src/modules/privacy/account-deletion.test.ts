import { ACCOUNT_DATA_MESSAGES, DELETED_ACCOUNT_NAME, SETTINGS_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { getSession, lastCodeTo, post } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import type { CookieJar } from '../../test/cookies';
import { doc } from '../../test/posts-helpers';
import { personWithEverything } from '../../test/privacy-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { FILE_DELETION_JOB } from './file-deletion.job';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

const remove = (jar: CookieJar, body: Record<string, unknown>) => post(t, 'ou', '/api/me/delete', body, jar);

/** Every table of the live schema (so tables added later are covered) whose rows mention a needle. */
async function tablesNaming(needles: string[]): Promise<string[]> {
  const tables = await t.pool.query<{ name: string }>(
    `select table_name as name from information_schema.tables
     where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  );
  expect(tables.rows.length).toBeGreaterThan(25);
  const found: string[] = [];
  for (const { name } of tables.rows) {
    const res = await t.pool.query(
      `select count(*)::int as n from "${name}" x
       where exists (select 1 from unnest($1::text[]) needle where strpos(lower(x::text), lower(needle)) > 0)`,
      [needles],
    );
    if (res.rows[0].n > 0) found.push(`${name} (${res.rows[0].n})`);
  }
  return found;
}

/** The file URLs a post page shows (its photos and its comments'). */
async function fileUrlsOf(jar: CookieJar, postId: string): Promise<string[]> {
  const page = (await send(t, 'GET', `/api/posts/${postId}`, jar)).json();
  return [page.post, ...page.comments].flatMap((p: { media: { url: string }[] }) =>
    p.media.map((m) => m.url),
  );
}

describe('delete account', () => {
  it('leaves no row that names the person, in any table; messages stay for the other person', async () => {
    const world = await personWithEverything(t);
    const { person, friend } = world;
    const needles = [person.user.id, person.email, person.schoolEmail, person.user.username, 'Quintessa'];
    expect((await tablesNaming(needles)).length).toBeGreaterThan(15); // the scan finds what is there
    const files = [
      ...(await fileUrlsOf(friend.jar, world.own.id)),
      `/files/images/profilePics/${person.user.id}.jpg`,
    ];
    expect(files.length).toBeGreaterThanOrEqual(2);
    for (const url of files) expect((await send(t, 'GET', url)).statusCode, url).toBe(200);

    const wrong = await remove(person.jar, { password: 'not-my-password' });
    expect(wrong.json().error).toMatchObject({
      code: 'invalid_password',
      message: SETTINGS_MESSAGES.invalidPassword,
    });
    const sent = vi.spyOn(t.jobs, 'send');
    const res = await remove(person.jar, { password: 'secret123' });
    expect(res.statusCode, res.body).toBe(204);
    expect(res.headers['set-cookie']).toBeDefined();
    // The files go after the commit, by the file-deletion job (queued now; this test runs its work).
    expect(sent).toHaveBeenCalledWith(FILE_DELETION_JOB);
    sent.mockRestore();
    // Only the queued keys still name the person (the profile photos' keys).
    expect(await tablesNaming(needles)).toEqual([expect.stringMatching(/^file_deletions \(\d+\)$/)]);
    expect((await t.app.fileDeletions.runOnce()).failed).toBe(0);

    expect(await tablesNaming(needles)).toEqual([]);
    // The audit log keeps what was done: on the person without them (no subject, target or reason),
    // by the person without them (no actor); their reports went, by them or about them.
    const audit = (where: string, id: string) =>
      t.pool
        .query(
          `select action, actor_id, subject_user_id, target_id, reason from moderation_actions
           where ${where} = $1 order by created_at, id`,
          [id],
        )
        .then((r) => r.rows);
    const gone = { subject_user_id: null, target_id: null, reason: '' };
    expect(await audit('actor_id', world.moderator.user.id)).toEqual([
      { action: 'warn', actor_id: world.moderator.user.id, ...gone },
      { action: 'suspend', actor_id: world.moderator.user.id, ...gone },
    ]);
    expect(await audit('subject_user_id', world.pest.user.id)).toEqual([
      expect.objectContaining({ action: 'warn', actor_id: null, reason: 'Be kind' }),
    ]);
    for (const url of files) expect((await send(t, 'GET', url)).statusCode, url).toBe(404);
    expect((await t.pool.query('select count(*)::int as n from file_deletions')).rows[0].n).toBe(0);
    expect(await getSession(t, 'ou', person.jar)).toBeNull();
    const login = await post(t, 'ou', '/api/accounts/login', { email: person.email, password: 'secret123' });
    expect(login.statusCode).not.toBe(200);

    // The friend keeps the conversation: the person's messages show as from a deleted account.
    const chat = (await send(t, 'GET', `/api/chats/${world.chat}`, friend.jar)).json();
    expect(chat.other).toMatchObject({ firstName: DELETED_ACCOUNT_NAME, username: '' });
    const messages = (await send(t, 'GET', `/api/chats/${world.chat}/messages`, friend.jar)).json().messages;
    expect(
      messages.map((m: { plainText: string; user: { firstName: string } }) => [
        m.plainText,
        m.user.firstName,
      ]),
    ).toEqual([
      ['Hello back', 'Fern'],
      ['Hello from me', DELETED_ACCOUNT_NAME],
    ]);
    const reply = await post(
      t,
      'ou',
      `/api/chats/${world.chat}/messages`,
      { text: doc('Hello?') },
      friend.jar,
    );
    expect(reply.json().error).toMatchObject({
      code: 'account_deleted',
      message: ACCOUNT_DATA_MESSAGES.otherDeleted,
    });
    // Counters of other people's posts forget the person's save and comment.
    const lamp = (await send(t, 'GET', `/api/posts/${world.friendsPost.id}`, friend.jar)).json().post;
    expect([lamp.likeCount, lamp.commentCount]).toEqual([0, 0]);
    expect((await send(t, 'GET', `/api/posts/${world.own.id}`, friend.jar)).statusCode).toBe(404);
    // The payment record stays, without the payer.
    const paid = await t.pool.query(
      `select amount_cents, payment_id, user_id from checkout_sessions where payment_status = 'paid'`,
    );
    expect(paid.rows).toEqual([expect.objectContaining({ user_id: null, amount_cents: 500 })]);
    expect(paid.rows[0].payment_id).toBeTruthy();
  }, 60_000); // a whole world of records and three scans of every table: slow on a busy machine

  it('changes nothing when the transaction fails half-way', async () => {
    const { person, friend, own, friendsPost } = await personWithEverything(t);
    const files = await fileUrlsOf(friend.jar, own.id);
    const counts = async () =>
      (
        await t.pool.query(
          `select (select count(*) from posts where user_id = $1)::int as posts,
                  (select like_count from posts where id = $2) as likes,
                  (select count(*) from messages where user_id = $1)::int as messages,
                  (select count(*) from file_deletions)::int as queued,
                  (select count(*) from sessions where user_id = $1)::int as sessions`,
          [person.user.id, friendsPost.id],
        )
      ).rows[0];
    const before = await counts();
    // The last statement of the deletion fails (a trigger refuses to delete this users row).
    await t.pool.query(`create or replace function refuse_delete() returns trigger language plpgsql as
      $$ begin raise exception 'refused for the test'; end $$`);
    await t.pool.query(`create trigger refuse_delete before delete on users for each row
      when (old.id = '${person.user.id}') execute function refuse_delete()`);
    try {
      expect((await remove(person.jar, { password: 'secret123' })).statusCode).toBe(500);
    } finally {
      await t.pool.query('drop trigger refuse_delete on users');
    }
    expect(await counts()).toEqual(before);
    for (const url of files) expect((await send(t, 'GET', url)).statusCode).toBe(200);
    expect((await getSession(t, 'ou', person.jar))?.id).toBe(person.user.id);
  });

  it('asks an account without a password for an e-mailed code instead', async () => {
    const { person } = await personWithEverything(t);
    await t.pool.query(`delete from accounts where user_id = $1 and provider_id = 'credential'`, [
      person.user.id,
    ]);
    expect((await send(t, 'GET', '/api/me/delete', person.jar)).json()).toEqual({ method: 'code' });
    const noCode = await remove(person.jar, { password: 'secret123' });
    expect(noCode.json().error).toMatchObject({
      code: 'code_required',
      message: ACCOUNT_DATA_MESSAGES.needCode,
    });
    expect((await post(t, 'ou', '/api/me/delete/code', {}, person.jar)).statusCode).toBe(204);
    const code = await lastCodeTo(t, person.email);
    const wrong = String((Number(code) % 9000) + 1000);
    expect((await remove(person.jar, { code: wrong })).json().error.code).toBe('code_incorrect');
    expect((await remove(person.jar, { code })).statusCode).toBe(204);
    const left = await t.pool.query('select 1 from users where id = $1', [person.user.id]);
    expect(left.rowCount).toBe(0);
  });

  it('refuses guests, and a code for an account that has a password', async () => {
    expect((await post(t, 'ou', '/api/me/delete', { password: 'x' })).statusCode).toBe(401);
    expect((await send(t, 'GET', '/api/me/data')).statusCode).toBe(401);
    const { person } = await personWithEverything(t);
    expect((await send(t, 'GET', '/api/me/delete', person.jar)).json()).toEqual({ method: 'password' });
    const code = await post(t, 'ou', '/api/me/delete/code', {}, person.jar);
    expect(code.json().error).toMatchObject({
      code: 'use_password',
      message: ACCOUNT_DATA_MESSAGES.needPassword,
    });
  });
});
