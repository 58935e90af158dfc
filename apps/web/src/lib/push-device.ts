// This browser's Web Push subscription: whether push can work here, and turning it on or off for the
// signed-in member (the browser asks for permission; the server keeps the subscription).
import { api } from './api-client';

export type PushDeviceState = 'unsupported' | 'denied' | 'off' | 'on';

export function isPushSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window &&
    window.isSecureContext
  );
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!isPushSupported()) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** Where this browser stands: no push here, blocked by the member, or subscribed or not. */
export async function pushDeviceState(): Promise<PushDeviceState> {
  const reg = await registration();
  if (!reg) return 'unsupported';
  if (Notification.permission === 'denied') return 'denied';
  const subscription = await reg.pushManager.getSubscription();
  return subscription && Notification.permission === 'granted' ? 'on' : 'off';
}

function applicationServerKey(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url.replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const key = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) key[i] = raw.charCodeAt(i);
  return key;
}

/** Asks for permission, subscribes this browser with the server's key and tells the server. */
export async function turnOnPush(vapidPublicKey: string): Promise<PushDeviceState> {
  const reg = await navigator.serviceWorker.ready;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'denied' : 'off';
  const subscription = await reg.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(vapidPublicKey),
  });
  await api('/api/push/subscribe', { method: 'POST', json: subscription.toJSON() });
  return 'on';
}

/** Unsubscribes this browser here and on the server (also on logging out: a shared computer stays quiet). */
export async function turnOffPush(): Promise<void> {
  const reg = await registration();
  const subscription = await reg?.pushManager.getSubscription();
  if (!subscription) return;
  await api('/api/push/unsubscribe', { method: 'POST', json: { endpoint: subscription.endpoint } }).catch(
    () => {},
  );
  await subscription.unsubscribe();
}
