// Rows of the mischief table for a site administrator's forms (a campus, the moderators) and for
// money and sales (boost and pay, the ad's title, rating a buyer). The administrator is the worker's
// other member, made one once; the campuses a test adds carry its tag.
import type { Page } from '@playwright/test';
import { AD_TITLE_MAX, AD_URL_MAX, ADS_MESSAGES } from '../../packages/domain/src/ads/messages';
import { CAMPUS_ADMIN_MESSAGES as C } from '../../packages/domain/src/campuses/admin-messages';
import { RATING_MESSAGES } from '../../packages/domain/src/listings/messages';
import { MODERATION_MESSAGES } from '../../packages/domain/src/moderation/messages';
import { apiInPage, expect, siteUrl } from '../fixtures';
import { doc } from '../members';
import { countOf, scalar } from './db';
import type { FormDescriptor, MischiefContext } from './forms';
import { TEXT_FORM_MISCHIEF } from './text-form-mischief';

/** The tricks of a form with text and no number field. */
const TEXT_ONLY = {
  mischief: TEXT_FORM_MISCHIEF,
  notApplicable: { 'odd numbers': 'no number field' },
} satisfies Pick<FormDescriptor, 'mischief' | 'notApplicable'>;

/** A short name (and site address) of at most 20 letters and digits, unique to the test. */
const shortOf = (tag: string) =>
  tag.replace(/^mz(desktop|phone)/, (_m, p: string) => `mz${p[0]}`).slice(0, 20);

const campusText = (label: string, limit: number | undefined, valid: (tag: string) => string) => ({
  locate: (p: Page) => p.getByRole('dialog').getByLabel(label, { exact: true }),
  kind: 'text' as const,
  limit,
  valid,
});

/** The worker's member's ad, bought once per worker through the local checkout. */
const adOfMember = new Map<string, string>();
async function paidAd({ page, me, ownPost }: MischiefContext): Promise<string> {
  const known = adOfMember.get(me.id);
  if (known) return known;
  const postId = await ownPost();
  const boost = await apiInPage<{ adId: string; checkoutUrl: string }>(
    page,
    'POST',
    `/api/posts/${postId}/boost`,
    {
      goal: 'message',
      days: 1,
    },
  );
  expect(boost.status).toBeLessThan(300);
  const paid = await page.evaluate(async (url) => {
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Mia Mischief' };
    return (await fetch(new URL(url).pathname, { method: 'POST', body: new URLSearchParams(card) })).status;
  }, boost.json.checkoutUrl);
  expect(paid).toBe(200);
  adOfMember.set(me.id, boost.json.adId);
  return boost.json.adId;
}

