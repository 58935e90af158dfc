import { beforeAll, describe, expect, it } from 'vitest';
import { getAs, moderatorOf, report } from '../../test/moderation-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('a reported housing listing in the moderation queue', () => {
  it('shows its one line above its text', async () => {
    const author = await poster(t, 'Sly Sublet');
    const reporter = await poster(t, 'Ria Reporter');
    const moderator = await moderatorOf(t, 'ou');
    const { id } = await createPost(t, author.jar, {
      text: doc('Keys by mail only'),
      category: 'housing & apartments',
      price: 300,
      housing: { kind: 'whole_place', availableFrom: '2027-01-05', bedrooms: 2 },
    });
    await report(t, reporter.jar, { targetType: 'post', targetId: id, reason: 'scam' });
    const page = (await getAs(t, moderator.jar, '/api/moderation/reports')).json();
    const group = page.groups.find((g: { targetId: string }) => g.targetId === id);
    expect(group.content.plainText).toBe('Whole place · $300/mo · From Jan 5 · 2 bd\nKeys by mail only');
  });
});
