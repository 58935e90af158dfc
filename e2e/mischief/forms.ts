// The table the mischief suite (e2e/mischief.spec.ts) runs over: every form and composer the app
// renders, how to reach it, its fields and their kind, how to submit it, and how to count what it
// wrote (in the database, whatever the page shows). A form the source renders without a row here
// (or in NOT_DESCRIBED, with the reason) fails the suite's completeness test.
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, siteUrl } from '../fixtures';
import { ACCOUNT_FORMS } from './account-forms';
import { ADMIN_MONEY_FORMS } from './admin-money-forms';
import { CHOICE_FORMS } from './choice-forms';
import { countOf, scalar } from './db';

/** The tricks a student plays on a form. */
export const MISCHIEF = [
  'double submit',
  'back and forward',
  'reload mid-way',
  'long paste',
  'odd numbers',
] as const;
export type Mischief = (typeof MISCHIEF)[number];

/** An account made for one test (one that is deleted, or whose password or e-mail changes). */
export interface Newcomer {
  id: string;
  username: string;
  email: string;
  /** A page of a browser signed in as the newcomer, at the project's width. */
  page: Page;
}

/** What one test has to work with: its page, the worker's members and a post to act on. */
export interface MischiefContext {
  page: Page;
  /** The member who plays the mischief (signed in on `page`). */
  me: { id: string; username: string; email: string };
  /** Another member of the campus, author of the posts `me` comments on and reports. */
  other: { id: string; username: string; email: string; page: Page };
  /** A post of `other` shared by the worker's tests (comments are counted by their text). */
  sharedPostId: string;
  /** A new post of `other` (a report per target is one open row: each report test needs its own). */
  freshPost: () => Promise<string>;
  /** A new post of `me` (to edit). */
  ownPost: () => Promise<string>;
  /** A chat of `me` with `other`. */
  chatId: () => Promise<string>;
  /** Unique to this test: the text it types carries it, so its writes can be counted. */
  tag: string;
  /** Reads the dev inbox. */
  request: APIRequestContext;
  /**
   * The test's own new account, signed up through the API on first call (the same one after):
   * verified unless `verified: false` (then its code mail is the newest to its address).
   */
  newcomer: (opts?: { verified?: boolean }) => Promise<Newcomer>;
  /** What a row's `open` learnt for its fields' values (a mailed code, a link). */
  memo: Record<string, string>;
}

export interface FieldDescriptor {
  /** How the field is found, by role and accessible name. */
  locate: (page: Page) => Locator;
  /** 'choice': a select, radios or a switch: set by `set`, never typed into. */
  kind: 'text' | 'rich text' | 'password' | 'number' | 'choice';
  /** The most characters the field takes (a text field with a limit gets the long paste). */
  limit?: number;
  /** A value the form accepts, carrying the test's tag where the field is a text. */
  valid: (tag: string, memo: Record<string, string>) => string;
  /** How a choice is made (a select's option, a radio or a switch, by `value`). */
  set?: (page: Page, value: string) => Promise<void>;
}

export interface FormDescriptor {
  name: string;
  /** Played in a browser signed in as nobody (sign-up, log-in). */
  signedOut?: boolean;
  /**
   * Played by someone else than the worker's member: the test's own newcomer (verified, or not yet:
   * the PIN), or the worker's other member made a site administrator.
   */
  as?: 'newcomer' | 'unverified newcomer' | 'administrator';
  /** The files under apps/web/src that render this form (the completeness test reads them). */
  sources: string[];
  /** Goes to the page and opens the form (a dialog, a reply box…). */
  open: (ctx: MischiefContext) => Promise<void>;
  fields: FieldDescriptor[];
  /** How the form is sent: a button, or Enter in its first field. */
  submit: { button: (page: Page) => Locator } | { enterIn: 0 };
  /** The sentence the form says once it has written. */
  done: (page: Page) => Locator;
  /**
   * What the form has written so far: a count of created rows ('create'), or the stored value
   * ('update', which must then equal what was typed).
   */
  writes: (ctx: MischiefContext) => Promise<string>;
  write: 'create' | 'update';
  /** The mischief that applies to this form (the others are said in `notApplicable`). */
  mischief: Mischief[];
  notApplicable?: Partial<Record<Mischief, string>>;
  /**
   * Why this form is another one at phone width (its own page, other buttons, another layout): the
   * phone project plays every trick on it. On a form that is the same at both widths it plays the
   * double tap only (the others are the same component doing the same thing).
   */
  phone?: string;
  /** A reload mid-way must bring the draft back (the composer and the chat box keep drafts). */
  draftSurvivesReload?: boolean;
  /** For an update: which field's value `writes` reads back (the first unless said). */
  storedField?: number;
  /** For an update whose stored value is not a typed one (a switch, a deletion): what it must read. */
  stored?: (tag: string) => string;
  /** For odd numbers: the stored number (as text) after a write, to compare with what was typed. */
  storedNumber?: (ctx: MischiefContext) => Promise<string>;
}

