import { nextIp } from './accounts-helpers';
import type { CookieJar } from './cookies';
import { hostOf, type TestContext } from './test-app';

/** Who sends it: the cookies of a signed-in person. */
type SignedIn = Pick<CookieJar, 'header'>;

/** One file to send as the only part of a multipart form. */
export interface FilePart {
  data: Buffer;
  filename: string;
  type: string;
}

/** A multipart body holding `file` as its one field named "file", with its boundary. */
function multipartBody(file: FilePart, boundary = '----campus-test-boundary') {
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`,
    ),
    file.data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, contentType: `multipart/form-data; boundary=${boundary}` };
}

/** POSTs `file` as a multipart form to `url` on `site`, signed in as `jar`, from a fresh address. */
export function postFile(t: TestContext, jar: SignedIn, url: string, file: FilePart, site = 'ou') {
  const { payload, contentType } = multipartBody(file);
  return t.request(site, {
    method: 'POST',
    url,
    payload,
    remoteAddress: nextIp(),
    headers: { 'content-type': contentType, cookie: jar.header, origin: `http://${hostOf(site, t.config)}` },
  });
}
