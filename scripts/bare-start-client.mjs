// The bare-start check's HTTP client (scripts/bare-start.mjs): plain node:http, as the clone's own
// packages are not this script's.
import http from 'node:http';

/** One HTTP request to the server under test, on a site (`localhost` is the hub), with a cookie jar. */
export function request(port, site, method, urlPath, { json, body, contentType, jar } = {}) {
  const host = site === 'localhost' ? `localhost:${port}` : `${site}.localhost:${port}`;
  const payload = json === undefined ? body : Buffer.from(JSON.stringify(json));
  const headers = { host, origin: `http://${host}` };
  if (payload) {
    headers['content-type'] = json === undefined ? contentType : 'application/json';
    headers['content-length'] = String(payload.length);
  }
  if (jar?.size) headers.cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers }, (res) => {
      const chunks = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        for (const cookie of res.headers['set-cookie'] ?? []) {
          const [pair] = cookie.split(';');
          const eq = pair.indexOf('=');
          jar?.set(pair.slice(0, eq).trim(), pair.slice(eq + 1));
        }
        const text = Buffer.concat(chunks).toString();
        let parsed = null;
        try {
          parsed = JSON.parse(text);
        } catch {
          // A page, not JSON.
        }
        resolve({ status: res.statusCode, text, json: parsed });
      });
    });
    req.on('error', reject);
    req.setTimeout(120_000, () => req.destroy(new Error(`${method} ${urlPath} took over 2 minutes`)));
    req.end(payload);
  });
}

/** A multipart form body of one file part named `file`. */
export function multipart(filename, type, data) {
  const boundary = '----bare-start-boundary';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}
