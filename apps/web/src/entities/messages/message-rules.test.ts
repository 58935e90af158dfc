import { CHAT_MESSAGES, type Chat, type ChatMessage, countedLength, plainTextOf } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { countUnread, readReceipt, searchTermOf, toLexicalDoc } from './message-rules';

const me = { id: 'me', username: 'me', firstName: 'Me', lastName: 'M.', img: null, verified: true };
const other = { ...me, id: 'other', username: 'other', firstName: 'Other' };

const message = (id: string, user: typeof me, minute: number) =>
  ({ id, user, createdAt: new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString() }) as ChatMessage;
const at = (minute: number) => new Date(Date.UTC(2025, 0, 1, 10, minute)).toISOString();

describe('toLexicalDoc', () => {
  it('makes one paragraph per line, counted as the server counts it', () => {
    const doc = toLexicalDoc('hi\r\nthere\n');
    expect(doc.root.children.map((p) => p.children[0]!.text)).toEqual(['hi', 'there', '']);
    expect(plainTextOf(doc)).toBe('hi\nthere\n');
    expect(countedLength(plainTextOf(doc))).toBe(11);
  });
});

describe('readReceipt', () => {
  const list = [message('a', me, 1), message('b', other, 2), message('c', me, 3), message('d', other, 4)];
  it.each([
    [null, CHAT_MESSAGES.delivered],
    [at(2), CHAT_MESSAGES.delivered],
    [at(3), CHAT_MESSAGES.seen],
    [at(9), CHAT_MESSAGES.seen],
  ])('other read at %s → %s under the latest own message', (readAt, label) => {
    expect(readReceipt(list, 'me', readAt)).toEqual({ messageId: 'c', label });
  });
  it('is absent when the viewer has sent nothing', () => {
    expect(readReceipt([message('b', other, 2)], 'me', null)).toBeNull();
  });
});

describe('countUnread', () => {
  const chats = [
    { id: '1', unread: true },
    { id: '2', unread: false },
    { id: '3', unread: true },
  ] as Chat[];
  it('counts unread chats, leaving out the open one', () => {
    expect(countUnread(chats)).toBe(2);
    expect(countUnread(chats, '3')).toBe(1);
  });
});

describe('searchTermOf', () => {
  it.each([
    ['', null],
    [' a ', null],
    ['ab', 'ab'],
    ['  ann  ', 'ann'],
  ])('%j → %j (searches above 1 character)', (text, term) => {
    expect(searchTermOf(text)).toBe(term);
  });
});
