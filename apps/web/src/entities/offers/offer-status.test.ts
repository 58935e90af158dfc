import { OFFER_MESSAGES as M, type Offer } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { offerStatusText } from './components/offer-card';

const offer: Offer = {
  id: 'o1',
  chatId: 'c1',
  post: { id: 'p1', preview: 'Road bike', status: 'available', priceCents: 10_000 },
  sellerId: 's',
  buyerId: 'b',
  proposedBy: 'b',
  amountCents: 8000,
  message: null,
  status: 'open',
  expiresAt: '2030-01-02T00:00:00.000Z',
  createdAt: '2030-01-01T00:00:00.000Z',
  handoffCode: null,
  handoffLockedUntil: null,
};
const now = new Date('2030-01-01T12:00:00Z');

describe('offerStatusText', () => {
  it('says whose turn an open offer is', () => {
    expect(offerStatusText(offer, 'b', now)).toBe('Waiting for an answer');
    expect(offerStatusText(offer, 's', now)).toBe('Waiting for your answer');
  });

  it('reads an open offer past its time as Expired before the job has run', () => {
    expect(offerStatusText(offer, 's', new Date('2030-01-03T00:00:00Z'))).toBe('Expired');
  });

  it('tells the other buyers that the seller accepted another offer', () => {
    expect(offerStatusText({ ...offer, status: 'closed' }, 'b', now)).toBe(M.otherAccepted);
  });
});
