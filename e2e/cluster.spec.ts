// What only the cluster has (playwright.cluster.config.ts): a file written through one instance and
// served by the others from the S3-compatible server, and a rolling restart of every instance in
// the middle of a conversation, which loses no acknowledged message and keeps the other side live.
// With the streaming replica (CLUSTER_REPLICA=1, the default of playwright.cluster.config.ts), the
// instances' reads go to it; every journey then runs with reads on the replica.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { apiInPage, expect, siteUrl, test } from './fixtures';
import { doc, member, PHOTO } from './members';
import { E2E_PORT } from './playwright.config';

const dataDir = path.join(import.meta.dirname, '..', 'data', `e2e-${E2E_PORT}`);
interface ClusterState {
  s3: { endpoint: string; bucket: string };
  replica: { port: number } | null;
  instances: { name: string; port: number; pid: number | null }[];
}
const clusterState = (): ClusterState =>
  JSON.parse(fs.readFileSync(path.join(dataDir, 'cluster.json'), 'utf8')) as ClusterState;

/** A request straight to one instance (bypassing the proxy), as a page of `site` would send it. */
function direct(
  url: string,
  opts: { method?: string; cookie?: string; body?: Buffer; type?: string; site?: string } = {},
): Promise<{ status: number; body: Buffer }> {
  const host = `${opts.site ?? 'ou'}.localhost:${E2E_PORT}`;
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: opts.method ?? 'GET',
      headers: {
        host,
        origin: `http://${host}`,
        ...(opts.cookie ? { cookie: opts.cookie } : {}),
        ...(opts.type ? { 'content-type': opts.type } : {}),
        ...(opts.body ? { 'content-length': String(opts.body.length) } : {}),
      },
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(opts.body);
  });
}

function multipart(file: Buffer, name: string): { body: Buffer; type: string } {
  const boundary = '----campus-cluster';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, type: `multipart/form-data; boundary=${boundary}` };
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

