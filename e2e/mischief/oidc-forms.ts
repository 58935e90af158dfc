// The mischief row of a campus's OpenID Connect sign-in settings (the Campuses tab, for site
// administrators). Each test sets them on a campus of its own, added through the API, so the
// campuses the journeys sign in on keep theirs.
import type { Page } from '@playwright/test';
import { CAMPUS_OIDC_LABELS as O } from '../../packages/domain/src/accounts/university-oidc-messages';
import { CAMPUS_SSO_LABELS as L } from '../../packages/domain/src/accounts/university-sign-in-messages';
import { siteUrl } from '../fixtures';
import { addOwnCampus, scalar } from './db';
import type { FormDescriptor, MischiefContext } from './forms';
import { TEXT_FORM_MISCHIEF } from './text-form-mischief';

/** A short name (and site address) of at most 20 letters and digits, unique to the test. */
const shortOf = (tag: string) =>
  `oi${tag.replace(/^mz(desktop|phone)/, (_m, p: string) => p[0]!)}`.slice(0, 20);
const campusName = (tag: string) => `Mischief OIDC ${tag}`;

/** The test's own campus, added once; its id in the memo. */
async function ownCampus({ page, tag, memo }: MischiefContext): Promise<void> {
  if (memo.campusId) return;
  memo.campusId = await addOwnCampus(page, campusName(tag), shortOf(tag));
}

const form = (p: Page) => p.getByRole('form', { name: /^OpenID Connect sign-in for Mischief OIDC / });

export const OIDC_FORMS: FormDescriptor[] = [
  {
    name: 'OpenID Connect sign-in',
    as: 'administrator',
    sources: ['features/moderation/components/campus-oidc-fields.tsx'],
    open: async (ctx) => {
      await ownCampus(ctx);
      const { page, tag } = ctx;
      await page.goto(siteUrl('ou', '/moderation/campuses'));
      await page.getByLabel(L.sectionFor(campusName(tag)), { exact: true }).click();
      await form(page).getByLabel(O.clientId).waitFor();
    },
    fields: [
      {
        locate: (p) => form(p).getByLabel(O.issuer),
        kind: 'text',
        valid: () => 'https://idp.mischief.example/',
      },
      {
        locate: (p) => form(p).getByLabel(O.clientId),
        kind: 'text',
        limit: 300,
        valid: (tag) => `campus-app-${tag}`,
      },
      {
        locate: (p) => form(p).getByLabel(O.clientSecret),
        kind: 'password',
        valid: () => 'not-a-real-secret',
      },
    ],
    submit: { button: (p) => form(p).getByRole('button', { name: O.save }) },
    done: (p) => p.getByText(L.saved),
    writes: ({ memo }) =>
      scalar(`select oidc_client_id from campus_sso where campus_id = $1`, [memo.campusId ?? '']),
    write: 'update',
    storedField: 1,
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': 'no number field: addresses, names and a secret' },
  },
];