export const ADMIN_MONEY_FORMS: FormDescriptor[] = [
  {
    name: 'campus form',
    as: 'administrator',
    sources: ['features/moderation/components/campus-form-dialog.tsx'],
    open: async ({ page }) => {
      await page.goto(siteUrl('ou', '/moderation/campuses'));
      await page.getByRole('button', { name: C.addCampus }).click();
      await page.getByRole('dialog', { name: C.addCampus }).waitFor();
    },
    fields: [
      campusText(C.nameLabel, 80, (tag) => `Mischief College ${tag}`),
      campusText(C.shortNameLabel, 20, shortOf),
      campusText(C.emailDomainsLabel, undefined, (tag) => `${shortOf(tag)}.edu`),
      campusText(C.brandColorLabel, undefined, () => '#00205b'),
      campusText(C.accentColorLabel, undefined, () => '#7c7e7f'),
      campusText(C.cityLabel, 60, () => 'Houston'),
      campusText(C.stateLabel, 40, () => 'TX'),
    ],
    submit: { button: (p) => p.getByRole('dialog').getByRole('button', { name: C.addCampus }) },
    done: (p) => p.getByText(C.added),
    writes: ({ tag }) => countOf(`select 1 from campuses where name like $1`, [`%${tag}%`]),
    write: 'create',
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': 'no number field: colours, a time zone and places' },
  },
  {
    // The administrator appoints themself: a moderator among the worker's members would change
    // what the other rows' menus offer.
    name: 'moderators',
    as: 'administrator',
    sources: ['features/moderation/components/moderators-panel.tsx'],
    open: async ({ page, me, memo }) => {
      await scalar(`delete from campus_moderators where user_id = $1 returning user_id`, [me.id]);
      memo.who = me.username;
      await page.goto(siteUrl('ou', '/moderation/moderators'));
      await page.getByRole('textbox', { name: MODERATION_MESSAGES.appointLabel }).waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByRole('textbox', { name: MODERATION_MESSAGES.appointLabel }),
        kind: 'text',
        limit: 254,
        valid: (_t, m) => m.who!,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: MODERATION_MESSAGES.appoint, exact: true }) },
    done: (p) => p.getByText(MODERATION_MESSAGES.appointed),
    writes: ({ me }) => countOf(`select 1 from campus_moderators where user_id = $1`, [me.id]),
    write: 'create',
    ...TEXT_ONLY,
  },
  {
    name: 'boost and pay',
    sources: ['features/ads/pages/boost-page.tsx'],
    open: async (ctx) => {
      ctx.memo.postId = await ctx.ownPost();
      await ctx.page.goto(siteUrl('ou', `/post/${ctx.memo.postId}/boost`));
      await ctx.page.getByRole('radio', { name: 'Get more website visits' }).check();
    },
    fields: [
      {
        locate: (p) => p.getByLabel('Website URL'),
        kind: 'text',
        limit: AD_URL_MAX,
        valid: () => 'https://www.example.com',
      },
      {
        locate: (p) => p.getByLabel('Button label'),
        kind: 'choice',
        valid: () => 'Shop Now',
        set: (p, v) =>
          p
            .getByLabel('Button label')
            .selectOption(v)
            .then(() => {}),
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: 'Continue to payment' }) },
    done: (p) => p.getByText(/test checkout/),
    writes: ({ memo }) => countOf(`select 1 from ads where post_id = $1`, [memo.postId]),
    write: 'create',
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': 'the days are a slider from 1 to 30: no number is typed' },
  },
  {
    name: 'ad title',
    sources: ['features/ads/components/ad-title-form.tsx'],
    open: async (ctx) => {
      await ctx.page.goto(siteUrl('ou', '/ads'));
      await ctx.page.goto(siteUrl('ou', `/ads/${await paidAd(ctx)}`));
      await ctx.page.getByLabel('Ad title').waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByLabel('Ad title'),
        kind: 'text',
        limit: AD_TITLE_MAX,
        valid: (tag) => `Desk lamp ad ${tag}`,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: 'Save Changes' }) },
    done: (p) => p.getByText(ADS_MESSAGES.savedChanges),
    writes: ({ me }) =>
      scalar(`select title from ads where user_id = $1 order by created_at desc limit 1`, [me.id]),
    write: 'update',
    ...TEXT_ONLY,
  },
  {
    name: 'sale panel',
    sources: ['entities/listings/components/sale-panel.tsx'],
    open: async (ctx) => {
      // The other member asks about a new post of `me`, who marks it sold to them.
      const postId = await ctx.ownPost();
      const chatId = await ctx.chatId();
      const asked = await apiInPage(ctx.other.page, 'POST', `/api/chats/${chatId}/messages`, {
        text: doc('Is it still there?'),
        sharedPostId: postId,
      });
      expect(asked.status).toBeLessThan(300);
      await ctx.page.goto(siteUrl('ou', `/post/${postId}`));
      const sold = await apiInPage(ctx.page, 'POST', `/api/posts/${postId}/status`, {
        status: 'sold',
        buyerId: ctx.other.id,
      });
      expect(sold.status).toBe(200);
      await ctx.page.reload();
      await ctx.page.getByRole('radio', { name: RATING_MESSAGES.starOption(5) }).waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByRole('textbox', { name: RATING_MESSAGES.comment }),
        kind: 'text',
        limit: 300,
        valid: (tag) => `Paid on time ${tag}`,
      },
      {
        locate: (p) => p.getByRole('radio', { name: RATING_MESSAGES.starOption(5) }),
        kind: 'choice',
        valid: () => '5',
        set: (p, v) => p.getByRole('radio', { name: RATING_MESSAGES.starOption(Number(v)) }).check(),
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: RATING_MESSAGES.submit }) },
    done: (p) => p.getByText(RATING_MESSAGES.saved),
    writes: ({ me, tag }) =>
      countOf(`select 1 from ratings where rater_id = $1 and comment like $2`, [me.id, `%${tag}%`]),
    write: 'create',
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': 'the stars are five choices: no number is typed' },
  },
];
