import type { AppNotification } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import {
  notificationAction,
  notificationHref,
  notificationSnippet,
  senderName,
} from './notification-display';

const ray = { id: 'u1', username: 'ray', firstName: 'Ray', lastName: 'R.', img: null, verified: true };

function buildNotification(overrides: Partial<AppNotification> = {}): AppNotification {
  return {
    id: 'n1',
    type: 'comment',
    from: ray,
    postId: 'p1',
    chatId: null,
    message: '',
    read: false,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('notificationAction', () => {
  it.each([
    ['message', 'Ray R. sent you a message'],
    ['comment', 'Ray R. commented on your post'],
    ['comment reply', 'Ray R. replied to your comment'],
    ['comment interaction', 'Ray R. interacted with your comment'],
    ['post interaction', 'Ray R. interacted with your post'],
    ['like', 'Ray R. saved your post'],
    ['new chat', 'Ray R. started a conversation with you'],
    ['message like', 'Ray R. reacted to your message'],
    ['something new', 'Ray R. sent you a notification'],
  ])('%s reads "%s"', (type, sentence) => {
    const n = buildNotification({ type });
    expect(`${senderName(n.from)} ${notificationAction(n.type)}`).toBe(sentence);
  });
});

describe('senderName', () => {
  it.each([
    [{ firstName: 'Ray', lastName: 'R.', username: 'ray' }, 'Ray R.'],
    [{ firstName: 'Ray', lastName: '', username: 'ray' }, 'Ray'],
    [{ firstName: '', lastName: '', username: 'ray' }, '@ray'],
  ])('%o is %s', (from, name) => {
    expect(senderName(from)).toBe(name);
  });
});

describe('notificationSnippet', () => {
  it.each([
    ['', null],
    ['   \n ', null],
    ['Is it still available?', 'Is it still available?'],
    ['  two\n\nlines  ', 'two lines'],
  ])('%j gives %j', (message, snippet) => {
    expect(notificationSnippet({ message })).toBe(snippet);
  });
});

describe('notificationHref', () => {
  it.each([
    [{ type: 'comment', postId: 'p1', chatId: null }, '/post/p1'],
    [{ type: 'like', postId: 'p1', chatId: null }, '/post/p1'],
    [{ type: 'message', postId: null, chatId: 'c1' }, '/messages/c1'],
    [{ type: 'new chat', postId: null, chatId: 'c1' }, '/messages/c1'],
    [{ type: 'message like', postId: 'p1', chatId: 'c1' }, '/messages/c1'],
    [{ type: 'comment reply', postId: 'p1', chatId: 'c1' }, '/post/p1'],
    [{ type: 'something new', postId: null, chatId: 'c1' }, '/messages/c1'],
    [{ type: 'comment', postId: null, chatId: null }, null],
  ])('%o leads to %s', (n, href) => {
    expect(notificationHref(n)).toBe(href);
  });
});

describe('marketplace notifications', () => {
  it.each([
    ['price drop', 'dropped the price of a post you saved'],
    ['saved search', 'posted something matching your saved search'],
    ['sale', 'marked you as the buyer'],
    ['rating', 'rated you'],
  ])('%s reads "%s" and leads to the post', (type, action) => {
    expect(notificationAction(type)).toBe(action);
    expect(notificationHref({ type, postId: 'p1', chatId: null })).toBe('/post/p1');
  });
});

describe('a meetup reminder', () => {
  it('says a meetup is soon, not always "in an hour", and opens the chat', () => {
    expect(notificationAction('meetup')).toBe('has a meetup with you soon');
    expect(notificationHref({ type: 'meetup', postId: 'p1', chatId: 'c1' })).toBe('/messages/c1');
    // At its time nobody has confirmed meeting: it says the time has come, not "met you".
    expect(notificationAction('meetup outcome')).toBe('has a meetup with you now');
    expect(notificationHref({ type: 'meetup outcome', postId: 'p1', chatId: 'c1' })).toBe('/messages/c1');
  });
});