/** 600 readable characters: a long paste. */
export const LONG_PASTE = Array.from({ length: 60 }, (_, i) => `Paste ${String(i).padStart(3, '0')}.`)
  .join('')
  .slice(0, 600);
/** Numbers a student types into a number field. */
export const ODD_NUMBERS = ['12.50', '-5', '1e9', '99999999999', 'abc'] as const;

const postText = (page: Page) => page.getByRole('textbox', { name: 'What are you selling?' });

/** The post composer: a dialog on a wide screen, its own page on a phone. */
async function openComposer({ page }: MischiefContext) {
  const phone = (page.viewportSize()?.width ?? 1280) <= 769;
  if (phone) {
    await page.goto(siteUrl('ou', '/create/post'));
  } else {
    await page.goto(siteUrl('ou', '/home'));
    // A tap before the page has hydrated is answered by nothing yet: tap again until it opens.
    await expect(async () => {
      await page.getByRole('button', { name: 'Create Post' }).first().click();
      await expect(page.getByRole('dialog', { name: 'Create Post' })).toBeVisible({ timeout: 3_000 });
    }).toPass({ timeout: 30_000 });
  }
  await postText(page).waitFor();
}

async function openPostMenu(page: Page, item: string) {
  await page.getByRole('button', { name: 'Post options' }).first().click();
  await page.getByRole('menuitem', { name: item }).click();
}

const settingsForm = (
  name: string,
  path: string,
  source: string,
  label: string,
  limit: number,
  valid: (tag: string) => string,
  column: string,
  done: string,
): FormDescriptor => ({
  name,
  sources: [source, 'features/settings/account/components/settings-field-form.tsx'],
  open: async ({ page }) => {
    await page.goto(siteUrl('ou', path));
    await page.getByRole('textbox', { name: label }).waitFor();
  },
  fields: [{ locate: (p) => p.getByRole('textbox', { name: label }), kind: 'text', limit, valid }],
  submit: { button: (p) => p.getByRole('button', { name: 'Save' }) },
  done: (p) => p.getByText(done, { exact: true }),
  writes: ({ me }) => scalar(`select ${column} from users where id = $1`, [me.id]),
  write: 'update',
  mischief: ['double submit', 'back and forward', 'reload mid-way', 'long paste'],
  notApplicable: { 'odd numbers': 'no number field' },
});

