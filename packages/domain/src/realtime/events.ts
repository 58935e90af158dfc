// The realtime channel's wire format, shared by the server (bus, WebSocket route) and the web app.
// Events are hints to refetch, never the data itself: the database stays the source of truth, so a
// lost event costs freshness, not correctness. Ids are time-ordered (UUIDv7) so that a client can
// later ask for what it missed after a reconnect ("everything after id X" for a topic).
import { z } from 'zod';

const postRef = z.object({ postId: z.string().min(1) });

/** The payload of each event type; a new type (say 'message.created') adds one entry here. */
const chatRef = z.object({ chatId: z.string().min(1) });
const messageRef = z.object({ chatId: z.string().min(1), messageId: z.string().min(1) });

export const realtimePayloadSchemas = {
  'post.created': postRef,
  'post.deleted': postRef,
  'message.created': messageRef,
  'message.reacted': messageRef,
  'chat.created': chatRef,
  'chat.read': z.object({ chatId: z.string().min(1), userId: z.string().min(1) }),
  'chat.deleted': chatRef,
  'notification.created': z.object({ notificationId: z.string().min(1) }),
  /**
   * On the user's topic, between servers only (never sent to a client): a session of the user ended
   * (logout, password change or reset, revoked); sockets of that session close.
   */
  'session.ended': z.object({ sessionId: z.string().min(1) }),
  /** On the owner's user topic: an ad's status, times or its post's counters changed. */
  'ad.updated': z.object({ adId: z.string().min(1), postId: z.string().min(1) }),
} as const;

export type RealtimeEventType = keyof typeof realtimePayloadSchemas;
export type RealtimePayload<T extends RealtimeEventType> = z.infer<(typeof realtimePayloadSchemas)[T]>;

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

export const realtimeEventSchema = z.object({
  id: z.string().min(1),
  topic: z.string().min(1),
  type: z.string().regex(/^[a-z][a-z_]*(\.[a-z][a-z_]*)+$/),
  payload: z.unknown(),
  at: z.iso.datetime({ offset: true }),
}) satisfies z.ZodType<RealtimeEvent>;

/** An event of a type this build knows, its payload typed after its type. */
export type KnownRealtimeEvent = {
  [T in RealtimeEventType]: Omit<RealtimeEvent, 'type' | 'payload'> & {
    type: T;
    payload: RealtimePayload<T>;
  };
}[RealtimeEventType];

/** The server's first frame, once the socket follows its topics (chosen by the server from the session). */
export const realtimeReadySchema = z.object({ type: z.literal('ready'), topics: z.array(z.string()) });
export type RealtimeReady = z.infer<typeof realtimeReadySchema>;

/** Every frame the server sends: 'ready' has no dot in its type, so it never reads as an event. */
export type RealtimeServerMessage = RealtimeReady | RealtimeEvent;

/** Whether a server frame is the 'ready' frame rather than an event. */
export const isReadyMessage = (message: RealtimeServerMessage): message is RealtimeReady =>
  message.type === 'ready' && 'topics' in message;

const isKnownType = (type: string): type is RealtimeEventType => Object.hasOwn(realtimePayloadSchemas, type);

/** The event with its payload checked against its type; null for an unknown type or a bad payload. */
export function parseKnownEvent(event: RealtimeEvent): KnownRealtimeEvent | null {
  if (!isKnownType(event.type)) return null;
  const payload = realtimePayloadSchemas[event.type].safeParse(event.payload);
  return payload.success ? ({ ...event, payload: payload.data } as KnownRealtimeEvent) : null;
}

/** A text frame from the server as a message; null when it is not JSON or not a known shape. */
export function parseServerMessage(text: string): RealtimeServerMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return null;
  }
  const ready = realtimeReadySchema.safeParse(json);
  if (ready.success) return ready.data;
  const event = realtimeEventSchema.safeParse(json);
  return event.success ? event.data : null;
}

/** The one frame a client sends: whether its tab is visible (push delivery skips a member's visible tabs). */
export const realtimeVisibilitySchema = z.object({ type: z.literal('visibility'), visible: z.boolean() });
export type RealtimeVisibility = z.infer<typeof realtimeVisibilitySchema>;

/** A client frame, or null for anything else (ignored). */
export function parseClientMessage(text: string): RealtimeVisibility | null {
  try {
    const parsed = realtimeVisibilitySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
