// The mischief table's row for an appeal on /settings/standing. Each open gives the member a fresh
// warning of its own (written to the audit log as a moderator's would be), so every test has an
// action that has not been appealed yet, and opens its appeal form.
import { STANDING_MESSAGES as S } from '../../packages/domain/src/standing/messages';
import { siteUrl } from '../fixtures';
import { countOf, scalar } from './db';
import type { FormDescriptor, MischiefContext } from './forms';

const reasonOf = (tag: string) => `Warned for the mischief ${tag}`;

export const STANDING_FORMS: FormDescriptor[] = [
  {
    name: 'appeal',
    sources: ['features/standing/components/standing-entry.tsx'],
    open: async ({ page, me, tag }: MischiefContext) => {
      await scalar(
        `insert into moderation_actions (id, campus_id, action, target_type, subject_user_id, reason)
         values (gen_random_uuid(), 'ou', 'warn', 'profile', $1, $2) returning id`,
        [me.id, reasonOf(tag)],
      );
      await page.goto(siteUrl('ou', '/settings/standing'));
      const entry = page
        .getByRole('list', { name: S.pageTitle })
        .getByRole('article')
        .filter({ hasText: reasonOf(tag) });
      await entry.getByRole('button', { name: S.appeal, exact: true }).click();
      await page.getByRole('textbox', { name: S.appealLabel }).waitFor();
    },
    fields: [
      {
        locate: (p) => p.getByRole('textbox', { name: S.appealLabel }),
        kind: 'text',
        limit: 1000,
        valid: (tag) => `Please look again ${tag}`,
      },
    ],
    submit: { button: (p) => p.getByRole('button', { name: S.sendAppeal }) },
    done: (p) => p.getByText(S.appealSent, { exact: true }),
    writes: ({ me, tag }) =>
      countOf(`select 1 from appeals where user_id = $1 and text like $2`, [me.id, `%${tag}%`]),
    write: 'create',
    mischief: ['double submit', 'long paste'],
    notApplicable: {
      'odd numbers': 'no number field',
      'back and forward': 'the appeal form opens inside the page (no address of its own to go back to)',
      'reload mid-way':
        'the appeal keeps no draft: a reload closes the form and the action can still be appealed',
    },
  },
];
