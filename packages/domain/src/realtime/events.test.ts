import { describe, expect, it } from 'vitest';
import {
  campusTopic,
  isReadyMessage,
  parseKnownEvent,
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
  ])('%s', (_name, input, expected) => {
    expect(parseKnownEvent(input)).toEqual(expected);
  });
});
