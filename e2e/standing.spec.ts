// Standing and appeals: a suspended member reads their standing under settings, appeals the
// suspension, a moderator of the campus reverses it from the queue, and the member can post again.
// The report and the suspension are made through the API (the queue's actions have their journey).
import { MODERATION_MESSAGES } from '../packages/domain/src/moderation/messages';
import { STANDING_MESSAGES as S } from '../packages/domain/src/standing/messages';
import { expectAlertShown, recordAlerts } from './alerts';
import { expectNoSeriousViolations } from './axe';
import { sql } from './database';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc } from './members';

test('a suspended member appeals from /settings/standing, a moderator reverses it, and the member can post again', async ({
  newMember,
  tag,
}) => {
  test.setTimeout(120_000);
  const member = await newMember('Sam Suspended');
  const reporter = await newMember('Rhea Reporter');
  const moderator = await newMember('Mod Appeals');
  await sql('insert into campus_moderators (campus_id, user_id) values ($1, $2)', ['ou', moderator.id]);
  const text = `Concert tickets ${tag}, half price`;
  const posted = await apiInPage<{ id: string }>(member.page, 'POST', '/api/posts', {
    text: doc(text),
    uploadIds: [],
  });
  expect(posted.status).toBe(201);
  const reported = { targetType: 'post', targetId: posted.json.id, reason: 'scam' };
  expect((await apiInPage(reporter.page, 'POST', '/api/reports', reported)).status).toBe(201);
  const reason = `Selling fake tickets ${tag}`;
  const suspend = { ...reported, action: 'suspend', days: 7, reason };
  expect((await apiInPage(moderator.page, 'POST', '/api/moderation/actions', suspend)).status).toBe(200);
  const again = { text: doc(`Back to selling ${tag}`), uploadIds: [] };
  expect((await apiInPage(member.page, 'POST', '/api/posts', again)).status).toBe(403);

  // The member finds their standing from the settings list and appeals the suspension.
  const p = member.page;
  await p.goto(siteUrl('ou', '/settings/account'));
  await p.getByRole('navigation', { name: 'Settings' }).getByRole('link', { name: S.settingsLink }).click();
  await expect(p.getByRole('heading', { name: S.pageTitle })).toBeVisible();
  const entry = p.getByRole('list', { name: S.pageTitle }).getByRole('article').filter({ hasText: reason });
  await expect(entry).toContainText(S.kinds.suspension);
  await expect(entry).toContainText('Suspended until');
  await recordAlerts(p);
  await entry.getByRole('button', { name: S.appeal, exact: true }).click();
  await entry.getByRole('textbox', { name: S.appealLabel }).fill(`The tickets were real ${tag}`);
  await expectNoSeriousViolations(p, 'standing with the appeal form open');
  await entry.getByRole('button', { name: S.sendAppeal }).click();
  await expectAlertShown(p, S.appealSent);
  await expect(entry).toContainText(S.status.open);
  await expect(entry.getByRole('button', { name: S.appeal, exact: true })).toHaveCount(0);

  // The moderator finds it beside the reports and reverses it.
  const m = moderator.page;
  await m.goto(siteUrl('ou', '/moderation'));
  await expect(m.getByRole('heading', { name: S.appealsHeading })).toBeVisible();
  const appeal = m
    .getByRole('article', { name: new RegExp(`^${S.appealFrom} Sam`) })
    .filter({ hasText: tag });
  await expect(appeal).toContainText(`The tickets were real ${tag}`);
  await expect(appeal).toContainText(reason);
  await expectNoSeriousViolations(m, 'the queue with an appeal');
  await recordAlerts(m);
  await appeal.getByRole('button', { name: S.reverse }).click();
  await expectAlertShown(m, S.answered.reversed);
  await expect(appeal).toHaveCount(0);

  // The member is told, their standing says so, and they can post again.
  await p.goto(siteUrl('ou', '/notifications'));
  await expect(p.getByText(S.reversedNotice(S.kinds.suspension))).toBeVisible();
  await p.goto(siteUrl('ou', '/settings/standing'));
  await expect(
    p.getByRole('list', { name: S.pageTitle }).getByRole('article').filter({ hasText: reason }),
  ).toContainText(S.status.reversed);
  expect((await apiInPage(member.page, 'POST', '/api/posts', again)).status).toBe(201);
  // The reporter was told the outcome of their report, as before.
  await reporter.page.goto(siteUrl('ou', '/notifications'));
  await expect(reporter.page.getByText(MODERATION_MESSAGES.resolvedActioned)).toBeVisible();
});
