// The double tap on buttons and menu items that change data without being a form: each row opens
// its page, taps its control twice in a row, and must end with one request and one write, the
// control's done state shown and no refusal on the screen (a repeat refused as already done shows
// as done).
import { expect, type Locator, type Page } from '@playwright/test';
import { apiInPage, siteUrl } from '../fixtures';
import { doc } from '../members';
import { countOf, scalar } from './db';
import type { MischiefContext } from './forms';

export interface ButtonDescriptor {
  name: string;
  /** The files under apps/web/src that render the control. */
  sources: string[];
  /** Goes to the page; returns what the row's checks need (a post's or a meetup's id). */
  open: (ctx: MischiefContext) => Promise<string>;
  /** Brings the control into view (a menu opened) and gives it: it is tapped twice. */
  control: (page: Page) => Promise<Locator>;
  /** Said or shown once it has written. */
  done: (page: Page, id: string) => Locator;
  /** The requests of this action (method and path), counted while the row plays. */
  request: { method: string; path: RegExp };
  /** What it has written (a count or a stored value), to read before and after. */
  writes: (ctx: MischiefContext, id: string) => Promise<string>;
  /** What `writes` must read after one tap, from what it read before. */
  after: (before: string) => string;
}

const PLACE = 'Library steps';
const plusOne = (before: string) => String(Number(before) + 1);

/** A listing of the worker's other member (with a price, so it can be asked about and sold). */
async function othersListing(ctx: MischiefContext, what: string): Promise<string> {
  const made = await apiInPage<{ id: string }>(ctx.other.page, 'POST', '/api/posts', {
    text: doc(`${what} ${ctx.tag}`),
    uploadIds: [],
    price: 25,
  });
  expect(made.status).toBe(201);
  return made.json.id;
}

/** `me`'s tab on the campus (it starts on about:blank), for API calls as `me`. */
async function onCampus(ctx: MischiefContext): Promise<Page> {
  await ctx.page.goto(siteUrl('ou', '/api/health/live'));
  return ctx.page;
}

async function openPost(ctx: MischiefContext, postId: string): Promise<void> {
  await ctx.page.goto(siteUrl('ou', `/post/${postId}`));
  await expect(ctx.page.getByRole('button', { name: 'Post options' }).first()).toBeVisible();
}

async function postMenuItem(page: Page, item: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Post options' }).first().click();
  return page.getByRole('menuitem', { name: item });
}

export const BUTTONS: ButtonDescriptor[] = [
  {
    name: 'Is this still available?',
    sources: ['entities/listings/components/still-available-button.tsx'],
    open: async (ctx) => {
      const postId = await othersListing(ctx, 'Desk fan');
      await openPost(ctx, postId);
      return postId;
    },
    control: async (page) => page.getByRole('button', { name: 'Is this still available?' }),
    done: (page) => page.getByText('Is this still available?').last(),
    request: { method: 'POST', path: /\/api\/posts\/[^/]+\/still-available$/ },
    writes: (ctx, postId) =>
      countOf('select 1 from messages where user_id = $1 and shared_post_id = $2', [ctx.me.id, postId]),
    after: plusOne,
  },
  {
    name: 'Save on a post',
    sources: ['entities/posts/components/post-card.tsx'],
    open: async (ctx) => {
      const postId = await ctx.freshPost();
      await openPost(ctx, postId);
      return postId;
    },
    control: async (page) => page.getByRole('main').getByRole('button', { name: 'Save (0)' }).first(),
    done: (page) => page.getByRole('main').getByRole('button', { name: 'Saved!' }).first(),
    request: { method: 'POST', path: /\/api\/posts\/[^/]+\/like$/ },
    writes: (ctx, postId) =>
      countOf('select 1 from post_likes where user_id = $1 and post_id = $2', [ctx.me.id, postId]),
    after: plusOne,
  },
  {
    name: 'Save search',
    sources: ['entities/listings/components/save-search-button.tsx'],
    open: async (ctx) => {
      await ctx.page.goto(siteUrl('ou', `/search?q=${ctx.tag}`));
      return ctx.tag;
    },
    control: async (page) => page.getByRole('button', { name: 'Save search' }),
    done: (page) => page.getByRole('button', { name: 'Saved' }),
    request: { method: 'POST', path: /\/api\/me\/saved-searches$/ },
    writes: (ctx, text) =>
      countOf('select 1 from saved_searches where user_id = $1 and text = $2', [ctx.me.id, text]),
    after: plusOne,
  },
  {
    name: 'Mark as Pending (post menu)',
    sources: ['entities/listings/components/listing-actions.tsx'],
    open: async (ctx) => {
      const made = await apiInPage<{ id: string }>(await onCampus(ctx), 'POST', '/api/posts', {
        text: doc(`Kettle ${ctx.tag}`),
        uploadIds: [],
        price: 12,
      });
      expect(made.status).toBe(201);
      await openPost(ctx, made.json.id);
      return made.json.id;
    },
    control: (page) => postMenuItem(page, 'Mark as Pending'),
    done: (page) => page.getByText('Marked as pending'),
    request: { method: 'POST', path: /\/api\/posts\/[^/]+\/status$/ },
    writes: (_ctx, postId) => scalar('select status from posts where id = $1', [postId]),
    after: () => 'pending',
  },
  {
    name: 'Accept a meetup',
    sources: ['entities/trades/components/meetup-card.tsx'],
    open: async (ctx) => {
      const postId = await othersListing(ctx, 'Mini fridge');
      const asked = await apiInPage<{ chatId: string }>(
        await onCampus(ctx),
        'POST',
        `/api/posts/${postId}/still-available`,
      );
      expect(asked.status).toBe(201);
      const suggested = await apiInPage<{ meetup: { id: string } }>(
        ctx.other.page,
        'POST',
        `/api/chats/${asked.json.chatId}/meetups`,
        { postId, place: PLACE, spot: false, startsAt: new Date(Date.now() + 86_400_000).toISOString() },
      );
      expect(suggested.status).toBe(201);
      await ctx.page.goto(siteUrl('ou', `/messages/${asked.json.chatId}`));
      return suggested.json.meetup.id;
    },
    control: async (page) =>
      page.getByRole('article', { name: `Meetup: ${PLACE}` }).getByRole('button', { name: 'Accept' }),
    done: (page) => page.getByRole('article', { name: `Meetup: ${PLACE}` }).getByText('Accepted'),
    request: { method: 'POST', path: /\/api\/meetups\/[^/]+\/answer$/ },
    writes: (_ctx, meetupId) => scalar('select status from meetups where id = $1', [meetupId]),
    after: () => 'accepted',
  },
  {
    name: 'Delete in the Delete Post? dialog',
    sources: ['entities/posts/components/post-menu.tsx'],
    open: async (ctx) => {
      const postId = await ctx.ownPost();
      await openPost(ctx, postId);
      await (await postMenuItem(ctx.page, 'Delete')).click();
      return postId;
    },
    control: async (page) =>
      page.getByRole('dialog', { name: 'Delete Post?' }).getByRole('button', { name: 'Delete', exact: true }),
    done: (page) => page.getByText('Your post was deleted'),
    request: { method: 'DELETE', path: /\/api\/posts\/[^/]+$/ },
    writes: (_ctx, postId) => countOf('select 1 from posts where id = $1', [postId]),
    after: () => '0',
  },
];
