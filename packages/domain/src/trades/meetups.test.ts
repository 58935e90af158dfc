import { describe, expect, it } from 'vitest';
import { pushPayloadFor } from '../push/rules';
import {
  isMeetupTimeAllowed,
  MEETUP_MESSAGES,
  type Meetup,
  meetupActions,
  meetupLead,
  meetupTimeRefusal,
} from './meetups';
import { isNewAccountBadge, TRUST_MESSAGES } from './trust-messages';

const NOW = new Date('2026-11-27T12:00:00Z');
const LATER = '2026-11-28T15:00:00.000Z';
const EARLIER = '2026-11-27T11:00:00.000Z';
const meetup = (
  over: Partial<Meetup>,
): Pick<Meetup, 'status' | 'proposedBy' | 'sellerId' | 'startsAt' | 'outcome'> => ({
  status: 'proposed',
  proposedBy: 'buyer',
  sellerId: 'seller',
  startsAt: LATER,
  outcome: null,
  ...over,
});

describe('meetupActions', () => {
  it.each([
    // [meetup, viewer, answer, propose, cancel, askOutcome]
    [meetup({}), 'seller', true, true, true, false],
    [meetup({}), 'buyer', false, false, true, false],
    [meetup({ status: 'accepted' }), 'buyer', false, true, true, false],
    [meetup({ status: 'accepted', startsAt: EARLIER }), 'seller', false, false, false, true],
    [meetup({ status: 'accepted', startsAt: EARLIER }), 'buyer', false, false, false, false],
    [
      meetup({ status: 'accepted', startsAt: EARLIER, outcome: 'sold' }),
      'seller',
      false,
      false,
      false,
      false,
    ],
    [meetup({ status: 'proposed', startsAt: EARLIER }), 'seller', false, false, false, false],
    [meetup({ status: 'declined' }), 'seller', false, false, false, false],
    [meetup({ status: 'cancelled' }), 'buyer', false, false, false, false],
    [
      meetup({ status: 'done', outcome: 'not_sold', startsAt: EARLIER }),
      'seller',
      false,
      false,
      false,
      false,
    ],
  ] as const)('%o as %s', (m, viewer, answer, propose, cancel, askOutcome) => {
    expect(meetupActions(m, viewer, NOW)).toEqual({ answer, propose, cancel, askOutcome });
  });
});

describe('meetup times, the reminder push and trust', () => {
  it('takes a time after now and within 60 days', () => {
    expect(isMeetupTimeAllowed(new Date(LATER), NOW)).toBe(true);
    expect(isMeetupTimeAllowed(new Date(EARLIER), NOW)).toBe(false);
    expect(isMeetupTimeAllowed(new Date('2027-02-01T00:00:00Z'), NOW)).toBe(false);
  });

  it('says how soon a meetup is, never more than true, and refuses a past time with its own sentence', () => {
    const at = new Date('2026-11-28T15:00:00Z');
    const before = (minutes: number) => new Date(at.getTime() - minutes * 60_000);
    expect(meetupLead(at, before(60))).toBe('in an hour');
    expect(meetupLead(at, before(3))).toBe('in 3 minutes');
    expect(meetupLead(at, before(1))).toBe('in 1 minute');
    expect(meetupLead(at, before(0))).toBe('now');
    expect(MEETUP_MESSAGES.reminder('Library steps', 'Sat 9:00 AM', meetupLead(at, before(3)))).toBe(
      'Meetup in 3 minutes: Library steps, Sat 9:00 AM.',
    );
    expect(meetupTimeRefusal(before(10), at)).toBe(MEETUP_MESSAGES.pastTime);
    expect(meetupTimeRefusal(new Date(at.getTime() + 90 * 86_400_000), at)).toBe(MEETUP_MESSAGES.badTime);
    expect(meetupTimeRefusal(new Date(at.getTime() + 3_600_000), at)).toBeNull();
    const soon = pushPayloadFor({
      notificationType: 'meetup',
      actorName: 'Sam S.',
      snippet: 'Meetup in 3 minutes: Library steps, Sat, Nov 28, 9:00 AM.',
      chatId: 'c1',
    });
    expect(soon?.title).toBe('Meetup with Sam S. in 3 minutes');
  });

  it('titles the reminder push for the meetup and opens the chat', () => {
    const push = pushPayloadFor({
      notificationType: 'meetup',
      actorName: 'Sam S.',
      snippet: 'Meetup in an hour: Library steps, Sat, Nov 28, 9:00 AM.',
      chatId: 'c1',
    });
    expect(push).toMatchObject({
      type: 'messages',
      title: 'Meetup with Sam S. in an hour',
      url: '/messages/c1',
    });
  });

  it('says when someone joined and whether the account is new', () => {
    expect(TRUST_MESSAGES.joined('2025-03-31T23:30:00.000Z')).toBe('Joined March 2025');
    expect(isNewAccountBadge(new Date('2026-11-21T12:00:01Z'), NOW)).toBe(true);
    expect(isNewAccountBadge(new Date('2026-11-20T12:00:00Z'), NOW)).toBe(false);
    expect(TRUST_MESSAGES.sold(1)).toBe('1 listing sold');
    expect(TRUST_MESSAGES.sold(3)).toBe('3 listings sold');
  });
});
