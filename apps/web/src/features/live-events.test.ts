// The live list's web half: each event that names a change another member made reaches the queries
// of the page that shows it (the post page, the feed, a chat's meetup cards, trust summaries).
import type { ChatMeetups, KnownRealtimeEvent, Post } from '@campus/domain';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { trustHears } from '../entities/trades/api/trust';
import { feedHears } from './feed/hooks/use-live-feed';
import { chatMeetupsHear } from './messages/hooks/use-chat-live';
import { postPageHears } from './posts/hooks/use-live-post';

const event = (type: string, payload: Record<string, string>) =>
  ({
    id: 'e1',
    topic: 'campus-posts:ou',
    type,
    payload,
    at: '2026-12-01T00:00:00.000Z',
  }) as KnownRealtimeEvent;

describe('the post page', () => {
  it.each([
    ['a comment, like, status or sale on it', event('post.changed', { postId: 'p1' }), 'p1', null, true],
    ['its deletion', event('post.deleted', { postId: 'p1' }), 'p1', null, true],
    [
      'a reply in the thread a comment page answers',
      event('post.changed', { postId: 'p1' }),
      'c1',
      'p1',
      true,
    ],
    ['another post', event('post.changed', { postId: 'p2' }), 'p1', null, false],
    ['a chat message', event('message.created', { chatId: 'p1', messageId: 'm' }), 'p1', null, false],
  ])('%s', (_name, known, id, parentId, refetches) => {
    expect(postPageHears(known, id, parentId)).toEqual(
      refetches
        ? [
            ['post', id],
            ['listing-sale', id],
          ]
        : [],
    );
  });
});

describe('the feed', () => {
  const client = new QueryClient();
  client.setQueryData(['feed', ''], { pages: [{ posts: [{ id: 'p1' } as Post] }], pageParams: [''] });
  it.each([
    ['a new post', event('post.created', { postId: 'p9' }), true],
    ['a deleted post', event('post.deleted', { postId: 'p9' }), true],
    [
      'a change to a loaded card (status badge, price, counts)',
      event('post.changed', { postId: 'p1' }),
      true,
    ],
    ['a change to a post it has not loaded', event('post.changed', { postId: 'p2' }), false],
  ])('%s', (_name, known, refetches) => {
    expect(feedHears(client, known)).toBe(refetches);
  });
});

describe("a chat's meetup cards", () => {
  const client = new QueryClient();
  client.setQueryData<ChatMeetups>(['chat-meetups', 'c1'], {
    meetups: [
      { id: 'm1', post: { id: 'p1', preview: 'Lamp', status: 'pending' } } as ChatMeetups['meetups'][0],
    ],
    listings: [{ id: 'p3', preview: 'Desk' }],
    spots: [],
  });
  it.each([
    [
      "a meetup step (the seller's Yes or No)",
      event('meetup.changed', { chatId: 'c1', meetupId: 'm1' }),
      true,
    ],
    ['a step in another chat', event('meetup.changed', { chatId: 'c2', meetupId: 'm2' }), false],
    ["the status of a meetup's listing", event('post.changed', { postId: 'p1' }), true],
    ['the status of a listing the chat may meet about', event('post.changed', { postId: 'p3' }), true],
    ['another listing', event('post.changed', { postId: 'p2' }), false],
  ])('%s', (_name, known, refetches) => {
    expect(chatMeetupsHear(client, known, 'c1')).toEqual(refetches ? [['chat-meetups', 'c1']] : []);
  });
});

describe('trust at a glance', () => {
  it('refetches the figures of the person a sale or rating names', () => {
    expect(trustHears(event('trust.changed', { userId: 'u1' }))).toEqual([['trust', 'u1']]);
    expect(trustHears(event('post.changed', { postId: 'u1' }))).toEqual([]);
  });
});
