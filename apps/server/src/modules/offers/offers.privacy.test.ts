// Offers in "Download my data" (without the handoff code) and gone with the account.
import { dataExportSchema } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import { send } from '../../test/ads-helpers';
import { answerOffer, offered, pricedListing } from '../../test/offers-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('offers and the account', () => {
  it('are in the data export of both sides, and deleted with the account', async () => {
    const buyer = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Dee Departing' });
    const { seller, postId } = await pricedListing(t, 100);
    const offer = await offered(t, buyer.jar, postId, '80');
    expect((await answerOffer(t, seller.jar, offer.id, { action: 'accept' })).statusCode).toBe(200);

    const mine = dataExportSchema.parse((await send(t, 'GET', '/api/me/data', buyer.jar)).json());
    expect(mine.offers).toEqual([
      expect.objectContaining({ postId, role: 'buyer', amountCents: 8000, status: 'accepted' }),
    ]);
    const theirs = await send(t, 'GET', '/api/me/data', seller.jar);
    expect(dataExportSchema.parse(theirs.json()).offers).toEqual([
      expect.objectContaining({ postId, role: 'seller' }),
    ]);
    const { rows } = await t.pool.query('select handoff_code from offers where id = $1', [offer.id]);
    expect(theirs.body).not.toContain(`"${rows[0].handoff_code}"`);

    const gone = await post(t, 'ou', '/api/me/delete', { password: 'secret123' }, buyer.jar);
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await t.pool.query('select 1 from offers where id = $1', [offer.id])).rowCount).toBe(0);
  });
});
