import { MODERATION_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseAdminArgs } from '../../admin/admin-args';
import { memberOf, post } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import { administrator, getAs } from '../../test/moderation-helpers';
import { poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { setAdministrator } from './admin.service';

let t: TestContext;
let admin: Awaited<ReturnType<typeof poster>>;
let member: Awaited<ReturnType<typeof poster>>;

const role = async (jar: Awaited<ReturnType<typeof poster>>['jar']) =>
  (await getAs(t, jar, '/api/moderation/role')).json();

beforeAll(async () => {
  t = await createTestContext();
  admin = await administrator(t);
  member = await poster(t, 'Mia Member');
});

describe('moderators per campus', () => {
  it('appoints a member by username or e-mail, lists them, and removes them; each step audited', async () => {
    const appoint = await post(t, 'ou', '/api/admin/moderators', { user: member.user.username }, admin.jar);
    expect(appoint.statusCode, appoint.body).toBe(201);
    expect(appoint.json()).toEqual({ message: MODERATION_MESSAGES.appointed });
    expect(await role(member.jar)).toEqual({ admin: false, moderator: true });
    const twice = await post(
      t,
      'ou',
      '/api/admin/moderators',
      { user: member.email.toUpperCase() },
      admin.jar,
    );
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.message).toBe(MODERATION_MESSAGES.alreadyModerator);
    const list = (await getAs(t, admin.jar, '/api/admin/moderators')).json();
    expect(list.moderators).toMatchObject([{ user: { id: member.user.id } }]);
    // Per campus: UT's list is its own.
    expect((await getAs(t, admin.jar, '/api/admin/moderators', 'ut')).json().moderators).toEqual([]);

    const removed = await send(t, 'DELETE', `/api/admin/moderators/${member.user.id}`, admin.jar);
    expect(removed.json()).toEqual({ message: MODERATION_MESSAGES.moderatorRemoved });
    expect(await role(member.jar)).toEqual({ admin: false, moderator: false });
    expect((await send(t, 'DELETE', `/api/admin/moderators/${member.user.id}`, admin.jar)).statusCode).toBe(
      404,
    );

    const audit = (await getAs(t, admin.jar, '/api/admin/audit')).json().entries;
    expect(audit.slice(0, 2)).toMatchObject([
      {
        action: 'remove moderator',
        actor: { id: admin.user.id },
        subject: { id: member.user.id },
        campusId: 'ou',
      },
      {
        action: 'appoint moderator',
        actor: { id: admin.user.id },
        subject: { id: member.user.id },
        campusId: 'ou',
      },
    ]);
  });

  it('appoints only members of the campus', async () => {
    const ut = await memberOf(t, 'ut', 'utexas.edu');
    const res = await post(t, 'ou', '/api/admin/moderators', { user: ut.email }, admin.jar);
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(MODERATION_MESSAGES.noSuchMember);
  });
});

describe('npm run admin', () => {
  it('reads grant and revoke of one address, and nothing else', () => {
    expect(parseAdminArgs(['grant', 'a@example.com'])).toEqual({ grant: true, email: 'a@example.com' });
    expect(parseAdminArgs(['revoke', 'a@example.com'])).toEqual({ grant: false, email: 'a@example.com' });
    for (const args of [
      [],
      ['grant'],
      ['promote', 'a@example.com'],
      ['grant', 'nobody'],
      ['grant', 'a@b.c', 'x'],
    ])
      expect(parseAdminArgs(args)).toBeNull();
  });

  it('grants and revokes the administrator role by e-mail, audited with no actor', async () => {
    const someone = await poster(t, 'Sol Someone');
    expect(await setAdministrator(t.db, someone.email, true)).toBe(
      `${someone.email} is now an administrator.`,
    );
    expect(await setAdministrator(t.db, someone.email, true)).toBe(
      `${someone.email} is already an administrator.`,
    );
    expect(await role(someone.jar)).toEqual({ admin: true, moderator: true });
    const audit = (await getAs(t, someone.jar, '/api/admin/audit')).json().entries[0];
    expect(audit).toMatchObject({ action: 'grant admin', actor: null, subject: { id: someone.user.id } });
    expect(await setAdministrator(t.db, someone.email, false)).toBe(
      `${someone.email} is no longer an administrator.`,
    );
    expect((await getAs(t, someone.jar, '/api/admin/audit')).statusCode).toBe(403);
    await expect(setAdministrator(t.db, 'nobody@example.com', true)).rejects.toThrow('No account uses');
  });

  it('pages the audit log with a cursor', async () => {
    for (let i = 0; i < 30; i++)
      await t.pool.query(
        `insert into moderation_actions (id, action, reason) values (gen_random_uuid(), 'dismiss', $1)`,
        [`r${i}`],
      );
    const first = (await getAs(t, admin.jar, '/api/admin/audit')).json();
    expect(first.entries).toHaveLength(25);
    const next = (await getAs(t, admin.jar, `/api/admin/audit?cursor=${first.nextCursor}`)).json();
    const ids = [...first.entries, ...next.entries].map((e: { id: string }) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThanOrEqual(30);
  });
});
