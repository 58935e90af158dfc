// The smaller media and listing rules (community §4, §5, §9; accounts-and-money §4.4, §9): the media box, video
// controls under 767 px, the post placeholder, the mobile composers' wait, chat's one photo, the
// campus widget's member count, and the way back to /checkout after a phone update.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { makeClip } from './ffmpeg';
import { apiInPage, expect, siteUrl, test, watchConsole } from './fixtures';
import { doc, PHOTO } from './members';

/** A one-second MP4 made with ffmpeg. */
function makeMp4(): Buffer {
  return makeClip('clip.mp4', [
    ...['-f', 'lavfi', '-i', 'testsrc=duration=1:size=320x240:rate=15'],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-f', 'mp4'],
  ]);
}

/** Uploads a file through the page (its session) and answers the upload id. */
async function upload(page: Page, data: Buffer, name: string, type: string): Promise<string> {
  const res = await page.evaluate(
    async ({ b64, name, type }) => {
      const bytes = Uint8Array.from(atob(b64), (c) => c.charCodeAt(0));
      const form = new FormData();
      form.append('file', new Blob([bytes], { type }), name);
      const r = await fetch('/api/uploads', { method: 'POST', body: form });
      return { status: r.status, body: await r.json() };
    },
    { b64: data.toString('base64'), name, type },
  );
  expect(res.status).toBe(201);
  return res.body.id;
}

test('the media box, video controls and the post placeholder follow community §9', async ({
  isPhone,
  newMember,
}) => {
  const { page } = await newMember('Mia Media');
  const errors = watchConsole(page);
  const uploadIds = [
    await upload(page, fs.readFileSync(PHOTO), 'desk.jpg', 'image/jpeg'),
    await upload(page, makeMp4(), 'clip.mp4', 'video/mp4'),
  ];
  const text = `Desk and clip ${Date.now().toString(36)}`;
  const created = await apiInPage<{ id: string }>(page, 'POST', '/api/posts', { text: doc(text), uploadIds });
  expect(created.status).toBe(201);
  const id = created.json.id;

  // While the post loads, its placeholder is at least 200 px high. A post opened from the feed loads
  // it (a post page opened by its address has the post in its HTML: nothing to wait for).
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/api/posts/${id}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(siteUrl('ou', '/home'));
  await page.getByRole('article').filter({ hasText: text }).getByRole('link', { name: 'Comment' }).click();
  const placeholder = page.getByRole('status').filter({ hasText: 'Loading the post' });
  await expect(placeholder).toBeAttached();
  expect(
    (await placeholder.locator('[aria-hidden="true"]').first().boundingBox())?.height,
  ).toBeGreaterThanOrEqual(200);
  release();

  // The post's media box: 350 px high, 400 on wide screens, never wider than 500.
  // Its alt text is the post's text start with its place.
  const photo = page.getByRole('img', { name: /\(photo 1 of 2\)$/ });
  await expect(photo).toBeVisible();
  expect(Math.round((await photo.boundingBox())!.height)).toBe(isPhone ? 350 : 400);
  const box = await photo.locator('..').boundingBox();
  expect(box!.width).toBeLessThanOrEqual(500);

  // Videos show the browser's controls under 767 px; wider, a Play / Pause button.
  const video = page.locator('article video').first();
  if (isPhone) {
    await expect(video).toHaveAttribute('controls', '');
    await expect(page.getByRole('button', { name: 'Play video' })).toHaveCount(0);
  } else {
    await expect(video).not.toHaveAttribute('controls');
    // The clip lasts a second: on loaded cores it ended (and the button said Play again) before the
    // check looked. Looping keeps it playing until paused.
    await video.evaluate((v: HTMLVideoElement) => {
      v.loop = true;
    });
    await page.getByRole('button', { name: 'Play video' }).click();
    await expect(page.getByRole('button', { name: 'Pause video' })).toBeVisible();
    await page.getByRole('button', { name: 'Pause video' }).click();
    await expect(page.getByRole('button', { name: 'Play video' })).toBeVisible();
  }
  expect(errors).toEqual([]);
});

