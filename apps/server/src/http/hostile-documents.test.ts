/**
 * The hostile-input corpus, editor documents: each hostile document is a 400 on every route that
 * takes one, and the pages that show documents still load after them (hostile-input.test.ts has
 * the rest of the corpus).
 */
import { DOCUMENT_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { hostileSite } from '../test/hostile-routes';
import { createTestContext } from '../test/test-app';

const t = await createTestContext();
const { routes, ids, setUp, send, hostile } = hostileSite(t);
beforeAll(setUp);

const text = (t: string) => ({ type: 'text', text: t });
const paragraph = (...children: unknown[]) => ({ type: 'paragraph', children });
const lexical = (...blocks: unknown[]) => ({ root: { type: 'root', children: blocks } });
/** A body with a document nested `levels` deep, as JSON text. */
function deepBody(levels: number): string {
  const open = '{"type":"paragraph","children":['.repeat(levels);
  const close = ']}'.repeat(levels);
  return `{"uploadIds":[],"text":{"root":{"type":"root","children":[${open}{"type":"text","text":"x"}${close}]}}}`;
}
const HOSTILE_DOCUMENTS: [string, unknown][] = [
  ['children that are a number', lexical({ type: 'paragraph', children: 5 })],
  ['root children that are a number', { root: { type: 'root', children: 5 } }],
  [
    'text hidden in a block’s children',
    lexical({ type: 'paragraph', text: '', children: [text('a'.repeat(90_000))] }),
  ],
  ['60,000 empty inline nodes', lexical(paragraph(...Array.from({ length: 60_000 }, () => ({ text: '' }))))],
  ['a 3,000-deep document', 'deep'],
  ['a string', 'hello'],
  ['an array', [1, 2, 3]],
  ['a root that is null', { root: null }],
  ['an unknown node type', lexical(paragraph({ type: 'html', html: '<script>alert(1)</script>' }))],
  [
    'a javascript: link',
    lexical(paragraph({ type: 'link', url: 'javascript:alert(1)', children: [text('x')] })),
  ],
  ['text that is not a string', lexical(paragraph({ type: 'text', text: { toString: 'x' } }))],
];

describe('hostile editor documents', () => {
  it.each(HOSTILE_DOCUMENTS)('%s: 400 on every route that takes a document', async (_name, document) => {
    const takers = routes.filter((r) => r.body && 'text' in r.body && r.body.text!.type !== 'string');
    expect(takers.map((r) => r.path)).toEqual([
      '/api/posts/{id}',
      '/api/posts',
      '/api/posts/{id}/comments',
      '/api/chats/{id}/messages',
    ]);
    for (const route of takers) {
      const body = document === 'deep' ? deepBody(3000) : { text: document, uploadIds: [] };
      const res = await hostile(route, {}, {}, body);
      expect(res.statusCode, `${route.path} → ${res.body}`).toBe(400);
      expect(res.json().error.message).toBe(DOCUMENT_MESSAGES.invalid);
    }
  });

  it('a feed, post page and profile still load after them all', async () => {
    for (const url of ['/api/feed', `/api/posts/${ids.post}`, `/api/profiles/${ids.username}/posts`])
      expect((await send({ method: 'GET', url })).statusCode).toBe(200);
  });
});
