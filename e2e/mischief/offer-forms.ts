// The mischief suite's row for "Make an offer": a dialog on another member's priced listing that,
// once sent, opens the chat with the seller (so Back after Send offer goes to the post page).
import { apiInPage, expect, siteUrl } from '../fixtures';
import { doc } from '../members';
import { countOf } from './db';
import type { FormDescriptor, MischiefContext } from './forms';

const dialog = (p: import('@playwright/test').Page) => p.getByRole('dialog', { name: 'Make an offer' });

/** The other member's listing at $100 for this test, made once (its id kept in the test's memo). */
async function pricedListing(ctx: MischiefContext): Promise<string> {
  if (!ctx.memo.offerPostId) {
    const created = await apiInPage<{ id: string }>(ctx.other.page, 'POST', '/api/posts', {
      text: doc(`Bike for offers ${ctx.tag}`),
      uploadIds: [],
      price: 100,
    });
    expect(created.status).toBe(201);
    ctx.memo.offerPostId = created.json.id;
  }
  return ctx.memo.offerPostId;
}

export const OFFER_FORMS: FormDescriptor[] = [
  {
    name: 'make an offer',
    sources: ['entities/offers/components/make-offer-button.tsx'],
    open: async (ctx) => {
      await ctx.page.goto(siteUrl('ou', `/post/${await pricedListing(ctx)}`));
      await ctx.page.getByRole('button', { name: 'Make an offer' }).click();
      await dialog(ctx.page).getByLabel('Your offer').waitFor();
    },
    fields: [
      { locate: (p) => dialog(p).getByLabel('Your offer'), kind: 'number', valid: () => '40' },
      {
        locate: (p) => dialog(p).getByRole('textbox', { name: 'Message' }),
        kind: 'text',
        limit: 300,
        valid: (tag) => `Pickup tonight ${tag}`,
      },
    ],
    submit: { button: (p) => dialog(p).getByRole('button', { name: 'Send offer' }) },
    done: (p) => p.getByRole('article', { name: /^Offer: \$/ }),
    // A new amount replaces the open offer: the count is of offers, the amount is what was stored.
    writes: ({ me, tag }) =>
      countOf(`select 1 from offers where buyer_id = $1 and message like $2`, [me.id, `%${tag}%`]),
    write: 'create',
    mischief: ['double submit', 'back and forward', 'reload mid-way', 'long paste', 'odd numbers'],
  },
];
