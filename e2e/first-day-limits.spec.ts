import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc, joinAsMember } from './members';
import { NO_FFMPEG_PORT } from './playwright.config';

// Runs against the suite's second server, which keeps the first-day limits on as production does (and
// has no ffmpeg): the main server turns them off so that its brand-new members can write as much as a
// journey needs.

const LIMIT = 3;
const SENTENCE =
  'New accounts can share up to 3 posts an hour during their first day. Please try again later.';

test("a brand-new account's fourth post in an hour shows the new-account sentence", async ({
  page: n,
  request,
  isPhone,
  tag,
}, info) => {
  test.skip(isPhone, 'the wide-screen composer dialog');
  await joinAsMember(n, request, 'Nina Newcomer', info.project.name, 'ou', NO_FFMPEG_PORT);
  for (let i = 1; i <= LIMIT; i++) {
    const posted = await apiInPage(n, 'POST', '/api/posts', { text: doc(`Lamp ${i} ${tag}`), uploadIds: [] });
    expect(posted.status).toBe(201);
  }

  await n.goto(siteUrl('ou', '/home', NO_FFMPEG_PORT));
  await n.getByRole('button', { name: 'Create Post' }).first().click();
  const dialog = n.getByRole('dialog', { name: 'Create Post' });
  await dialog.locator('[contenteditable="true"]').fill(`Lamp ${LIMIT + 1} ${tag}`);
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  // By its role attribute: while the dialog is open, the alerts outside it are hidden from the
  // accessibility tree.
  await expect(n.locator('[role="alert"]').filter({ hasText: SENTENCE })).toBeVisible();
  await expect(n.getByText('Something went wrong', { exact: false })).toHaveCount(0);
  // Nothing was posted: the draft is still there to send later.
  await expect(dialog.getByText(`Lamp ${LIMIT + 1} ${tag}`)).toBeVisible();
});
