// Rows of the mischief table for the forms of an account: log-in, passwords, e-mail addresses, the
// PIN, the sign-in link and deleting the account. A row that changes a password or an address, or
// ends the account, plays on the test's own newcomer, never on the worker's members.
import type { Page } from '@playwright/test';
import { AUTH_MESSAGES } from '../../packages/domain/src/accounts/messages';
import { PASSWORD_MAX } from '../../packages/domain/src/accounts/rules';
import { ACCOUNT_DATA_MESSAGES } from '../../packages/domain/src/safety/messages';
import { SETTINGS_TRUTH_MESSAGES } from '../../packages/domain/src/settings/first-hour-messages';
import { SETTINGS_MESSAGES } from '../../packages/domain/src/settings/rules';
import { apiInPage, expect, siteUrl } from '../fixtures';
import { codeFor, linkIn, waitForMail } from '../mail';
import { countOf, passwordOf, scalar } from './db';
import type { FormDescriptor } from './forms';
import { TEXT_FORM_MISCHIEF } from './text-form-mischief';

/** The password every test account signs up with. */
export const PASSWORD = 'secret123';

/** The password a test changes to. */
const NEW_PASSWORD = 'mischief456';

const NO_NUMBER = 'no number field';
const passwordBox = (label: string) => (p: Page) => p.getByLabel(label, { exact: true });
const mailsTo = (to: string, subject: string) =>
  countOf(`select 1 from mail where "to" = $1 and subject like $2`, [to, subject]);
/** A code box takes digits only: four from a mail, not a number, and no text to paste. */
const CODE_BOX = {
  'long paste': 'a code box takes four digits from a mail: there is no text to paste into it',
  'odd numbers': 'a code is four digits from a mail, not a number: the box keeps digits only',
} as const;
/** The one box of a code form, filled with the code the form's `open` read from the mail. */
const CODE_FIELDS: FormDescriptor['fields'] = [
  {
    locate: (p) => p.getByRole('textbox', { name: 'Verification code' }),
    kind: 'text',
    valid: (_t, m) => m.code!,
  },
];
const VERIFY: FormDescriptor['submit'] = { button: (p) => p.getByRole('button', { name: 'Verify' }) };

/** A page with one address box whose Send Code mails a code to that address (school e-mail, e-mail). */
function codeByMailForm(form: {
  name: string;
  source: string;
  path: string;
  box: string;
  limit?: number;
  address: (tag: string) => string;
  mischief: FormDescriptor['mischief'];
  notApplicable: FormDescriptor['notApplicable'];
}): FormDescriptor {
  return {
    name: form.name,
    sources: [form.source],
    open: async ({ page }) => {
      await page.goto(siteUrl('ou', form.path));
      await page.getByRole('textbox', { name: form.box }).waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByRole('textbox', { name: form.box }),
        kind: 'text',
        ...(form.limit === undefined ? {} : { limit: form.limit }),
        valid: form.address,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: 'Send Code' }) },
    done: (p) => p.getByText(SETTINGS_MESSAGES.emailSent, { exact: true }),
    writes: ({ tag }) => mailsTo(form.address(tag), '%'),
    write: 'create',
    mischief: form.mischief,
    notApplicable: form.notApplicable,
  };
}

