// The mischief table's row for /settings/away: a date chosen and a note typed. Each open puts the
// member back (not away, their posts listed), so one test's away never leaks into the next.
import type { Page } from '@playwright/test';
import { AWAY_MESSAGES } from '../../packages/domain/src/listing-life/away-rules';
import { siteUrl } from '../fixtures';
import { scalar } from './db';
import type { FormDescriptor, MischiefContext } from './forms';

const dateField = (p: Page) => p.getByLabel(AWAY_MESSAGES.awayUntil);
const noteField = (p: Page) => p.getByRole('textbox', { name: AWAY_MESSAGES.note });
const inTenDays = () => new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);

export const AWAY_FORMS: FormDescriptor[] = [
  {
    name: 'away until',
    sources: ['features/settings/away-page.tsx'],
    open: async ({ page, me }: MischiefContext) => {
      await scalar(
        `with listed as (update posts set author_away = false where user_id = $1)
         update users set away_until = null, away_note = null where id = $1 returning id`,
        [me.id],
      );
      await page.goto(siteUrl('ou', '/settings/away'));
      await dateField(page).waitFor();
    },
    fields: [
      {
        locate: dateField,
        kind: 'choice',
        valid: () => inTenDays(),
        set: (p, v) => dateField(p).fill(v),
      },
      { locate: noteField, kind: 'text', limit: 200, valid: (tag) => `Back after break ${tag}` },
    ],
    submit: { button: (p) => p.getByRole('button', { name: AWAY_MESSAGES.save, exact: true }) },
    done: (p) => p.getByText(AWAY_MESSAGES.saved, { exact: true }),
    writes: ({ me }) => scalar(`select coalesce(away_note, '') from users where id = $1`, [me.id]),
    write: 'update',
    storedField: 1,
    mischief: ['double submit', 'back and forward', 'reload mid-way', 'long paste'],
    notApplicable: { 'odd numbers': 'no number is typed: the day is picked from a date field' },
  },
];
