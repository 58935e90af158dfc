import { campusTopic, type RealtimeEvent } from '@campus/domain';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { nextIp } from '../../test/accounts-helpers';
import { createPost, doc, poster } from '../../test/posts-helpers';
import { createTestContext, hostOf, type TestContext } from '../../test/test-app';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

describe('posts → realtime', () => {
  it('announces a new top-level post and its deletion on the campus topic, not comments', async () => {
    const seen: RealtimeEvent[] = [];
    const stop = t.bus.subscribe(campusTopic('ou'), (e) => seen.push(e));
    const author = await poster(t);
    expect(seen).toEqual([
      expect.objectContaining({ type: 'post.created', payload: { postId: author.newUserPostId } }),
    ]);
    const before = seen.length;
    const created = await createPost(t, author.jar, { text: doc('Bike for sale') });
    await vi.waitFor(() => expect(seen.slice(before)).toHaveLength(1));
    expect(seen.at(-1)).toMatchObject({ type: 'post.created', payload: { postId: created.id } });

    const comment = await t.request('ou', {
      method: 'POST',
      url: `/api/posts/${created.id}/comments`,
      payload: { text: doc('Still there?'), uploadIds: [] },
      remoteAddress: nextIp(),
      headers: { origin: `http://${hostOf('ou', t.config)}`, cookie: author.jar.header },
    });
    expect(comment.statusCode, comment.body).toBe(201);
    const removed = await t.request('ou', {
      method: 'DELETE',
      url: `/api/posts/${created.id}`,
      headers: { origin: `http://${hostOf('ou', t.config)}`, cookie: author.jar.header },
    });
    expect(removed.statusCode, removed.body).toBe(204);
    await vi.waitFor(() => expect(seen.slice(before)).toHaveLength(2));
    expect(seen.at(-1)).toMatchObject({ type: 'post.deleted', payload: { postId: created.id } });
    stop();
  });

  it('reaches a signed-in member over /api/ws of the real app', async () => {
    const author = await poster(t, 'Ann Author');
    const reader = await poster(t, 'Rey Reader');
    const frames: unknown[] = [];
    const host = hostOf('ou', t.config);
    const socket = await t.app.injectWS(
      '/api/ws',
      {
        headers: { host, origin: `http://${host}`, cookie: reader.jar.header },
        // The injected request has no socket: give it the client address the geo gate reads.
        socket: { remoteAddress: nextIp() } as never,
      },
      {
        onInit: (ws: { on(e: 'message', l: (d: Buffer) => void): void }) =>
          ws.on('message', (d) => frames.push(JSON.parse(String(d)))),
      },
    );
    await vi.waitFor(() => expect(frames[0]).toMatchObject({ type: 'ready' }));
    const created = await createPost(t, author.jar, { text: doc('Lamp') });
    await vi.waitFor(() =>
      expect(frames).toContainEqual(
        expect.objectContaining({ type: 'post.created', payload: { postId: created.id } }),
      ),
    );
    socket.terminate();
  });
});