const OWN_FORMS: FormDescriptor[] = [
  {
    name: 'post composer',
    phone: 'a dialog on a wide screen, its own page with Send Post on a phone',
    sources: [
      'entities/composer/composer-form.tsx',
      'entities/composer/create-post-modal.tsx',
      'features/composer/composer-page.tsx',
    ],
    open: openComposer,
    fields: [
      { locate: postText, kind: 'rich text', limit: 500, valid: (tag) => `Desk lamp ${tag}` },
      { locate: (p) => p.getByRole('textbox', { name: 'Price' }), kind: 'number', valid: () => '40' },
    ],
    submit: { button: (p) => p.getByRole('button', { name: /^(Post|Send Post)$/ }).last() },
    done: (p) => p.getByText('Your post was sent', { exact: false }),
    writes: ({ me, tag }) =>
      countOf(`select 1 from posts where user_id = $1 and post_commented_on is null and plain_text like $2`, [
        me.id,
        `%${tag}%`,
      ]),
    write: 'create',
    mischief: ['double submit', 'back and forward', 'reload mid-way', 'long paste', 'odd numbers'],
    draftSurvivesReload: true,
    storedNumber: ({ me, tag }) =>
      scalar(
        `select coalesce((price_cents / 100)::text, '') from posts where user_id = $1 and plain_text like $2 order by created_at desc limit 1`,
        [me.id, `%${tag}%`],
      ),
  },
  {
    name: 'comment box',
    phone: "a phone's reply box says Send Reply, under the post",
    sources: ['entities/composer/comment-composer.tsx', 'features/posts/pages/post-page.tsx'],
    open: async ({ page, sharedPostId }) => {
      await page.goto(siteUrl('ou', `/post/${sharedPostId}`));
      await page.getByRole('textbox', { name: 'Your reply' }).first().waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByRole('textbox', { name: 'Your reply' }).first(),
        kind: 'rich text',
        limit: 500,
        valid: (tag) => `Still there? ${tag}`,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: /^(Reply|Send Reply)$/ }).first() },
    done: (p) => p.getByText('Your reply was sent'),
    writes: ({ me, tag }) =>
      countOf(
        `select 1 from posts where user_id = $1 and post_commented_on is not null and plain_text like $2`,
        [me.id, `%${tag}%`],
      ),
    write: 'create',
    mischief: ['double submit', 'back and forward', 'reload mid-way', 'long paste'],
    notApplicable: { 'odd numbers': 'a comment has no number field' },
  },
  {
    name: 'chat box',
    phone: 'the conversation fills the screen on a phone, without the chat list, above the bottom bar',
    sources: ['features/messages/components/chat-composer.tsx'],
    open: async (ctx) => {
      await ctx.page.goto(siteUrl('ou', `/messages/${await ctx.chatId()}`));
      await ctx.page.getByRole('textbox', { name: 'Message' }).waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByRole('textbox', { name: 'Message' }),
        kind: 'text',
        limit: 500,
        valid: (tag) => `Is it free? ${tag}`,
      },
    ],
    submit: { enterIn: 0 },
    done: (p) => p.getByLabel(/^Messages with /).getByText(/Is it free\?/),
    writes: ({ me, tag }) =>
      countOf(`select 1 from messages where user_id = $1 and plain_text like $2`, [me.id, `%${tag}%`]),
    write: 'create',
    mischief: ['double submit', 'back and forward', 'reload mid-way', 'long paste'],
    notApplicable: { 'odd numbers': 'a message has no number field' },
    draftSurvivesReload: true,
  },
  {
    name: 'report dialog',
    sources: ['entities/moderation/components/report-dialog.tsx'],
    open: async (ctx) => {
      await ctx.page.goto(siteUrl('ou', `/post/${await ctx.freshPost()}`));
      await openPostMenu(ctx.page, 'Report');
      await ctx.page.getByRole('radio', { name: 'Scam or fraud' }).check();
    },
    fields: [
      {
        locate: (p) => p.getByRole('dialog', { name: 'Report post' }).getByLabel('Tell us more'),
        kind: 'text',
        limit: 500,
        valid: (tag) => `Asks for a deposit ${tag}`,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: 'Send Report' }) },
    done: (p) => p.getByText('Post Reported. Thanks for letting us know.'),
    writes: ({ me, tag }) =>
      countOf(`select 1 from reports where reporter_id = $1 and note like $2`, [me.id, `%${tag}%`]),
    write: 'create',
    mischief: ['double submit', 'back and forward', 'reload mid-way', 'long paste'],
    notApplicable: { 'odd numbers': 'a report has no number field' },
  },
  settingsForm(
    'username',
    '/settings/account/screen_name',
    'features/settings/account/pages/screen-name-page.tsx',
    'Username',
    50,
    (tag) => `m${tag}`.slice(0, 30).toLowerCase(),
    'username',
    'Account Updated!',
  ),
  settingsForm(
    'phone',
    '/settings/account/phone',
    'features/settings/account/pages/phone-page.tsx',
    'Phone number',
    20,
    () => `405555${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`,
    'phone',
    'Profile Updated',
  ),
  {
    name: 'edit profile',
    sources: ['features/profile/profile-edit-page.tsx', 'features/profile/bio-field.tsx'],
    open: async ({ page }) => {
      await page.goto(siteUrl('ou', '/profile/edit'));
      await page.getByRole('textbox', { name: 'Bio' }).waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByRole('textbox', { name: 'First name' }),
        kind: 'text',
        limit: 20,
        valid: () => 'Maya',
      },
      {
        locate: (p) => p.getByRole('textbox', { name: 'Bio' }),
        kind: 'text',
        limit: 160,
        valid: (tag) => `Selling my books ${tag}`,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: 'Save' }) },
    done: (p) => p.getByText('Profile Updated', { exact: true }),
    writes: ({ me }) => scalar(`select bio from users where id = $1`, [me.id]),
    write: 'update',
    storedField: 1,
    mischief: ['double submit', 'back and forward', 'reload mid-way', 'long paste'],
    notApplicable: { 'odd numbers': 'no number field' },
  },
  {
    name: 'edit post',
    sources: ['entities/listings/components/edit-post-dialog.tsx'],
    open: async (ctx) => {
      await ctx.page.goto(siteUrl('ou', `/post/${await ctx.ownPost()}`));
      await openPostMenu(ctx.page, 'Edit');
      await ctx.page.getByRole('dialog', { name: 'Edit Post' }).waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByRole('dialog', { name: 'Edit Post' }).getByRole('textbox', { name: 'Text' }),
        kind: 'text',
        limit: 500,
        valid: (tag) => `Lamp, edited ${tag}`,
      },
      {
        locate: (p) =>
          p.getByRole('dialog', { name: 'Edit Post' }).getByRole('textbox', { name: 'Price ($)' }),
        kind: 'number',
        valid: () => '35',
      },
    ],
    submit: {
      button: (p) => p.getByRole('dialog', { name: 'Edit Post' }).getByRole('button', { name: 'Save' }),
    },
    done: (p) => p.getByText('Your post was updated'),
    writes: ({ me, tag }) =>
      scalar(
        `select coalesce((price_cents / 100)::text, '') from posts where user_id = $1 and plain_text like $2 order by created_at desc limit 1`,
        [me.id, `%${tag}%`],
      ),
    write: 'update',
    storedField: 1,
    mischief: ['double submit', 'back and forward', 'long paste', 'odd numbers'],
    notApplicable: {
      'reload mid-way':
        'an edit is a dialog over a saved post: a reload leaves the post as it was (checked by double submit and back and forward)',
    },
    storedNumber: ({ me, tag }) =>
      scalar(
        `select coalesce((price_cents / 100)::text, '') from posts where user_id = $1 and plain_text like $2 order by created_at desc limit 1`,
        [me.id, `%${tag}%`],
      ),
  },
  {
    name: 'sign-up',
    signedOut: true,
    sources: ['features/auth/pages/register-page.tsx'],
    open: async ({ page }) => {
      await page.goto(siteUrl('ou', '/register'));
      await page.getByRole('textbox', { name: 'Full name' }).waitFor();
      await page.getByRole('checkbox').check();
    },
    fields: [
      {
        locate: (p) => p.getByRole('textbox', { name: 'Email' }),
        kind: 'text',
        valid: (tag) => `${tag}@example.com`,
      },
      {
        locate: (p) => p.getByRole('textbox', { name: 'Full name' }),
        kind: 'text',
        limit: 60,
        valid: () => 'Sam Signup',
      },
      {
        locate: (p) => p.getByLabel('Password', { exact: true }),
        kind: 'password',
        limit: 30,
        valid: () => 'secret123',
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: 'Sign Up', exact: true }) },
    done: (p) => p.getByRole('heading', { name: 'Enter PIN' }),
    writes: ({ tag }) => countOf(`select 1 from users where email like $1`, [`${tag}%`]),
    write: 'create',
    mischief: ['double submit', 'back and forward', 'reload mid-way', 'long paste'],
    notApplicable: { 'odd numbers': 'no number field' },
  },
];

/**
 * Files the completeness test finds (a <form> or a submit handler) that are not forms that write,
 * each with why. A form in neither list fails it.
 */
export const NOT_DESCRIBED: Record<string, string> = {
  'features/auth/pages/auth-landing-page.tsx':
    'writes nothing: its e-mail box only asks whether the address has an account, then goes to log-in or sign-up (both have rows)',
  'features/search/components/search-bar.tsx': 'writes nothing to count; search.spec.ts plays it',
};

export const FORMS: FormDescriptor[] = [
  ...OWN_FORMS,
  ...ACCOUNT_FORMS,
  ...CHOICE_FORMS,
  ...ADMIN_MONEY_FORMS,
];
