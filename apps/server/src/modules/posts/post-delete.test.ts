import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage, type FileStorage } from '../../platform/storage/storage';
import { memberOf, post } from '../../test/accounts-helpers';
import { createPost, doc, gpsJpeg, poster, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { findUserById } from '../accounts/accounts.repository';
import { deletePost } from './post-delete.service';

let t: TestContext;
let storage: FileStorage;
beforeAll(async () => {
  t = await createTestContext();
  storage = createLocalStorage(path.join(t.config.DATA_DIR, 'files'));
});

const get = (url: string, cookie = '') => t.request('ou', { method: 'GET', url, headers: { cookie } });

/** A post with a photo, and a comment with a photo under it; the author's row for the service. */
async function postWithPhotoThread() {
  const author = await poster(t);
  const other = await memberOf(t);
  const photo = (await uploadFile(t, author.jar, await gpsJpeg(40, 40))).json().id;
  const root = await createPost(t, author.jar, { text: doc('Lamp'), uploadIds: [photo] });
  const replyPhoto = (await uploadFile(t, other.jar, await gpsJpeg(30, 30))).json().id;
  const comment = await post(
    t,
    'ou',
    `/api/posts/${root.id}/comments`,
    { text: doc('Still there?'), uploadIds: [replyPhoto] },
    other.jar,
  );
  expect(comment.statusCode).toBe(201);
  const user = (await findUserById(t.db, author.user.id))!;
  const urls: string[] = [root.media[0].url, comment.json().media[0].url];
  return { root, user, urls, cookie: author.jar.header };
}

const rowsOf = async (rootId: string) =>
  (await t.pool.query('select count(*)::int as n from posts where id = $1 or root_post_id = $1', [rootId]))
    .rows[0].n;

describe('deleting a post (community §4: images, then the comment tree, then the post)', () => {
  it("answers 'Couldn't delete post images' and keeps the post when its files cannot be deleted", async () => {
    const { root, user, urls, cookie } = await postWithPhotoThread();
    const broken: FileStorage = {
      ...storage,
      delete: async () => {
        throw new Error('disk unavailable');
      },
    };
    const failed = deletePost({ db: t.db, storage: broken, bus: t.bus }, user, 'ou', root.id);
    await expect(failed).rejects.toMatchObject({
      statusCode: 500,
      code: 'image_delete_failed',
      message: "Couldn't delete post images",
    });
    expect(await rowsOf(root.id)).toBe(2);
    expect((await get(`/api/posts/${root.id}`, cookie)).json().comments).toHaveLength(1);
    for (const url of urls) expect((await get(url)).statusCode).toBe(200);
  });

  it('deletes every file of the thread before any row, then the rows', async () => {
    const { root, user, urls } = await postWithPhotoThread();
    const rowsWhenDeleting: number[] = [];
    const watching: FileStorage = {
      ...storage,
      delete: async (key) => {
        rowsWhenDeleting.push(await rowsOf(root.id));
        await storage.delete(key);
      },
    };
    await deletePost({ db: t.db, storage: watching, bus: t.bus }, user, 'ou', root.id);
    // Two media records, each a file and its variants; all deleted while both rows still stood.
    expect(rowsWhenDeleting.length).toBeGreaterThanOrEqual(2);
    expect(new Set(rowsWhenDeleting)).toEqual(new Set([2]));
    expect(await rowsOf(root.id)).toBe(0);
    for (const url of urls) expect((await get(url)).statusCode).toBe(404);
  });
});
