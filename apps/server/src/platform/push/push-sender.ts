// Sends one Web Push message (RFC 8030) to a browser's push service. `web-push` encrypts the payload
// for the subscription (aes128gcm, RFC 8291) and signs the VAPID header (RFC 8292); the request itself
// goes through fetch, with a time limit and no redirects, only to the allowed push service hosts.
import webpush from 'web-push';
import type { VapidKeys } from './vapid';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushSendOptions {
  /** Seconds the push service keeps the message for an offline device. */
  ttlSeconds: number;
  urgency: 'very-low' | 'low' | 'normal' | 'high';
  /** A message with the same topic replaces an undelivered one (32 URL-safe characters at most). */
  topic?: string;
}

/** The push service's answer: 201 delivered; 404/410 the subscription is gone; 0 no answer. */
export interface PushSendResult {
  status: number;
}

export interface PushSender {
  send(target: PushTarget, payload: string, options: PushSendOptions): Promise<PushSendResult>;
}

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Whether the server may POST to this endpoint: https on an allowed push service host (an entry
 * '.example.com' takes its subdomains), or plain http on a loopback host that is itself listed.
 * Members choose endpoints, so this keeps the server from being sent at anything else.
 */
export function isAllowedPushEndpoint(endpoint: string, allowedHosts: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = url.hostname.toLowerCase();
  if (url.username || url.password) return false;
  const listed = allowedHosts.some((entry) =>
    entry.startsWith('.') ? host.endsWith(entry) && host.length > entry.length : host === entry,
  );
  if (!listed) return false;
  return url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(host));
}

export function createPushSender(vapid: VapidKeys, opts: { timeoutMs?: number } = {}): PushSender {
  const timeoutMs = opts.timeoutMs ?? 10_000;
  return {
    async send(target, payload, options) {
      const details = webpush.generateRequestDetails(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        payload,
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds,
          urgency: options.urgency,
          topic: options.topic,
          contentEncoding: 'aes128gcm',
        },
      );
      // fetch sets Content-Length from the body itself.
      const headers = Object.fromEntries(
        Object.entries(details.headers)
          .filter(([k]) => k.toLowerCase() !== 'content-length')
          .map(([k, v]) => [k, String(v)]),
      );
      try {
        const res = await fetch(details.endpoint, {
          method: 'POST',
          headers,
          body: details.body ? new Uint8Array(details.body) : undefined,
          redirect: 'manual',
          signal: AbortSignal.timeout(timeoutMs),
        });
        await res.body?.cancel();
        return { status: res.status };
      } catch {
        return { status: 0 };
      }
    },
  };
}
