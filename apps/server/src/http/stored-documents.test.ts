/**
 * Documents that never passed the editor schema (written straight into the database by an older
 * version, a restore or a hand edit): the feed, the post page and the profile still answer 200 and
 * the JSON is what was stored.
 */
import { describe, expect, it } from 'vitest';
import { createPost, doc, poster } from '../test/posts-helpers';
import { createTestContext } from '../test/test-app';

const STORED: [string, string][] = [
  [
    'children that are a number',
    JSON.stringify({ root: { type: 'root', children: [{ type: 'paragraph', children: 5 }] } }),
  ],
  ['root children that are a string', JSON.stringify({ root: { type: 'root', children: 'abc' } })],
  ['a root that is null', JSON.stringify({ root: null })],
  ['a document that is a number', '42'],
  [
    'a 2,000-deep document',
    `{"root":{"type":"root","children":[${'{"type":"paragraph","children":['.repeat(2000)}{"type":"text","text":"deep"}${']}'.repeat(2000)}]}}`,
  ],
  [
    'text that is an object',
    JSON.stringify({
      root: {
        type: 'root',
        children: [{ type: 'html', children: [{ type: 'text', text: { a: 1 } }] }, null],
      },
    }),
  ],
];

describe('documents stored as they are', () => {
  it.each(STORED)('%s: the feed and the post page still answer', async (_name, stored) => {
    const t = await createTestContext();
    const { jar } = await poster(t);
    const { id } = (await createPost(t, jar, { text: doc('placeholder') })) as { id: string };
    await t.pool.query('update posts set text = $1::jsonb where id = $2', [stored, id]);
    for (const url of ['/api/feed', `/api/posts/${id}`]) {
      const res = await t.request('ou', { method: 'GET', url, headers: { cookie: jar.header } });
      expect(res.statusCode, `${url} → ${res.body.slice(0, 300)}`).toBe(200);
    }
  });
});
