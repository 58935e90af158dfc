import { describe, expect, it } from 'vitest';
import { formatUnreadCount, unreadLabel, withUnreadCount } from './unread-count';

describe('formatUnreadCount', () => {
  it.each([
    [1, '1'],
    [99, '99'],
    [100, '99+'],
    [1234, '99+'],
  ])('%i shows %s', (count, text) => {
    expect(formatUnreadCount(count)).toBe(text);
  });
});

describe('unreadLabel', () => {
  it.each([
    [0, undefined, ''],
    [3, undefined, '3 unread'],
    [150, undefined, '150 unread'],
    [2, 'unread messages', '2 unread messages'],
  ])('%i with %s reads %j', (count, label, text) => {
    expect(unreadLabel(count, label)).toBe(text);
  });
});

describe('withUnreadCount', () => {
  it.each([
    ['Messages', 0, 'Messages'],
    ['Messages', 3, 'Messages, 3 unread'],
  ])('%s with %i is %j', (name, count, text) => {
    expect(withUnreadCount(name, count)).toBe(text);
  });
});
