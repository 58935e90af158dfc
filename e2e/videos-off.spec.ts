// A site whose server has no ffmpeg (the second server of playwright.config.ts): the composer says at
// once that videos can't be added and keeps the photo; the server refuses a video with the same words.
import { expect } from '@playwright/test';
import { siteUrl, test } from './fixtures';
import { joinAsMember, PHOTO } from './members';
import { NO_FFMPEG_PORT } from './playwright.config';

const VIDEOS_OFF = "Videos can't be added on this site yet. Photos can.";
const CLIP = { name: 'clip.mp4', mimeType: 'video/mp4', buffer: Buffer.from('a phone video') };

test('a video picked in the composer is refused with a plain sentence; a photo still posts', async ({
  page,
  request,
  isPhone,
}, info) => {
  await joinAsMember(page, request, 'Vera Video', info.project.name, 'ou', NO_FFMPEG_PORT);
  const text = `Bike lock ${Date.now().toString(36)}`;
  let composer = page.locator('body');
  if (isPhone) {
    await page.goto(siteUrl('ou', '/create/post', NO_FFMPEG_PORT));
  } else {
    await page.goto(siteUrl('ou', '/home', NO_FFMPEG_PORT));
    await page.getByRole('button', { name: 'Create Post' }).first().click();
    composer = page.getByRole('dialog', { name: 'Create Post' });
    await expect(composer).toBeVisible();
  }
  await composer.locator('[contenteditable="true"]').fill(text);
  const picker = composer.locator('input[type="file"]');
  await picker.setInputFiles(CLIP);
  await expect(page.getByText(VIDEOS_OFF)).toBeVisible();
  const thumbs = composer.getByRole('list', { name: 'Photos and videos' });
  await expect(thumbs.getByRole('listitem')).toHaveCount(0);

  await picker.setInputFiles(PHOTO);
  await expect(thumbs.getByRole('listitem')).toHaveCount(1);
  await expect(composer.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  await composer.getByRole('button', { name: isPhone ? 'Send Post' : 'Post', exact: true }).click();
  if (isPhone) await expect(page).toHaveURL(/\/home/, { timeout: 15_000 });
  await expect(page.getByText(/Your post was sent/)).toBeVisible();
  await page.goto(siteUrl('ou', '/home', NO_FFMPEG_PORT));
  const card = page.getByRole('article').filter({ hasText: text });
  await expect(card.getByRole('img')).toHaveCount(1);

  // The server refuses a video itself (a page that did not know, or an older tab), in the same words.
  const refused = await page.evaluate(async () => {
    const mp4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0]);
    const body = new Uint8Array([...mp4, ...new TextEncoder().encode('isomiso2'), 0, 0, 0, 8]);
    const form = new FormData();
    form.append('file', new Blob([body, new TextEncoder().encode('free'), new Uint8Array(64)]), 'c.mp4');
    const res = await fetch('/api/uploads', { method: 'POST', body: form });
    return { status: res.status, json: await res.json() };
  });
  expect(refused).toEqual({ status: 415, json: { error: { code: 'videos_off', message: VIDEOS_OFF } } });
});
