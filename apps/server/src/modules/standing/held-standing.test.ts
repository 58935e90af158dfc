// A member's standing also lists their content held for review (by a rule, or reports), with the
// rule's reason and no Appeal: a moderator reviews it anyway. Released, it leaves the list.
import { STANDING_MESSAGES as S } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { post } from '../../test/accounts-helpers';
import { getAs, moderatorOf } from '../../test/moderation-helpers';
import { errorOf } from '../../test/outsiders';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('held content in the standing', () => {
  it('lists a held listing with its reason, takes no appeal on it, and drops it once released', async () => {
    const moderator = await moderatorOf(t);
    const member = await poster(t, 'Kit Keeper');
    const listing = await createPost(t, member.jar, { text: doc('Two kittens need a home'), price: 20 });
    expect(listing.held).toBe('rule');
    const entries = (await getAs(t, member.jar, '/api/standing')).json().entries;
    expect(entries).toEqual([
      expect.objectContaining({
        kind: 'held',
        contentName: 'post',
        contentText: 'Two kittens need a home',
        appeal: null,
        reason: expect.stringContaining('Live animals'),
      }),
    ]);
    const refused = await post(
      t,
      'ou',
      `/api/standing/${entries[0].id}/appeal`,
      { text: 'Please' },
      member.jar,
    );
    expect(refused.statusCode).toBe(404);
    expect(errorOf(refused).message).toBe(S.notYours);

    const released = await post(
      t,
      'ou',
      `/api/moderation/held/post/${listing.id}/release`,
      {},
      moderator.jar,
    );
    expect(released.statusCode, released.body).toBe(200);
    expect((await getAs(t, member.jar, '/api/standing')).json().entries).toEqual([]);
  });
});
