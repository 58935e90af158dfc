import { describe, expect, it } from 'vitest';
import { decidePush, type PushFacts, pushPayloadFor, pushTypeOf } from './rules';
import { PUSH_TYPE_IDS, pushOffFromSettings, pushSettingsFromOff } from './types';

const facts = (overrides: Partial<PushFacts> = {}): PushFacts => ({
  notificationType: 'message',
  recipientId: 'u1',
  actorId: 'u2',
  turnedOff: [],
  blocked: false,
  appOpen: false,
  subscriptions: 1,
  ...overrides,
});

describe('decidePush', () => {
  it.each<[string, Partial<PushFacts>, string]>([
    ['a message to a subscribed member', {}, 'send'],
    ['a comment', { notificationType: 'comment' }, 'send'],
    ['a reply', { notificationType: 'comment reply' }, 'send'],
    ['a save', { notificationType: 'like' }, 'send'],
    ['a new chat (in the app only)', { notificationType: 'new chat' }, 'not a push type'],
    ['a message like', { notificationType: 'message like' }, 'not a push type'],
    ['a type named like an Object method', { notificationType: 'toString' }, 'not a push type'],
    ['to the actor', { actorId: 'u1' }, 'actor is recipient'],
    [
      'a listing reminder (from the site, about their own listing)',
      { actorId: 'u1', notificationType: 'listing reminder' },
      'send',
    ],
    ['between blocked people', { blocked: true }, 'blocked'],
    ['messages turned off', { turnedOff: ['messages'] }, 'type turned off'],
    ['saves off, a message', { turnedOff: ['saves'] }, 'send'],
    ['the app open', { appOpen: true }, 'app open'],
    ['no device', { subscriptions: 0 }, 'no subscription'],
  ])('%s', (_name, overrides, expected) => {
    expect(decidePush(facts(overrides))).toBe(expected);
  });
});

describe('pushPayloadFor', () => {
  it('opens the conversation of a message, one notification per chat', () => {
    expect(
      pushPayloadFor({
        notificationType: 'message',
        actorName: 'Ann Lee',
        snippet: 'Is it\nstill there?',
        chatId: 'c1',
      }),
    ).toEqual({
      type: 'messages',
      title: 'Ann Lee sent you a message',
      body: 'Is it still there?',
      url: '/messages/c1',
      tag: 'chat:c1',
    });
  });

  it.each([
    ['comment', 'Ann Lee commented on your post'],
    ['comment reply', 'Ann Lee replied to your comment'],
    ['like', 'Ann Lee saved your post'],
  ])('opens the post of a %s', (type, title) => {
    const payload = pushPayloadFor({
      notificationType: type,
      actorName: 'Ann Lee',
      snippet: '',
      postId: 'p1',
    });
    expect(payload).toMatchObject({ title, url: '/post/p1' });
  });

  it('cuts a long text', () => {
    const payload = pushPayloadFor({
      notificationType: 'message',
      actorName: 'A',
      snippet: 'x'.repeat(500),
      chatId: 'c',
    });
    expect(payload?.body.length).toBe(120);
  });

  it('has nothing for a type that is not pushed', () => {
    expect(pushPayloadFor({ notificationType: 'new chat', actorName: 'A', snippet: '' })).toBeNull();
    expect(pushTypeOf('new chat')).toBeUndefined();
  });
});

describe('push settings', () => {
  it('reads a stored off-list as switches, a later type starting on', () => {
    const settings = pushSettingsFromOff(['saves']);
    expect(settings.types.saves).toBe(false);
    expect(settings.types.messages).toBe(true);
    expect(pushOffFromSettings(settings)).toEqual(['saves']);
  });

  it('lists every switch of the settings page', () => {
    expect(PUSH_TYPE_IDS).toEqual([
      'messages',
      'comments',
      'replies',
      'saves',
      'saved_search_matches',
      'price_drops',
      'listing_reminders',
    ]);
  });
});
