// What a chat message takes (community §5, domain chats/files.ts): one photo of the post types; a
// video, which posts take, is refused with 'Only photos are allowed!' as the composer refuses it.
import { beforeAll, describe, expect, it } from 'vitest';
import { memberOf, post } from '../../test/accounts-helpers';
import { doc, gpsJpeg, uploadFile } from '../../test/posts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { makeVideo } from '../../test/video-fixtures';

let t: TestContext;
let a: Awaited<ReturnType<typeof memberOf>>;
let chatId: string;

beforeAll(async () => {
  t = await createTestContext();
  a = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Fay Files' });
  const b = await memberOf(t, 'ou', 'ou.edu', { fullName: 'Gus Gets' });
  chatId = (await post(t, 'ou', '/api/chats', { userId: b.user.id }, a.jar)).json().chat.id;
});

const send = (body: Record<string, unknown>) => post(t, 'ou', `/api/chats/${chatId}/messages`, body, a.jar);

describe('files in a chat message', () => {
  it('takes one photo', async () => {
    const up = await uploadFile(t, a.jar, await gpsJpeg(), 'desk.jpg');
    expect(up.statusCode, up.body).toBe(201);
    const res = await send({ text: doc(''), uploadId: up.json().id });
    expect(res.statusCode, res.body).toBeLessThan(300);
    expect(JSON.stringify(res.json())).toContain('images/messages/');
  });

  it("refuses a video with 'Only photos are allowed!' and leaves it unsent", async () => {
    const up = await uploadFile(t, a.jar, makeVideo({ container: 'mp4' }), 'clip.mp4');
    expect(up.statusCode, up.body).toBe(201);
    expect(up.json().kind).toBe('video');
    const res = await send({ text: doc('a clip'), uploadId: up.json().id });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe('Only photos are allowed!');
    const { rows } = await t.pool.query('select count(*)::int as n from messages where chat_id = $1', [
      chatId,
    ]);
    expect(rows[0].n).toBe(1);
  });
});
