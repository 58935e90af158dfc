// A local push service for tests: an HTTP server that records every push it receives, and a browser
// side (a P-256 key pair and an auth secret) that decrypts them as a browser would: aes128gcm
// (RFC 8188) with the Web Push key derivation of RFC 8291, written here with node:crypto so the test
// does not trust the sending library to check itself.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PUSH_TYPE_IDS, type PushType } from '@campus/domain';

export interface ReceivedPush {
  path: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface PushEndpointServer {
  /** The endpoint URL of a subscription at this server. */
  url(path: string): string;
  received: ReceivedPush[];
  /** The status to answer on a path (default 201). */
  answer(path: string, status: number): void;
  /** Holds answers until `release()` (to show an action does not wait for its pushes). */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

export async function startPushEndpoint(): Promise<PushEndpointServer> {
  const received: ReceivedPush[] = [];
  const statuses = new Map<string, number>();
  let held: (() => void)[] | null = null;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '/';
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks) });
      const reply = () => res.writeHead(statuses.get(path) ?? 201).end();
      if (held) held.push(reply);
      else reply();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    received,
    answer: (path, status) => statuses.set(path, status),
    hold: () => {
      held = [];
    },
    release: () => {
      for (const reply of held ?? []) reply();
      held = null;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();
const info = (label: string) => Buffer.concat([Buffer.from(`Content-Encoding: ${label}`), Buffer.from([0])]);

/** A browser's side of a subscription: what it sends the server, and how it reads a push. */
export function browserSubscription(endpoint: string) {
  const ecdh = crypto.createECDH('prime256v1');
  const uaPublic = ecdh.generateKeys();
  const authSecret = crypto.randomBytes(16);
  const body = {
    endpoint,
    expirationTime: null,
    keys: { p256dh: uaPublic.toString('base64url'), auth: authSecret.toString('base64url') },
  };

  /** Decrypts an aes128gcm push body (one record) into its text. */
  function decrypt(payload: Buffer): string {
    const salt = payload.subarray(0, 16);
    const recordSize = payload.readUInt32BE(16);
    const idLength = payload[20]!;
    const asPublic = payload.subarray(21, 21 + idLength);
    const ciphertext = payload.subarray(21 + idLength);
    if (ciphertext.length > recordSize) throw new Error('more than one record');
    const ecdhSecret = ecdh.computeSecret(asPublic);
    // RFC 8291 §3.4: IKM from the ECDH secret, keyed by the auth secret, bound to both public keys.
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info'), Buffer.from([0]), uaPublic, asPublic]);
    const ikm = hmac(hmac(authSecret, ecdhSecret), Buffer.concat([keyInfo, Buffer.from([1])]));
    // RFC 8188 §2.2/2.3: content encryption key and nonce from the salt.
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.concat([info('aes128gcm'), Buffer.from([1])])).subarray(0, 16);
    const nonce = hmac(prk, Buffer.concat([info('nonce'), Buffer.from([1])])).subarray(0, 12);
    const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([
      decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
      decipher.final(),
    ]);
    // The last record ends with the delimiter 0x02 followed by zero padding.
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end--;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }

  return { body, decrypt };
}

/**
 * Checks a push's VAPID Authorization header (RFC 8292): `vapid t=<JWT>, k=<public key>`, the JWT
 * signed ES256 by that key for the endpoint's origin. Returns its claims.
 */
export function verifyVapid(header: string | undefined, expectedPublicKey: string) {
  const match = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(header ?? '');
  if (!match) throw new Error(`not a VAPID header: ${header}`);
  const [, jwt, key] = match as unknown as [string, string, string];
  if (key !== expectedPublicKey) throw new Error('another public key');
  const [head, claims, signature] = jwt.split('.') as [string, string, string];
  const raw = Buffer.from(key, 'base64url');
  const publicKey = crypto.createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const ok = crypto.verify(
    'sha256',
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: 'ieee-p1363' },
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad VAPID signature');
  return JSON.parse(Buffer.from(claims, 'base64url').toString()) as { aud: string; exp: number; sub: string };
}

/** Every push switch set to `on` (the settings' shape, whatever types there are). */
export const allPushTypes = (on: boolean) =>
  Object.fromEntries(PUSH_TYPE_IDS.map((id) => [id, on])) as Record<PushType, boolean>;