export const ACCOUNT_FORMS: FormDescriptor[] = [
  {
    name: 'log-in',
    signedOut: true,
    sources: ['features/auth/pages/login-page.tsx'],
    open: async (ctx) => {
      ctx.memo.email = ctx.me.email;
      await ctx.page.goto(siteUrl('ou', '/login?method=password'));
      await ctx.page.getByLabel('Password', { exact: true }).waitFor();
    },
    fields: [
      { locate: (p) => p.getByRole('textbox', { name: 'Email' }), kind: 'text', valid: (_t, m) => m.email! },
      { locate: passwordBox('Password'), kind: 'password', limit: PASSWORD_MAX, valid: () => PASSWORD },
    ],
    submit: { button: (p) => p.getByRole('button', { name: 'Log In', exact: true }) },
    done: (p) => p.getByRole('button', { name: 'Create Post' }),
    writes: ({ me }) => countOf(`select 1 from sessions where user_id = $1`, [me.id]),
    write: 'create',
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': NO_NUMBER },
  },
  {
    name: 'forgot password',
    signedOut: true,
    sources: ['features/auth/pages/forgot-password-page.tsx'],
    open: async (ctx) => {
      ctx.memo.email = ctx.me.email;
      await ctx.page.goto(siteUrl('ou', '/forgotpassword'));
      await ctx.page.getByRole('textbox', { name: 'Email' }).waitFor();
    },
    fields: [
      { locate: (p) => p.getByRole('textbox', { name: 'Email' }), kind: 'text', valid: (_t, m) => m.email! },
    ],
    submit: { button: (p) => p.getByRole('button', { name: 'Send Link' }) },
    done: (p) => p.getByText(AUTH_MESSAGES.forgotPassword.sent),
    writes: ({ me }) => mailsTo(me.email, 'Reset your %'),
    write: 'create',
    mischief: ['double submit', 'back and forward', 'reload mid-way'],
    notApplicable: {
      'long paste': 'the e-mail box has no limit of its own: an address is checked whole, with a sentence',
      'odd numbers': NO_NUMBER,
    },
  },
  {
    name: 'reset password',
    signedOut: true,
    sources: ['features/auth/pages/reset-password-page.tsx'],
    open: async (ctx) => {
      const { email } = await ctx.newcomer();
      await ctx.page.goto(siteUrl('ou', '/forgotpassword'));
      const asked = await apiInPage(ctx.page, 'POST', '/api/accounts/password/forgot', { email });
      expect(asked.status).toBeLessThan(300);
      await ctx.page.goto(linkIn(await waitForMail(ctx.request, email, /^Reset your/), 'reset-password'));
      await ctx.page.getByLabel('New password', { exact: true }).waitFor();
    },
    fields: [
      {
        locate: passwordBox('New password'),
        kind: 'password',
        limit: PASSWORD_MAX,
        valid: () => NEW_PASSWORD,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: 'Save', exact: true }) },
    done: (p) => p.getByText('Password updated. Log in with your new password.'),
    writes: async (ctx) => passwordOf((await ctx.newcomer()).id, [PASSWORD, NEW_PASSWORD]),
    write: 'update',
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': NO_NUMBER },
  },
  {
    name: 'change password',
    as: 'newcomer',
    sources: ['features/settings/account/pages/password-page.tsx'],
    open: async ({ page }) => {
      await page.goto(siteUrl('hub', '/settings/password'));
      await page.getByLabel('Current password', { exact: true }).waitFor();
    },
    fields: [
      {
        locate: passwordBox('Current password'),
        kind: 'password',
        limit: PASSWORD_MAX,
        valid: () => PASSWORD,
      },
      {
        locate: passwordBox('New password'),
        kind: 'password',
        limit: PASSWORD_MAX,
        valid: () => NEW_PASSWORD,
      },
      {
        locate: passwordBox('Re-enter new password'),
        kind: 'password',
        limit: PASSWORD_MAX,
        valid: () => NEW_PASSWORD,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: 'Save', exact: true }) },
    done: (p) => p.getByText(SETTINGS_TRUTH_MESSAGES.passwordChanged),
    writes: ({ me }) => passwordOf(me.id, [PASSWORD, NEW_PASSWORD]),
    write: 'update',
    storedField: 1,
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': NO_NUMBER },
  },
  codeByMailForm({
    name: 'school e-mail',
    source: 'features/membership/school-email-page.tsx',
    path: '/settings/school_email',
    box: 'School email',
    address: (tag) => `${tag}@ou.edu`,
    mischief: ['double submit', 'back and forward', 'reload mid-way'],
    notApplicable: {
      'long paste':
        'the school e-mail box has no limit of its own: an address is checked whole, with a sentence',
      'odd numbers': NO_NUMBER,
    },
  }),
  codeByMailForm({
    name: 'e-mail',
    source: 'features/settings/account/pages/email-page.tsx',
    path: '/settings/email',
    box: 'New email',
    limit: 254,
    address: (tag) => `${tag}@example.com`,
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': NO_NUMBER },
  }),
  {
    name: 'verify e-mail',
    as: 'newcomer',
    sources: ['features/settings/account/pages/verify-email-page.tsx'],
    open: async (ctx) => {
      const email = `${ctx.tag}.moved@example.com`;
      expect((await apiInPage(ctx.page, 'POST', '/api/me/email', { email })).status).toBeLessThan(300);
      ctx.memo.code = await codeFor(ctx.request, email);
      await ctx.page.goto(siteUrl('hub', `/settings/verify_email?email=${encodeURIComponent(email)}`));
      await ctx.page.getByRole('textbox', { name: 'Verification code' }).waitFor();
    },
    fields: CODE_FIELDS,
    submit: VERIFY,
    done: (p) => p.getByText(SETTINGS_MESSAGES.profileUpdated, { exact: true }),
    writes: ({ me }) => scalar(`select email from users where id = $1`, [me.id]),
    write: 'update',
    stored: (tag) => `${tag}.moved@example.com`,
    mischief: ['double submit', 'back and forward', 'reload mid-way'],
    notApplicable: CODE_BOX,
  },
  {
    name: 'PIN code',
    as: 'unverified newcomer',
    sources: ['components/ui/code-form.tsx'],
    open: async (ctx) => {
      ctx.memo.code = await codeFor(ctx.request, ctx.me.email);
      await ctx.page.goto(siteUrl('hub', '/verify'));
      await ctx.page.getByRole('textbox', { name: 'Verification code' }).waitFor();
    },
    fields: CODE_FIELDS,
    submit: VERIFY,
    // Verified, the newcomer is welcomed home (the hub's welcome, as they belong to no campus yet).
    done: (p) => p.getByText('For students of US universities'),
    writes: ({ me }) => scalar(`select email_verified::text from users where id = $1`, [me.id]),
    write: 'update',
    stored: () => 'true',
    mischief: ['double submit', 'back and forward', 'reload mid-way'],
    notApplicable: CODE_BOX,
  },
  {
    name: 'sign-in link sent',
    signedOut: true,
    sources: ['features/auth/pages/magic-link-sent-page.tsx'],
    open: async ({ page, me }) => {
      await page.goto(siteUrl('ou', `/login/sent?email=${encodeURIComponent(me.email)}`));
      await page.getByRole('button', { name: 'Send the link again' }).waitFor();
    },
    fields: [],
    submit: { button: (p) => p.getByRole('button', { name: 'Send the link again' }) },
    done: (p) => p.getByText(AUTH_MESSAGES.magicLink.sent),
    writes: ({ me }) => mailsTo(me.email, 'Sign in to %'),
    write: 'create',
    mischief: ['double submit', 'back and forward'],
    notApplicable: {
      'reload mid-way':
        'nothing is typed: the page is one button, and a reload sends nothing (back and forward checks it)',
      'long paste': 'no text field',
      'odd numbers': NO_NUMBER,
    },
  },
  {
    name: 'delete account',
    as: 'newcomer',
    sources: ['features/settings/account/components/delete-account-dialog.tsx'],
    open: async ({ page }) => {
      await page.goto(siteUrl('hub', '/settings/account'));
      await page.getByRole('button', { name: ACCOUNT_DATA_MESSAGES.deleteAccount }).click();
      await page.getByRole('dialog', { name: ACCOUNT_DATA_MESSAGES.deleteTitle }).waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByRole('dialog').getByLabel('Password', { exact: true }),
        kind: 'password',
        limit: PASSWORD_MAX,
        valid: () => PASSWORD,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: ACCOUNT_DATA_MESSAGES.confirmDelete }) },
    done: (p) => p.getByText(ACCOUNT_DATA_MESSAGES.deleted),
    writes: ({ me }) => scalar(`select count(*) from users where id = $1`, [me.id]),
    write: 'update',
    stored: () => '0',
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': NO_NUMBER },
  },
];
