// The mischief row of a campus's university sign-in (Campuses tab, site administrators). Each test
// sets it up on a campus of its own, added through the API (the campus form has its own row), so
// no journey's campus changes its sign-in under it.
import type { Page } from '@playwright/test';
import { CAMPUS_SSO_LABELS as L } from '../../packages/domain/src/accounts/university-sign-in-messages';
import { siteUrl } from '../fixtures';
import { addOwnCampus, scalar } from './db';
import type { FormDescriptor, MischiefContext } from './forms';
import { TEXT_FORM_MISCHIEF } from './text-form-mischief';

/** A base64 body the certificate box takes (the save checks its shape; no sign-in uses it). */
const CERT = `-----BEGIN CERTIFICATE-----\n${'MIIC'.padEnd(64, 'A')}\n-----END CERTIFICATE-----`;

const nameOf = (tag: string) => `SSO College ${tag}`;

/** The test's own campus, added once (its id in memo.ssoCampus). */
async function ownCampus({ page, tag, memo }: MischiefContext): Promise<string> {
  if (memo.ssoCampus) return memo.ssoCampus;
  const short = `sso${tag
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .slice(-14)}`;
  memo.ssoCampus = await addOwnCampus(page, nameOf(tag), short);
  return memo.ssoCampus;
}

const form = (p: Page, tag: string) => p.getByRole('form', { name: L.sectionFor(nameOf(tag)) });
/** The one university sign-in form open on the page (only the test's campus's section is opened). */
const inForm = (p: Page) => p.getByRole('form', { name: new RegExp(`^${L.sectionFor('SSO College ')}`) });

export const SSO_FORMS: FormDescriptor[] = [
  {
    name: 'university sign-in settings',
    as: 'administrator',
    sources: ['features/moderation/components/campus-sso-section.tsx'],
    open: async (ctx) => {
      await ownCampus(ctx);
      await ctx.page.goto(siteUrl('ou', '/moderation/campuses'));
      await ctx.page.locator(`summary[aria-label="${L.sectionFor(nameOf(ctx.tag))}"]`).click();
      await form(ctx.page, ctx.tag).getByLabel(L.entityId).waitFor();
    },
    fields: [
      {
        locate: (p) => inForm(p).getByLabel(L.entityId, { exact: true }),
        kind: 'text',
        limit: 500,
        valid: (tag) => `https://idp.${tag}.test/idp/shibboleth`,
      },
      {
        locate: (p) => inForm(p).getByLabel(L.ssoUrl, { exact: true }),
        kind: 'text',
        valid: (tag) => `https://idp.${tag}.test/sso`,
      },
      {
        locate: (p) => inForm(p).getByLabel(L.cert, { exact: true }),
        kind: 'text',
        valid: () => CERT,
      },
    ],
    submit: { button: (p) => inForm(p).getByRole('button', { name: L.save }) },
    done: (p) => p.getByText(L.saved),
    writes: ({ memo }) =>
      scalar(`select idp_entity_id from campus_sso where campus_id = $1`, [memo.ssoCampus ?? '']),
    write: 'update',
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': 'no number field' },
  },
];