test(
  'a photo uploaded through one instance is served by the other two, from the S3-compatible server',
  { tag: '@instances' },
  async ({ browser, request }, info) => {
    const una = await member(browser, request, 'Una Uploader', info.project.name);
    const cookie = (await una.page.context().cookies(siteUrl('ou')))
      .map((c) => `${c.name}=${c.value}`)
      .join('; ');
    const [first, second, third] = clusterState().instances;
    const photo = fs.readFileSync(PHOTO);

    const upload = await direct(`http://localhost:${first!.port}/api/uploads`, {
      method: 'POST',
      cookie,
      ...multipart(photo, 'lamp.jpg'),
    });
    expect(upload.status, String(upload.body)).toBe(201);
    const created = await direct(`http://localhost:${second!.port}/api/posts`, {
      method: 'POST',
      cookie,
      type: 'application/json',
      body: Buffer.from(
        JSON.stringify({
          text: doc('Lamp, photo through one instance'),
          uploadIds: [JSON.parse(String(upload.body)).id],
        }),
      ),
    });
    expect(created.status, String(created.body)).toBe(201);
    const url: string = JSON.parse(String(created.body)).media[0].url;
    const key = url.replace(/^\/files\//, '').replace(/\?.*$/, '');

    const fromThird = await direct(`http://localhost:${third!.port}${url}`);
    expect(fromThird.status).toBe(200);
    expect(fromThird.body.length).toBeGreaterThan(50);
    expect((await direct(`http://localhost:${first!.port}${url}`)).body).toEqual(fromThird.body);
    // The bytes are the bucket's: the S3-compatible server holds the object; no instance wrote a file.
    const { s3 } = clusterState();
    const object = await request.get(`${s3.endpoint}/${s3.bucket}/${key}`);
    expect(object.status()).toBe(200);
    expect(Buffer.from(await object.body())).toEqual(fromThird.body);
    expect(fs.existsSync(path.join(dataDir, 'files'))).toBe(false);

    // And a browser, through the proxy, shows it.
    await una.page.goto(siteUrl('ou', `/post/${JSON.parse(String(created.body)).id}`));
    const image = una.page.getByRole('img', { name: 'Lamp, photo through one instance' }).first();
    await expect(image).toBeVisible();
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  },
);

test('with CLUSTER_REPLICA, the instances read from the streaming replica beside the primary', {
  tag: '@instances',
}, async () => {
  const { replica, instances } = clusterState();
  test.skip(!replica, 'the cluster runs without a replica');
  const name = `127.0.0.1:${replica!.port}/campus`;
  // Any instance will do (another test may be restarting one): a guest's campus card is a replica read.
  await expect
    .poll(async () => {
      for (const { port } of instances) {
        try {
          if ((await direct(`http://127.0.0.1:${port}/api/campus`)).status !== 200) continue;
          const metrics = String((await direct(`http://127.0.0.1:${port}/api/metrics`)).body);
          const reads = new RegExp(`^db_reads_total\\{database="${name}"\\} ([0-9]+)`, 'm').exec(metrics);
          const inUse = metrics.includes(`db_replica_in_use{replica="${name}"} 1`);
          if (inUse && Number(reads?.[1] ?? 0) > 0) return true;
        } catch {}
      }
      return false;
    })
    .toBe(true);
});

test(
  'a rolling restart of all three instances mid-conversation loses no acknowledged message, and the reader stays live',
  { tag: '@instances' },
  async ({ browser, request }, info) => {
    // Three drains and starts: on a busy two-core machine one start alone has taken over a minute.
    test.setTimeout(360_000);
    const ann = await member(browser, request, 'Ann Roller', info.project.name);
    const bob = await member(browser, request, 'Bob Reader', info.project.name);
    const chat = (
      await apiInPage<{ chat: { id: string } }>(ann.page, 'POST', '/api/chats', { userId: bob.id })
    ).json.chat;
    // A chat reaches the other member with its first message.
    expect(
      (
        await apiInPage(ann.page, 'POST', `/api/chats/${chat.id}/messages`, {
          text: doc('Is the lamp still there?'),
        })
      ).status,
    ).toBe(201);
    await bob.page.goto(siteUrl('ou', `/messages/${chat.id}`));
    const conversation = bob.page.getByRole('region', { name: 'Messages with Ann R.' });
    await expect(conversation).toBeVisible();

    // Ann writes through the proxy every 1.1 s (under the 60-a-minute rate however fast a send is
    // answered: at 700 ms, faster sends went past it and were refused with 429) while each instance in
    // turn gets SIGTERM, drains, stops and is started again by the cluster.
    const sent: { text: string; status: number }[] = [];
    let restarting = true;
    const writer = (async () => {
      for (let i = 1; restarting; i++) {
        const text = `Still there? #${i}`;
        const res = await apiInPage(ann.page, 'POST', `/api/chats/${chat.id}/messages`, {
          text: doc(text),
        }).catch(() => ({ status: 0 }));
        sent.push({ text, status: res.status });
        await sleep(1100);
      }
    })();
    for (const instance of clusterState().instances) {
      await sleep(1500);
      process.kill(instance.pid!, 'SIGTERM');
      await expect
        .poll(
          async () => {
            const now = clusterState().instances.find((i) => i.name === instance.name)!;
            if (!now.pid || now.pid === instance.pid) return false;
            return (
              await direct(`http://localhost:${now.port}/api/health/ready`).catch(() => ({ status: 0 }))
            ).status;
          },
          { timeout: 100_000, intervals: [250] },
        )
        .toBe(200);
      // HAProxy takes it back after two passing checks, a second apart.
      await sleep(2500);
    }
    restarting = false;
    await writer;

    const acknowledged = sent.filter((s) => s.status === 201).map((s) => s.text);
    expect(sent.length).toBeGreaterThan(10);
    // The proxy sent every write to a live instance: none was refused while one drained.
    expect(sent.filter((s) => s.status !== 201)).toEqual([]);

    // Bob's socket was closed (1012) by the restart of its instance; he reconnected and is live.
    const last = 'Back to normal after the restart';
    expect(
      (await apiInPage(ann.page, 'POST', `/api/chats/${chat.id}/messages`, { text: doc(last) })).status,
    ).toBe(201);
    await expect(conversation.getByText(last)).toBeVisible({ timeout: 15_000 });
    await expect(conversation.getByText(acknowledged.at(-1)!, { exact: true })).toBeVisible();

    // Every acknowledged message is stored.
    const stored = new Set<string>();
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
      const page = await apiInPage<{ messages: { plainText: string }[]; nextCursor: string | null }>(
        bob.page,
        'GET',
        `/api/chats/${chat.id}/messages${query}`,
      );
      for (const m of page.json.messages) stored.add(m.plainText);
      cursor = page.json.nextCursor;
    } while (cursor);
    expect(acknowledged.filter((text) => !stored.has(text))).toEqual([]);
  },
);