test('a reply from the mobile comment page: a 200 px media box, then a 2.5 s spinner before the post', async ({
  isPhone,
  newMember,
}) => {
  test.skip(!isPhone, 'the mobile comment page');
  const { page } = await newMember('Ray Replier');
  const created = await apiInPage<{ id: string }>(page, 'POST', '/api/posts', {
    text: doc(`Lamp ${Date.now().toString(36)}`),
    uploadIds: [],
  });
  await page.goto(siteUrl('ou', `/create/comment/${created.json.id}`));
  await page.locator('[contenteditable="true"]').fill('Is it still there?');
  await page.locator('input[type="file"]').setInputFiles(PHOTO);
  const thumbs = page.getByRole('list', { name: 'Photos and videos' });
  await expect(thumbs.getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  expect(Math.round((await thumbs.getByRole('listitem').boundingBox())!.height)).toBe(200);

  await page.getByRole('button', { name: 'Send Reply' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Sending your reply' })).toBeAttached();
  const sentAt = Date.now();
  await expect(page).toHaveURL(siteUrl('ou', `/post/${created.json.id}`), { timeout: 10_000 });
  expect(Date.now() - sentAt).toBeGreaterThanOrEqual(2000);
  await expect(page.getByText('Your reply was sent')).toBeVisible();
});

test('chat takes one photo: the picker offers the same types as the check, shown 200 px high', async ({
  newMember,
}) => {
  const a = await newMember('Cara Chat');
  const b = await newMember('Dev Chat');
  await b.page.context().close();
  const started = await apiInPage<{ chat: { id: string } }>(a.page, 'POST', '/api/chats', { userId: b.id });
  await a.page.goto(siteUrl('ou', `/messages/${started.json.chat.id}`));
  const picker = a.page.locator('input[type="file"]');
  await expect(picker).toHaveAttribute('accept', 'image/jpeg,image/png,image/gif,image/webp');

  // A video is refused by the composer's check with the picker's words.
  await picker.setInputFiles({ name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('not really') });
  await expect(a.page.getByText('Only photos are allowed!')).toBeVisible();

  await picker.setInputFiles(PHOTO);
  const preview = a.page.getByRole('img', { name: 'photo.jpg' });
  await expect(preview).toBeVisible();
  expect(Math.round((await preview.boundingBox())!.height)).toBe(200);
  await a.page.getByRole('button', { name: 'Send' }).click();
  const sent = a.page.locator('img[src*="/images/messages/"]');
  await expect(sent).toBeVisible({ timeout: 15_000 });
  expect(Math.round((await sent.boundingBox())!.height)).toBe(200);
});

test("the campus widget shows the campus's member count", async ({ isPhone, newMember }) => {
  test.skip(isPhone, 'the widget column shows above 1170 px');
  const { page } = await newMember('Wes Widget');
  await page.goto(siteUrl('ou', '/home'));
  const widget = page.getByRole('complementary', { name: 'About this site' });
  await expect(widget.getByText(/^[\d,]+ verified members?$/)).toBeVisible();
});

test('a phone update that came from checkout returns to /checkout, which carries on with the boost', async ({
  newMember,
}) => {
  const { page } = await newMember('Pia Phone');
  const created = await apiInPage<{ id: string }>(page, 'POST', '/api/posts', {
    text: doc(`Bike ${Date.now().toString(36)}`),
    uploadIds: [],
  });
  const id = created.json.id;
  await page.goto(siteUrl('ou', `/settings/account/phone?from=checkout&post=${id}`));
  await page.getByLabel('Phone number').fill('+1 405 555 0134');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile Updated')).toBeVisible();
  await expect(page).toHaveURL(siteUrl('ou', `/post/${id}/boost`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
