import { feedPageSchema, postDetailSchema } from '@campus/domain';
import { PLAIN_POST_FIELDS } from '@campus/domain/test-support';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSerializerCompiler, responseJsonSchema } from './serializer';

const compile = (schema: z.ZodType, check = false) =>
  compiledSerializerCompiler({ check })({ schema, method: 'GET', url: '/x', httpStatus: '200' });

const post = {
  id: '0190a3c4-0000-7000-8000-000000000001',
  campusId: 'ou',
  type: 'post',
  text: { root: { type: 'root', children: [{ type: 'text', text: 'Lamp "quoted" \u2028 é' }] } },
  plainText: 'Lamp "quoted" \u2028 é',
  category: null,
  priceCents: 1200,
  condition: null,
  user: { id: 'u1', username: 'pat', firstName: 'Pat', lastName: 'P', img: null, verified: true },
  imgCount: 1,
  hasPhoto: true,
  likeCount: 0,
  commentCount: 2,
  postCommentedOn: null,
  depth: 0,
  media: [
    {
      id: '0190a3c4-0000-7000-8000-000000000002',
      kind: 'image',
      url: '/files/a.webp?v=1',
      width: 640,
      height: 480,
      placeholder: 'data:image/webp;base64,AAAA',
      alt: 'A brass lamp, "lit"',
      variants: [{ width: 320, url: '/files/b.webp?v=1' }],
    },
  ],
  likedByMe: false,
  createdAt: '2026-01-02T03:04:05.678Z',
  lastModified: '2026-01-02T03:04:05.678Z',
  ...PLAIN_POST_FIELDS,
};

describe('the compiled response serializer', () => {
  it('writes the same JSON as zod for feed and post pages, extra fields dropped', () => {
    const sold = {
      ...post,
      id: '0190a3c4-0000-7000-8000-000000000003',
      status: 'sold',
      editedAt: '2026-01-03T00:00:00.000Z',
      media: [{ ...post.media[0], alt: null }],
      secret: 'x',
    };
    const page = { posts: [post, sold] };
    const feed = { ...page, nextCursor: null };
    for (const [schema, data] of [
      [feedPageSchema, feed],
      [postDetailSchema, { post, comments: page.posts }],
    ] as const) {
      const fast = compile(schema)(data);
      expect(JSON.parse(fast)).toEqual(JSON.parse(JSON.stringify(z.encode(schema, data as never))));
      expect(fast).not.toContain('secret');
    }
  });

  it('folds `X | null` into nullable and keeps other unions', () => {
    const schema = z.object({
      a: z.string().nullable(),
      b: z.object({ c: z.number() }).nullable(),
      d: z.union([z.object({ kind: z.literal('x') }), z.object({ kind: z.literal('y'), n: z.number() })]),
      e: z.unknown(),
    });
    const json = responseJsonSchema(schema) as { properties: Record<string, Record<string, unknown>> };
    expect(json.properties.a).toEqual({ type: ['string', 'null'] });
    expect(json.properties.b).toMatchObject({ type: 'object', nullable: true });
    expect(json.properties.d!.anyOf).toHaveLength(2);
    const write = compile(schema);
    const data = { a: null, b: null, d: { kind: 'y', n: 2 }, e: [1, { f: 'g' }] };
    expect(JSON.parse(write(data))).toEqual(data);
    expect(JSON.parse(write({ ...data, a: 'x', b: { c: 1 } }))).toMatchObject({ a: 'x', b: { c: 1 } });
  });

  it('with the check on, refuses a reply that breaks its schema, as zod did', () => {
    const schema = z.object({ status: z.enum(['ok', 'degraded']) });
    expect(compile(schema)({ status: 'broken' })).toBe('{"status":"broken"}');
    expect(() => compile(schema, true)({ status: 'broken' })).toThrow(/Response doesn't match the schema/);
    expect(compile(schema, true)({ status: 'ok' })).toBe('{"status":"ok"}');
  });

  it('with the check on, fails when the compiled JSON differs from zod', () => {
    // A transform's output cannot be compiled: it is written as given, where zod encodes it.
    const schema = z.object({ n: z.number().int() });
    expect(() => compile(schema, true)({ n: 1.5 })).toThrow();
  });
});
