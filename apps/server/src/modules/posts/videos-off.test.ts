import { UPLOAD_ERROR_CODES, UPLOAD_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPost, doc, gpsJpeg, poster, tinyMp4, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

// A server on a machine without ffmpeg: it starts, takes photos, and refuses videos with a sentence.
let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ FFMPEG_PATH: '/nonexistent/bin/ffmpeg' });
});

describe('a server without ffmpeg', () => {
  it('says so up front in the campus answer', async () => {
    const res = await t.request('ou', { method: 'GET', url: '/api/campus' });
    expect(res.statusCode).toBe(200);
    expect(res.json().videos).toBe(false);
  });

  it('refuses a video with a clear 4xx and keeps nothing', async () => {
    const { jar, user } = await poster(t);
    const res = await uploadFile(t, jar, tinyMp4, 'clip.mp4');
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toEqual({
      code: UPLOAD_ERROR_CODES.videosOff,
      message: "Videos can't be added on this site yet. Photos can.",
    });
    expect(UPLOAD_MESSAGES.videosOff).toBe(res.json().error.message);
    const { rows } = await t.pool.query('select count(*)::int as n from uploads where user_id = $1', [
      user.id,
    ]);
    expect(rows[0].n).toBe(0);
  });

  it('still takes a photo and posts it', async () => {
    const { jar } = await poster(t, 'Pia Photo');
    const res = await uploadFile(t, jar, await gpsJpeg(400, 300));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().kind).toBe('image');
    const created = await createPost(t, jar, {
      text: doc('A lamp, barely used'),
      uploadIds: [res.json().id],
    });
    expect(created.media).toHaveLength(1);
    expect(created.media[0].kind).toBe('image');
  });
});

describe('a server with ffmpeg', () => {
  it('says videos are on', async () => {
    const withFfmpeg = await createTestContext();
    const res = await withFfmpeg.request('ou', { method: 'GET', url: '/api/campus' });
    expect(res.json().videos).toBe(true);
  });
});
