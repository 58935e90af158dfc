// Push notification types: what a member can switch on and off in settings, one entry per kind of
// event. A new kind of push (saved-search matches, say) is one more entry here, one
// more notification type mapped to it below, and the sender calling notify() with that type.
import { z } from 'zod';

export const PUSH_TYPES = [
  { id: 'messages', label: 'Messages', hint: 'Someone sends you a message.' },
  { id: 'comments', label: 'Comments', hint: 'Someone comments on your post.' },
  { id: 'replies', label: 'Replies', hint: 'Someone replies to your comment.' },
  { id: 'saves', label: 'Saves', hint: 'Someone saves your post.' },
  {
    id: 'saved_search_matches',
    label: 'Saved-search matches',
    hint: 'A new post matches one of your saved searches.',
  },
  { id: 'price_drops', label: 'Price drops', hint: 'A post you saved drops its price.' },
  {
    id: 'listing_reminders',
    label: 'Listing reminders',
    hint: 'A listing of yours is about to expire.',
  },
] as const;

export type PushType = (typeof PUSH_TYPES)[number]['id'];
export const PUSH_TYPE_IDS = PUSH_TYPES.map((t) => t.id) as [PushType, ...PushType[]];

/**
 * Which in-app notification types also go out as a push, and under which switch. Types not listed
 * (new chat, message likes, interactions) stay in the app only.
 */
export const PUSH_TYPE_OF_NOTIFICATION: Readonly<Record<string, PushType>> = {
  message: 'messages',
  // A meetup reminder comes from the chat, so the Messages switch turns it off too.
  meetup: 'messages',
  comment: 'comments',
  'comment reply': 'replies',
  like: 'saves',
  'saved search': 'saved_search_matches',
  'price drop': 'price_drops',
  // A new listing that may be what a Looking-for post asks for: a match, as a saved search's is.
  'request match': 'saved_search_matches',
  // "Still selling {title}?" before a listing expires.
  'listing reminder': 'listing_reminders',
};

/** The per-type switches as the API reads and writes them: every type, on or off. */
export const pushSettingsSchema = z.object({
  types: z.object(
    Object.fromEntries(PUSH_TYPE_IDS.map((id) => [id, z.boolean()])) as Record<PushType, z.ZodBoolean>,
  ),
});
export type PushSettings = z.infer<typeof pushSettingsSchema>;

/** The switches from the stored list of types turned off (a type added later starts on). */
export function pushSettingsFromOff(off: readonly string[]): PushSettings {
  return {
    types: Object.fromEntries(PUSH_TYPE_IDS.map((id) => [id, !off.includes(id)])) as Record<
      PushType,
      boolean
    >,
  };
}

/** The stored list of types turned off, from the switches. */
export function pushOffFromSettings(settings: PushSettings): PushType[] {
  return PUSH_TYPE_IDS.filter((id) => !settings.types[id]);
}

/** base64url without padding, as PushSubscription.toJSON() writes keys. */
const base64url = (min: number, max: number) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(/^[A-Za-z0-9_-]+$/);

/** A browser's PushSubscription.toJSON(): the push service's URL and the keys to encrypt for it. */
export const pushSubscriptionBody = z.object({
  endpoint: z.url({ protocol: /^https?$/ }).max(2048),
  expirationTime: z.number().nullable().optional(),
  keys: z.object({
    /** The browser's P-256 public key: 65 bytes uncompressed, 87 characters. */
    p256dh: base64url(80, 100),
    /** The 16-byte authentication secret: 22 characters. */
    auth: base64url(16, 32),
  }),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

export const pushUnsubscribeBody = z.object({ endpoint: z.url().max(2048) });

/** What the push service delivers to the service worker (JSON, encrypted on the wire). */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  /** The page to open on click, a path on the campus site the push came from. */
  url: z.string(),
  /** Notifications with one tag replace each other (one per conversation or post). */
  tag: z.string(),
  type: z.enum(PUSH_TYPE_IDS),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
