// The realtime channel's address, topics and close codes, without zod: the web app's first load
// needs them; the event schemas (events.ts) load with the first realtime listener.

/** The WebSocket endpoint of the realtime channel, on the site's own origin. */
export const REALTIME_PATH = '/api/ws';

/** Everyone on a campus site who may see its feed. */
export const campusTopic = (campusId: string) => `campus:${campusId}`;

/**
 * What happens to a campus's posts once they exist (comments and replies, likes, status, edits) and
 * to its members' trust figures: an open post page, the feed's cards and trust summaries follow it.
 * A socket that follows a campus's topic follows this one too, in the same subscription (`ready`
 * names the campus topic only), so the feed's own topic keeps only new and deleted posts.
 */
export const campusPostsTopic = (campusId: string) => `campus-posts:${campusId}`;

/**
 * The time (ISO 8601) of the last realtime event a tab heard, sent with its requests for a moment
 * after it: the refetch an event causes may reach another instance, whose replica must have
 * replayed what the primary had then (else the primary answers).
 */
export const READ_AFTER_EVENT_HEADER = 'x-read-after-event';
/** How long after an event a tab's requests carry READ_AFTER_EVENT_HEADER. */
export const READ_AFTER_EVENT_MS = 10_000;

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
