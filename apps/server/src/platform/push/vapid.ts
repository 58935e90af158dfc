import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';
import type { Config } from '../../config';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** mailto: or https: contact for the push services. */
  subject: string;
}

/**
 * The server's VAPID key pair, which push services check every push against: VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when set (several instances must share one pair), otherwise one generated once
 * and kept in DATA_DIR/vapid.json, so subscriptions survive restarts.
 */
export function resolveVapidKeys(config: Config): VapidKeys {
  const subject = config.VAPID_SUBJECT ?? `mailto:${config.SUPPORT_EMAIL}`;
  if (config.VAPID_PUBLIC_KEY && config.VAPID_PRIVATE_KEY)
    return { publicKey: config.VAPID_PUBLIC_KEY, privateKey: config.VAPID_PRIVATE_KEY, subject };
  const file = path.join(config.DATA_DIR, 'vapid.json');
  const read = () => {
    const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey: string; privateKey: string };
    return { publicKey: stored.publicKey, privateKey: stored.privateKey, subject };
  };
  if (fs.existsSync(file)) return read();
  fs.mkdirSync(config.DATA_DIR, { recursive: true });
  const keys = webpush.generateVAPIDKeys();
  // Instances sharing DATA_DIR (npm run cluster) may start together: the pair is written whole to a
  // file of its own and linked into place, which fails if another got there first; then theirs counts.
  const draft = `${file}.${process.pid}.${Date.now()}`;
  fs.writeFileSync(draft, JSON.stringify(keys), { mode: 0o600 });
  try {
    fs.linkSync(draft, file);
    return { ...keys, subject };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return read();
  } finally {
    fs.rmSync(draft, { force: true });
  }
}
