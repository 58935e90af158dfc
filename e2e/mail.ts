import type { APIRequestContext } from '@playwright/test';
import { siteUrl } from './fixtures';

interface DevMail {
  subject: string;
  html: string;
}

const decode = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&#(\d+);/g, (_m, c) => String.fromCharCode(Number(c)));

/**
 * Where the dev inbox answers: the server under test, or behind the cluster's proxy (which the inbox
 * refuses: it serves direct loopback requests only) each instance in turn, past one that restarts.
 */
const inboxOrigins = process.env.E2E_DEV_INBOX_PORTS
  ? process.env.E2E_DEV_INBOX_PORTS.split(',').map((port) => `http://localhost:${port}`)
  : [siteUrl('hub', '').replace(/\/$/, '')];

/**
 * Waits for the newest mail to `to` in the dev inbox (optionally one whose subject matches), of the
 * server under test unless `origins` names others.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  subject?: RegExp,
  origins = inboxOrigins,
): Promise<DevMail> {
  for (let i = 0; i < 50; i++) {
    const origin = origins[i % origins.length];
    const res = await request.get(`${origin}/api/dev/mail?to=${encodeURIComponent(to)}`).catch(() => null);
    if (res?.ok()) {
      const { messages } = (await res.json()) as { messages: DevMail[] };
      const found = messages.find((m) => !subject || subject.test(m.subject));
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`no mail to ${to}`);
}

/** The verification code in the newest code mail to `to` (in the inbox at `origins`, if given). */
export async function codeFor(request: APIRequestContext, to: string, origins?: string[]): Promise<string> {
  const mail = await waitForMail(request, to, /is your .* verification code/, origins);
  return mail.subject.slice(0, 4);
}

/** The first link in a mail whose address contains `path`. */
export function linkIn(mail: DevMail, path: string): string {
  const href = [...mail.html.matchAll(/href="([^"]+)"/g)]
    .map((m) => decode(m[1]!))
    .find((h) => h.includes(path));
  if (!href) throw new Error(`no ${path} link in "${mail.subject}"`);
  return href;
}

/** A fresh address per test and project. */
export function uniqueEmail(prefix: string, project: string): string {
  return `${prefix}.${project}.${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@example.com`;
}
