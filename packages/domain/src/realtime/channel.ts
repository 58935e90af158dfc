// The realtime channel's address, topics and close codes, without zod: the web app's first load
// needs them; the event schemas (events.ts) load with the first realtime listener.

/** The WebSocket endpoint of the realtime channel, on the site's own origin. */
export const REALTIME_PATH = '/api/ws';

/** Everyone on a campus site who may see its feed. */
export const campusTopic = (campusId: string) => `campus:${campusId}`;

/** Between servers only: the campuses table changed (no socket is ever given this topic). */
export const CAMPUSES_TOPIC = 'system:campuses';

/** One person, on every site and tab they are signed in to (messages, unread counts, receipts). */
export const userTopic = (userId: string) => `user:${userId}`;

/**
 * Why the server closed a socket (WebSocket close codes 4000–4999 are the application's): the web
 * app reconnects after either, with the session it then has.
 */
export const REALTIME_CLOSE = {
  sessionEnded: { code: 4001, reason: 'Session ended' },
  tooManySockets: { code: 4029, reason: 'Too many connections' },
  /** 'Service Restart': this instance is shutting down; reconnect now (another instance answers). */
  restarting: { code: 1012, reason: 'Server restarting' },
} as const;

/** The handshake's refusal (429 too_many_sockets) when an address or a user has too many sockets open. */
export const REALTIME_MESSAGES = {
  tooManySockets: 'Too many open connections. Close a tab and try again.',
} as const;
