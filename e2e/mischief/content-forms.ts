// The mischief table's rows for what members write (forms.ts has the table's types and the rest of
// its rows): the post composer, comment and chat boxes, a report, profile and post edits, sign-up.
import type { Page } from '@playwright/test';
import { expect, siteUrl } from '../fixtures';
import { countOf, scalar } from './db';
import type { FormDescriptor, MischiefContext } from './forms';
import { TEXT_FORM_MISCHIEF } from './text-form-mischief';

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
  mischief: TEXT_FORM_MISCHIEF,
  notApplicable: { 'odd numbers': 'no number field' },
});

export const CONTENT_FORMS: FormDescriptor[] = [
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
    mischief: TEXT_FORM_MISCHIEF,
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
    mischief: TEXT_FORM_MISCHIEF,
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
    mischief: TEXT_FORM_MISCHIEF,
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
    mischief: TEXT_FORM_MISCHIEF,
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
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': 'no number field' },
  },
];
