// The realtime channel's wire format, shared by the server (bus, WebSocket route) and the web app.
// Events are hints to refetch, never the data itself: the database stays the source of truth, so a
// lost event costs freshness, not correctness. Ids are time-ordered (UUIDv7) so that a client can
// later ask for what it missed after a reconnect ("everything after id X" for a topic).
// Checked by hand, not with zod: the web app parses every frame with these, and building zod
// schemas (with zod itself) cost a phone's main thread 70 ms (4x slowdown) on a page's first load.

/**
 * The payload of each event type: its fields, each a non-empty string (an id). A new type (say
 * 'message.created') adds one entry here.
 */
export const REALTIME_PAYLOAD_FIELDS = {
  'post.created': ['postId'],
  'post.deleted': ['postId'],
  /**
   * On campusPostsTopic: a top-level post changed for everyone who sees it (a comment or reply in
   * its thread, a like, its status, its sale, its text or price); its page and cards refetch it.
   */
  'post.changed': ['postId'],
  /** On campusPostsTopic: a member's trust figures changed (a sale, a rating). */
  'trust.changed': ['userId'],
  /** On both members' user topics: a meetup of their chat was suggested, answered or settled. */
  'meetup.changed': ['chatId', 'meetupId'],
  'message.created': ['chatId', 'messageId'],
  'message.reacted': ['chatId', 'messageId'],
  'chat.created': ['chatId'],
  'chat.read': ['chatId', 'userId'],
  'chat.deleted': ['chatId'],
  'notification.created': ['notificationId'],
  /**
   * On the user's topic, between servers only (never sent to a client): a session of the user ended
   * (logout, password change or reset, revoked); sockets of that session close.
   */
  'session.ended': ['sessionId'],
  /** On the owner's user topic: an ad's status, times or its post's counters changed. */
  'ad.updated': ['adId', 'postId'],
  /**
   * On CAMPUSES_TOPIC, between servers only (no socket follows it): a campus was added, edited,
   * retired or reinstated; every instance reloads its campus registry.
   */
  'campuses.changed': ['campusId'],
  /**
   * On the read-fences topic, between servers only (no socket follows it): a removal, ban or block
   * committed at this primary WAL position; replicas serve reads only once past it.
   */
  'reads.fenced': ['lsn', 'fenceId'],
  /** On the read-fences topic: an instance has the fence and will not read the replica before it. */
  'reads.fence_seen': ['fenceId', 'instanceId'],
} as const satisfies Record<string, readonly string[]>;

export type RealtimeEventType = keyof typeof REALTIME_PAYLOAD_FIELDS;
export type RealtimePayload<T extends RealtimeEventType> = {
  [K in (typeof REALTIME_PAYLOAD_FIELDS)[T][number]]: string;
};

/** What the bus carries and the socket sends: one event for one topic. */
export interface RealtimeEvent {
  /** Time-ordered (UUIDv7): sorting ids sorts events by when they were made. */
  id: string;
  topic: string;
  /** 'noun.verb'; a client ignores a type it does not know (a newer server). */
  type: string;
  payload: unknown;
  /** ISO 8601 time the event was made. */
  at: string;
}

const EVENT_TYPE = /^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/;
/** ISO 8601 with a time zone (Z or an offset), as Date#toISOString writes it. */
const ISO_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isFilledString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;

/** A decoded frame or notification as an event; null when a field is missing or malformed. */
export function parseRealtimeEvent(value: unknown): RealtimeEvent | null {
  if (!isRecord(value)) return null;
  const { id, topic, type, payload, at } = value;
  if (!isFilledString(id) || !isFilledString(topic)) return null;
  if (typeof type !== 'string' || !EVENT_TYPE.test(type)) return null;
  if (typeof at !== 'string' || !ISO_TIME.test(at) || Number.isNaN(Date.parse(at))) return null;
  return { id, topic, type, payload, at };
}

/** An event of a type this build knows, its payload typed after its type. */
export type KnownRealtimeEvent = {
  [T in RealtimeEventType]: Omit<RealtimeEvent, 'type' | 'payload'> & {
    type: T;
    payload: RealtimePayload<T>;
  };
}[RealtimeEventType];

/** The server's first frame, once the socket follows its topics (chosen by the server from the session). */
export interface RealtimeReady {
  type: 'ready';
  topics: string[];
}

function parseReady(value: unknown): RealtimeReady | null {
  if (!isRecord(value) || value.type !== 'ready' || !Array.isArray(value.topics)) return null;
  const topics: unknown[] = value.topics;
  return topics.every((topic) => typeof topic === 'string')
    ? { type: 'ready', topics: topics as string[] }
    : null;
}

/** Every frame the server sends: 'ready' has no dot in its type, so it never reads as an event. */
export type RealtimeServerMessage = RealtimeReady | RealtimeEvent;

/** Whether a server frame is the 'ready' frame rather than an event. */
export const isReadyMessage = (message: RealtimeServerMessage): message is RealtimeReady =>
  message.type === 'ready' && 'topics' in message;

const isKnownType = (type: string): type is RealtimeEventType => Object.hasOwn(REALTIME_PAYLOAD_FIELDS, type);

/**
 * The event with its payload checked against its type (only its fields kept); null for an unknown
 * type or a bad payload.
 */
export function parseKnownEvent(event: RealtimeEvent): KnownRealtimeEvent | null {
  if (!isKnownType(event.type) || !isRecord(event.payload)) return null;
  const payload: Record<string, string> = {};
  for (const field of REALTIME_PAYLOAD_FIELDS[event.type]) {
    const value = event.payload[field];
    if (!isFilledString(value)) return null;
    payload[field] = value;
  }
  return { ...event, payload } as KnownRealtimeEvent;
}

/** A text frame from the server as a message; null when it is not JSON or not a known shape. */
export function parseServerMessage(text: string): RealtimeServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  return parseReady(json) ?? parseRealtimeEvent(json);
}

/** The one frame a client sends: whether its tab is visible (push delivery skips a member's visible tabs). */
export interface RealtimeVisibility {
  type: 'visibility';
  visible: boolean;
}

/** A client frame, or null for anything else (ignored). */
export function parseClientMessage(text: string): RealtimeVisibility | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(json) || json.type !== 'visibility' || typeof json.visible !== 'boolean') return null;
  return { type: 'visibility', visible: json.visible };
}
