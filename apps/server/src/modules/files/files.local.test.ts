// The local disk behind /files/{key}: whatever is on disk (a restore, an operator's hand), a link
// that leads out of the files folder is never followed, to a file or through a folder.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLocalStorage } from '../../platform/storage/storage';
import { fileRoutes } from './files.routes';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'campus-files-local-'));
const root = path.join(tmp, 'files');
const outside = path.join(tmp, 'outside');
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let app: FastifyInstance;
const serve = async (storageRoot: string) => {
  const server = Fastify();
  await server.register(fileRoutes, { storage: createLocalStorage(storageRoot) });
  return server;
};

beforeAll(async () => {
  fs.mkdirSync(path.join(root, 'images', 'posts'), { recursive: true });
  fs.mkdirSync(path.join(outside, 'photos'), { recursive: true });
  fs.writeFileSync(path.join(root, 'images', 'posts', 'inside.png'), png);
  fs.writeFileSync(path.join(outside, 'outside-datadir.png'), png);
  fs.writeFileSync(path.join(outside, 'photos', 'photo.png'), png);
  fs.symlinkSync(path.join(outside, 'outside-datadir.png'), path.join(root, 'images', 'outside-datadir.png'));
  fs.symlinkSync(path.join(outside, 'photos'), path.join(root, 'images', 'linked'));
  app = await serve(root);
});
afterAll(async () => {
  await app.close();
  fs.rmSync(tmp, { recursive: true, force: true });
});

describe('GET /files/{key} on the local disk', () => {
  it('serves a file in its folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/images/posts/inside.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('answers 404 for a file that is a link to a file outside its folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/images/outside-datadir.png' });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.includes(png)).toBe(false);
    const ranged = await app.inject({
      method: 'GET',
      url: '/files/images/outside-datadir.png',
      headers: { range: 'bytes=0-3' },
    });
    expect(ranged.statusCode).toBe(404);
  });

  it('answers 404 for a file reached through a folder that is a link out of its folder', async () => {
    const res = await app.inject({ method: 'GET', url: '/files/images/linked/photo.png' });
    expect(res.statusCode).toBe(404);
    expect(res.rawPayload.includes(png)).toBe(false);
  });

  it('still serves its files when the files folder itself is a link (to another disk)', async () => {
    const alias = path.join(tmp, 'files-alias');
    fs.symlinkSync(root, alias);
    const aliased = await serve(alias);
    try {
      const res = await aliased.inject({ method: 'GET', url: '/files/images/posts/inside.png' });
      expect(res.statusCode).toBe(200);
      expect(
        (await aliased.inject({ method: 'GET', url: '/files/images/outside-datadir.png' })).statusCode,
      ).toBe(404);
    } finally {
      await aliased.close();
    }
  });
});
