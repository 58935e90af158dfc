import { INPUT_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAs, moderatorOf } from '../../test/moderation-helpers';
import { countQueries, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { APPEALS_PAGE } from './appeal-answers.service';

let t: TestContext;
let moderator: Awaited<ReturnType<typeof poster>>;

/** `n` warnings on a new member, each appealed a second apart (made in SQL: the queue is under test). */
async function appealedWarnings(name: string, n: number, campusId = 'ou'): Promise<string[]> {
  const member = await poster(t, name);
  await t.pool.query(
    `with actions as (
       insert into moderation_actions (id, campus_id, action, target_type, subject_user_id, reason, created_at)
       select gen_random_uuid(), $2, 'warn', 'profile', $1, 'Spam ' || i, now() - make_interval(days => 1)
       from generate_series(1, $3) i returning id, reason)
     insert into appeals (id, action_id, campus_id, user_id, text, created_at)
     select gen_random_uuid(), id, $2, $1, 'Sorry', now() - make_interval(secs => 1000 - split_part(reason, ' ', 2)::int)
     from actions`,
    [member.user.id, campusId, n],
  );
  const { rows } = await t.pool.query<{ id: string }>(
    'select id from appeals where user_id = $1 order by created_at, id',
    [member.user.id],
  );
  return rows.map((r) => r.id);
}

const page = (cursor?: string) =>
  getAs(t, moderator.jar, `/api/moderation/appeals${cursor ? `?cursor=${encodeURIComponent(cursor)}` : ''}`);

beforeAll(async () => {
  t = await createTestContext();
  moderator = await moderatorOf(t, 'ou');
});

describe('the open appeals beside the reports', () => {
  it('come a page at a time, oldest first, each once, for the same number of queries a page', async () => {
    const made = await appealedWarnings('Manny Appeals', APPEALS_PAGE * 2 + 5);
    // Another campus's appeals are never in OU's pages.
    await appealedWarnings('Uta Elsewhere', 3, 'ut');
    const seen: string[] = [];
    const queries: number[] = [];
    let cursor: string | undefined;
    for (let i = 0; i < 4; i++) {
      let res: Awaited<ReturnType<typeof page>> | undefined;
      queries.push(
        await countQueries(t.pool, async () => {
          res = await page(cursor);
        }),
      );
      expect(res!.statusCode, res!.body).toBe(200);
      const body = res!.json() as { appeals: { id: string }[]; nextCursor: string | null };
      seen.push(...body.appeals.map((a) => a.id));
      if (!body.nextCursor) break;
      cursor = body.nextCursor;
    }
    expect(seen).toEqual(made);
    expect(queries).toHaveLength(3);
    expect(new Set(queries).size).toBe(1);
  });

  it('refuses a made-up cursor with its sentence', async () => {
    const res = await page('not-a-cursor');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({ code: 'invalid_cursor', message: INPUT_MESSAGES.invalidCursor });
  });
});
