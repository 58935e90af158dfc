// What the campus administration tests share: a campus to add, and a logo upload as a browser sends it.

import { nextIp } from './accounts-helpers';
import type { CookieJar } from './cookies';
import { hostOf, type TestContext } from './test-app';

/** Rice University, as an administrator fills the form. */
export { rice } from '@campus/domain/test-support';

/** PUT a logo as a multipart form with one part named `file`. */
export function putCampusLogo(t: TestContext, id: string, data: Buffer, type: string, jar: CookieJar) {
  const boundary = '----campus-logo-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="logo"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.request('ou', {
    method: 'PUT',
    url: `/api/admin/campuses/${id}/logo`,
    payload,
    remoteAddress: nextIp(),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      cookie: jar.header,
      origin: `http://${hostOf('ou', t.config)}`,
    },
  });
}
