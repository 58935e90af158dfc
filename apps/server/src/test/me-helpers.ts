import { nextIp } from './accounts-helpers';
import type { CookieJar } from './cookies';
import { hostOf, type TestContext } from './test-app';

/** Sends `data` to POST /api/me/photo on OU as the one file of a multipart form, signed in as `jar`. */
export function uploadProfilePhoto(
  t: TestContext,
  jar: Pick<CookieJar, 'header'>,
  data: Buffer,
  filename: string,
  type = 'image/jpeg',
) {
  const boundary = '----campus-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request('ou', {
    method: 'POST',
    url: '/api/me/photo',
    payload,
    remoteAddress: nextIp(),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: jar.header,
      origin: `http://${hostOf('ou', t.config)}`,
    },
  });
}
