import { describe, expect, it } from 'vitest';
import {
  campusTopic,
  isReadyMessage,
  parseClientMessage,
  parseKnownEvent,
  parseRealtimeEvent,
  parseServerMessage,
  type RealtimeEvent,
  type RealtimeServerMessage,
  userTopic,
} from '.';

const event = (overrides: Partial<RealtimeEvent> = {}): RealtimeEvent => ({
  id: '0190b6a2-7c1e-7000-8000-000000000001',
  topic: 'campus:ou',
  type: 'post.created',
  payload: { postId: 'p1' },
  at: '2025-01-02T03:04:05.678Z',
  ...overrides,
});

describe('topics', () => {
  it.each([
    [campusTopic('ou'), 'campus:ou'],
    [userTopic('u1'), 'user:u1'],
  ])('%s', (topic, expected) => {
    expect(topic).toBe(expected);
  });
});

describe('parseServerMessage', () => {
  it.each([
    [
      'a ready frame',
      JSON.stringify({ type: 'ready', topics: ['campus:ou'] }),
      { type: 'ready', topics: ['campus:ou'] },
    ],
    ['an event', JSON.stringify(event()), event()],
    [
      'an event of an unknown type',
      JSON.stringify(event({ type: 'message.created' })),
      event({ type: 'message.created' }),
    ],
    ['not JSON', 'hello', null],
    ['an event without an id', JSON.stringify({ ...event(), id: undefined }), null],
    ['an event whose type has no dot', JSON.stringify(event({ type: 'created' })), null],
    ['an event with a bad time', JSON.stringify(event({ at: 'yesterday' })), null],
    ['an event with a time and no zone', JSON.stringify(event({ at: '2025-01-02T03:04:05' })), null],
    [
      'an event with an offset time',
      JSON.stringify(event({ at: '2025-01-02T03:04:05+02:00' })),
      event({ at: '2025-01-02T03:04:05+02:00' }),
    ],
    ['an event with an empty topic', JSON.stringify(event({ topic: '' })), null],
    ['a ready frame with a topic that is not text', JSON.stringify({ type: 'ready', topics: [1] }), null],
    ['an array', '[]', null],
    ['null', 'null', null],
  ])('%s', (_name, text, expected) => {
    expect(parseServerMessage(text)).toEqual(expected);
  });
});

describe('isReadyMessage', () => {
  it.each<[RealtimeServerMessage, boolean]>([
    [{ type: 'ready', topics: [] }, true],
    [event(), false],
  ])('%j', (message, expected) => {
    expect(isReadyMessage(message)).toBe(expected);
  });
});

describe('parseKnownEvent', () => {
  it.each([
    ['post.created', event(), event()],
    ['post.deleted', event({ type: 'post.deleted' }), event({ type: 'post.deleted' })],
    ['an unknown type', event({ type: 'message.created' }), null],
    ['a payload without postId', event({ payload: {} }), null],
    ['a type named like an Object method', event({ type: 'toString' }), null],
    ['a payload whose id is empty', event({ payload: { postId: '' } }), null],
    ['a payload whose id is a number', event({ payload: { postId: 7 } }), null],
    ['a payload that is not an object', event({ payload: 'p1' }), null],
    [
      'a chat event with both ids',
      event({ type: 'message.created', payload: { chatId: 'c1', messageId: 'm1' } }),
      event({ type: 'message.created', payload: { chatId: 'c1', messageId: 'm1' } }),
    ],
    ['a payload with a field it does not know', event({ payload: { postId: 'p1', extra: 'x' } }), event()],
  ])('%s', (_name, input, expected) => {
    expect(parseKnownEvent(input)).toEqual(expected);
  });
});

describe('parseRealtimeEvent', () => {
  it('keeps only the fields of an event', () => {
    expect(parseRealtimeEvent({ ...event(), extra: true })).toEqual(event());
  });
  it.each([
    ['a string', 'event'],
    ['a type in capitals', event({ type: 'Post.Created' })],
    ['an id that is not text', { ...event(), id: 1 }],
  ])('refuses %s', (_name, value) => {
    expect(parseRealtimeEvent(value)).toBeNull();
  });
});

describe('parseClientMessage', () => {
  it.each([
    ['visible', JSON.stringify({ type: 'visibility', visible: true }), { type: 'visibility', visible: true }],
    [
      'hidden, with an extra field',
      JSON.stringify({ type: 'visibility', visible: false, x: 1 }),
      { type: 'visibility', visible: false },
    ],
    ['a visibility that is not a boolean', JSON.stringify({ type: 'visibility', visible: 'yes' }), null],
    ['another type', JSON.stringify({ type: 'ping' }), null],
    ['not JSON', '{', null],
  ])('%s', (_name, text, expected) => {
    expect(parseClientMessage(text)).toEqual(expected);
  });
});
