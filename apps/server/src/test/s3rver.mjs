// s3rver with a store that reads its own writes. s3rver 3.7.1 answers a PUT once the bytes have passed
// through its hash, before the file holding them is written, so a GET right after (a new profile
// photo read back) can still get the old object. S3 itself answers after the write. Here the bytes go
// to a temporary file renamed over the object before the answer, which also spares a reader a half
// written file. Plain JavaScript so that scripts/cluster.mjs runs it without a build.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import S3rver from 's3rver';

/** @param {ConstructorParameters<typeof S3rver>[0]} options */
export function createS3rver(options) {
  const server = new S3rver(options);
  const store = server.store;
  store.putObject = async function putObject(object) {
    const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
    await fs.promises.mkdir(path.dirname(objectPath), { recursive: true });
    const partial = `${objectPath}.${crypto.randomUUID()}.partial`;
    const md5 = crypto.createHash('md5');
    let size = 0;
    try {
      const body = Buffer.isBuffer(object.content) ? [object.content] : object.content;
      await pipeline(
        body,
        new Transform({
          transform(chunk, _encoding, callback) {
            md5.update(chunk);
            size += chunk.length;
            callback(null, chunk);
          },
        }),
        fs.createWriteStream(partial),
      );
      await fs.promises.rename(partial, objectPath);
    } catch (err) {
      await fs.promises.rm(partial, { force: true });
      throw err;
    }
    const digest = md5.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, digest);
    return { size, md5: digest };
  };
  return server;
}
