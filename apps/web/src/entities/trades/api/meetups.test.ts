import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchAnswering, renderHook } from '../../../test-support/render-hook';
import { useAnswerMeetup } from './meetups';

const meetup = (status: string) => ({
  id: 'm1',
  chatId: 'c1',
  post: { id: 'p1', preview: 'Lamp', status: 'pending' },
  sellerId: 's',
  buyerId: 'b',
  proposedBy: 's',
  place: 'Library',
  spot: true,
  startsAt: '2026-12-02T15:00:00.000Z',
  status,
  outcome: null,
  createdAt: '2026-12-01T15:00:00.000Z',
});
const closed = {
  status: 409,
  body: { error: { code: 'meetup_closed', message: 'This meetup was already answered or cancelled.' } },
};

afterEach(() => vi.unstubAllGlobals());

describe('useAnswerMeetup', () => {
  it('counts a repeated Accept, refused as closed, as done when the meetup stands accepted', async () => {
    const server = fetchAnswering({
      'POST /api/meetups/m1/answer': closed,
      'GET /api/chats/c1/meetups': { body: { meetups: [meetup('accepted')], listings: [], spots: [] } },
    });
    vi.stubGlobal('fetch', server.fetch);
    const answer = renderHook(() => useAnswerMeetup('c1', 'm1'));
    await expect(answer.mutateAsync({ action: 'accept' })).resolves.toEqual({ meetup: meetup('accepted') });
  });

  it('keeps the refusal when the meetup was closed another way', async () => {
    const server = fetchAnswering({
      'POST /api/meetups/m1/answer': closed,
      'GET /api/chats/c1/meetups': { body: { meetups: [meetup('cancelled')], listings: [], spots: [] } },
    });
    vi.stubGlobal('fetch', server.fetch);
    const answer = renderHook(() => useAnswerMeetup('c1', 'm1'));
    await expect(answer.mutateAsync({ action: 'accept' })).rejects.toThrow(
      'This meetup was already answered or cancelled.',
    );
  });

  it('sends one answer for a double tap on Accept', async () => {
    const server = fetchAnswering({
      'POST /api/meetups/m1/answer': { body: { meetup: meetup('accepted') } },
    });
    vi.stubGlobal('fetch', server.fetch);
    const answer = renderHook(() => useAnswerMeetup('c1', 'm1'));
    answer.mutate({ action: 'accept' });
    await answer.mutateAsync({ action: 'accept' });
    expect(server.calls.filter((c) => c.startsWith('POST'))).toEqual(['POST /api/meetups/m1/answer']);
  });
});
