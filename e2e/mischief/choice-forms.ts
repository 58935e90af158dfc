// Rows of the mischief table for settings made of choices (selects, radios, switches): nothing is
// typed, so a long paste and odd numbers have no field to play on. Save stays off until the value
// changes: each `open` first puts the stored value back, so every test changes it once.
import type { Page } from '@playwright/test';
import { PUSH_MESSAGES } from '../../packages/domain/src/push/messages';
import { SETTINGS_MESSAGES } from '../../packages/domain/src/settings/rules';
import { siteUrl } from '../fixtures';
import { scalar } from './db';
import type { FormDescriptor, MischiefContext } from './forms';

const NOTHING_TYPED = {
  'long paste': 'no text field: every value is chosen, not typed',
  'odd numbers': 'no number is typed: the values are chosen from lists',
} as const;
const CHOICE_MISCHIEF: FormDescriptor['mischief'] = ['double submit', 'back and forward', 'reload mid-way'];

/** Opens a settings page of the worker's member after putting `reset` back into their row. */
const openAfter =
  (reset: string, path: string, ready: (p: Page) => ReturnType<Page['getByRole']>) =>
  async ({ page, me }: MischiefContext) => {
    await scalar(`update users set ${reset} where id = $1 returning id`, [me.id]);
    await page.goto(siteUrl('ou', path));
    await ready(page).waitFor();
  };

const select = (label: string, value: string) => ({
  locate: (p: Page) => p.getByRole('combobox', { name: label }),
  kind: 'choice' as const,
  valid: () => value,
  set: (p: Page, v: string) =>
    p
      .getByRole('combobox', { name: label })
      .selectOption(v)
      .then(() => {}),
});

const save = { button: (p: Page) => p.getByRole('button', { name: 'Save', exact: true }) };

export const CHOICE_FORMS: FormDescriptor[] = [
  {
    name: 'birth date',
    sources: ['features/settings/account/pages/birth-date-page.tsx'],
    open: openAfter('birth_date = null', '/settings/account/birth_date', (p) =>
      p.getByRole('combobox', { name: 'Year' }),
    ),
    fields: [select('Month', 'March'), select('Day', '14'), select('Year', '2000')],
    submit: save,
    done: (p) => p.getByText(SETTINGS_MESSAGES.profileUpdated, { exact: true }),
    writes: ({ me }) =>
      scalar(
        `select concat_ws(' ', birth_date->>'month', birth_date->>'day', birth_date->>'year') from users where id = $1`,
        [me.id],
      ),
    write: 'update',
    stored: () => 'March 14 2000',
    mischief: CHOICE_MISCHIEF,
    notApplicable: NOTHING_TYPED,
  },
  {
    name: 'gender',
    sources: ['features/settings/account/pages/gender-page.tsx'],
    open: openAfter('gender = null', '/settings/account/gender', (p) =>
      p.getByRole('radio', { name: 'Female' }),
    ),
    fields: [
      {
        locate: (p) => p.getByRole('radio', { name: 'Female' }),
        kind: 'choice',
        valid: () => 'Female',
        set: (p, v) => p.getByRole('radio', { name: v }).check(),
      },
    ],
    submit: save,
    done: (p) => p.getByText(SETTINGS_MESSAGES.profileUpdated, { exact: true }),
    writes: ({ me }) => scalar(`select coalesce(initcap(gender), '') from users where id = $1`, [me.id]),
    write: 'update',
    mischief: CHOICE_MISCHIEF,
    notApplicable: NOTHING_TYPED,
  },
  {
    name: 'e-mail notifications',
    sources: ['features/settings/email-notifications-page.tsx'],
    open: openAfter('email_notifications = true', '/settings/email_notifications', (p) =>
      p.getByRole('checkbox', { name: 'E-mail me about activity' }),
    ),
    fields: [
      {
        locate: (p) => p.getByRole('checkbox', { name: 'E-mail me about activity' }),
        kind: 'choice',
        valid: () => 'off',
        set: (p, v) => p.getByRole('checkbox', { name: 'E-mail me about activity' }).setChecked(v === 'on'),
      },
    ],
    submit: save,
    done: (p) => p.getByText(SETTINGS_MESSAGES.profileUpdated, { exact: true }),
    writes: ({ me }) =>
      scalar(`select case when email_notifications then 'on' else 'off' end from users where id = $1`, [
        me.id,
      ]),
    write: 'update',
    mischief: CHOICE_MISCHIEF,
    notApplicable: NOTHING_TYPED,
  },
  {
    // The kinds of push to hear about. Turning push on for this device (PushDeviceControl, outside
    // this form) needs a push subscription, which headless Chromium cannot make: it has no push
    // service to register with (PushManager.subscribe fails, "push service not available"), so the
    // suite plays the form that writes, the kinds.
    name: 'push switches',
    sources: ['features/push/pages/push-settings-page.tsx'],
    open: openAfter(`push_types_off = '{}'`, '/settings/push_notifications', (p) =>
      p.getByRole('checkbox', { name: /^Messages/ }),
    ),
    fields: [
      {
        locate: (p) => p.getByRole('checkbox', { name: /^Messages/ }),
        kind: 'choice',
        valid: () => 'messages',
        set: (p) => p.getByRole('checkbox', { name: /^Messages/ }).uncheck(),
      },
    ],
    submit: save,
    done: (p) => p.getByText(PUSH_MESSAGES.saved, { exact: true }),
    writes: ({ me }) =>
      scalar(`select array_to_string(push_types_off, ',') from users where id = $1`, [me.id]),
    write: 'update',
    mischief: CHOICE_MISCHIEF,
    notApplicable: NOTHING_TYPED,
  },
];
