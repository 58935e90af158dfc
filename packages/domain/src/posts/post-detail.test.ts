import { describe, expect, it } from 'vitest';
import { documentFromPlainText } from '../listings/rules';
import { expandPostDetail, type PostDetailWire } from './post-detail';
import type { Post } from './schemas';

const author = { id: 'u1', username: 'maya', firstName: 'Maya', lastName: 'Chen', img: null, verified: true };
const post: Post = {
  id: 'p1',
  campusId: 'ou',
  type: 'post',
  text: null,
  plainText: 'Desk',
  category: 'furniture',
  priceCents: 2500,
  condition: null,
  kind: 'selling',
  upToCents: null,
  courses: [],
  isbn: null,
  user: author,
  imgCount: 0,
  hasPhoto: false,
  likeCount: 0,
  commentCount: 1,
  postCommentedOn: null,
  depth: 0,
  media: [],
  likedByMe: false,
  createdAt: '2026-11-24T10:00:00.000Z',
  lastModified: '2026-11-24T10:00:00.000Z',
  status: 'sold',
  editedAt: null,
  isSponsored: false,
  cta: null,
  adId: null,
  ad: null,
};
const video = {
  id: 'm1',
  kind: 'video' as const,
  url: '/files/v',
  width: 4,
  height: 3,
  placeholder: null,
  alt: null,
};

const stillThere = documentFromPlainText('Still there?');

describe('expandPostDetail', () => {
  it('gives each comment its author, the post campus and what comments share', () => {
    const wire: PostDetailWire = {
      post,
      authors: [author],
      comments: [
        {
          id: 'c1',
          userId: 'u1',
          text: stillThere,
          postCommentedOn: 'p1',
          depth: 1,
          media: [{ ...video, variants: [] }],
          likedByMe: true,
          likeCount: 2,
          commentCount: 0,
          createdAt: '2026-11-24T11:00:00.123+00:00',
          lastModified: '2026-11-24T12:00:00.5+01:00',
          editedAt: '2026-11-24T11:30:00+00:00',
        },
      ],
    };
    const { post: same, comments } = expandPostDetail(wire);
    expect(same).toBe(post);
    expect(comments).toEqual([
      {
        ...post,
        id: 'c1',
        text: stillThere,
        plainText: 'Still there?',
        category: null,
        priceCents: null,
        condition: null,
        imgCount: 1,
        hasPhoto: false,
        likeCount: 2,
        commentCount: 0,
        postCommentedOn: 'p1',
        depth: 1,
        media: [{ ...video, variants: [] }],
        likedByMe: true,
        createdAt: '2026-11-24T11:00:00.123Z',
        lastModified: '2026-11-24T11:00:00.500Z',
        status: 'available',
        editedAt: '2026-11-24T11:30:00.000Z',
      },
    ]);
  });

  it('refuses a comment whose author is not in the answer', () => {
    const comment = { ...post, userId: 'nobody', postCommentedOn: 'p1', media: [] };
    expect(() => expandPostDetail({ post, authors: [], comments: [comment] })).toThrow(/nobody/);
  });
});
