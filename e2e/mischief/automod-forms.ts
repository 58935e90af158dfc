// Rows of the mischief table for the campus's rules that act first (the Rules tab of /moderation):
// adding a prohibited item. Played as the worker's administrator; each item a test adds carries its
// tag (a phrase no listing of the suite uses), so the campus's other rules are left as they were.
import { AUTOMOD_MESSAGES as A, RULE_LIMITS } from '../../packages/domain/src/moderation/automod-rules';
import { siteUrl } from '../fixtures';
import { countOf } from './db';
import type { FormDescriptor } from './forms';
import { TEXT_FORM_MISCHIEF } from './text-form-mischief';

export const AUTOMOD_FORMS: FormDescriptor[] = [
  {
    name: 'prohibited item',
    as: 'administrator',
    sources: ['features/moderation/components/rules-panel.tsx'],
    open: async ({ page }) => {
      await page.goto(siteUrl('ou', '/moderation/rules'));
      await page.getByRole('textbox', { name: A.itemLabel }).waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByRole('textbox', { name: A.itemLabel }),
        kind: 'text',
        limit: RULE_LIMITS.nameLength,
        valid: (tag) => `Mischief item ${tag}`,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: A.addItem, exact: true }) },
    done: (p) => p.getByText(A.itemAdded),
    writes: ({ tag }) =>
      countOf(
        `select 1 from campus_rules r, jsonb_array_elements(r.rules -> 'prohibited') e
         where r.campus_id = 'ou' and e ->> 'name' like $1`,
        [`%${tag}%`],
      ),
    write: 'create',
    mischief: TEXT_FORM_MISCHIEF,
    notApplicable: { 'odd numbers': 'no number field in the add form (the other rules form has them)' },
  },
];
