import type { CookieJar } from './cookies';
import { postFile } from './multipart';
import type { TestContext } from './test-app';

/** Sends `data` to POST /api/me/photo on OU as the one file of a multipart form, signed in as `jar`. */
export function uploadProfilePhoto(
  t: TestContext,
  jar: Pick<CookieJar, 'header'>,
  data: Buffer,
  filename: string,
  type = 'image/jpeg',
) {
  return postFile(t, jar, '/api/me/photo', { data, filename, type });
}
