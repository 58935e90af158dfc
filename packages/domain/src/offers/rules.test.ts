import { describe, expect, it } from 'vitest';
import { PRICE_MESSAGES } from '../posts/price';
import { OFFER_REFUSALS } from './refusals';
import { offerActions, readOfferAmount } from './rules';

describe('readOfferAmount', () => {
  it.each([
    ['-5', PRICE_MESSAGES.negative],
    ['0', OFFER_REFUSALS.notAboveZero],
    ['', OFFER_REFUSALS.notAboveZero],
    ['1e3', PRICE_MESSAGES.notANumber],
    ['12.50', PRICE_MESSAGES.notWhole],
    ['101', OFFER_REFUSALS.aboveAsking],
  ])('refuses %j with its sentence', (text, message) => {
    expect(readOfferAmount(text, 10_000)).toEqual({ ok: false, message });
  });

  it('reads whole dollars up to the asking price', () => {
    expect(readOfferAmount('$80', 10_000)).toEqual({ ok: true, cents: 8000 });
    expect(readOfferAmount('100', 10_000)).toEqual({ ok: true, cents: 10_000 });
  });
});

describe('offerActions', () => {
  const offer = {
    status: 'open' as const,
    proposedBy: 'b',
    sellerId: 's',
    buyerId: 'b',
    expiresAt: '2030-01-02T00:00:00Z',
  };
  const now = new Date('2030-01-01T00:00:00Z');

  it('lets the other person answer and the proposer withdraw', () => {
    expect(offerActions(offer, 's', now)).toMatchObject({ answer: true, withdraw: false });
    expect(offerActions(offer, 'b', now)).toMatchObject({ answer: false, withdraw: true });
  });

  it('closes an offer past its time', () => {
    expect(offerActions(offer, 's', new Date('2030-01-03T00:00:00Z'))).toMatchObject({ answer: false });
  });

  it('shows the code to the buyer and the confirm to the seller once accepted', () => {
    const accepted = { ...offer, status: 'accepted' as const };
    expect(offerActions(accepted, 'b', now)).toMatchObject({ showCode: true, confirmHandoff: false });
    expect(offerActions(accepted, 's', now)).toMatchObject({ showCode: false, confirmHandoff: true });
  });
});
