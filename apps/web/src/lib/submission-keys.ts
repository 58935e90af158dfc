// A client key belongs to one submission of one content. A draft carries its key (so a retry after a
// lost answer or a reload is the same write), and this module keeps, in localStorage, which content
// each key was first sent with and which keys the server has answered. A key is sent only with the
// content it was claimed for, is never sent again once answered, and every tab hears of the answer
// (a BroadcastChannel, else the storage event) so its draft with that key is cleared or re-keyed.
import { ApiError } from './api-client';
import { newClientKey } from './client-key';

const REGISTRY = 'campus-submission-keys';
const ANSWERED_ITEM = 'campus-submission-answered';
const CHANNEL = 'campus-submission-keys';
/** How many keys, and for how long, the registry remembers: far beyond any draft's retry. */
const KEPT = 200;
const KEPT_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether the server wrote the submission ('sent') or refused it, writing nothing ('refused'). */
export type Outcome = 'sent' | 'refused';

/** A send the server answered, as other tabs hear of it. */
export interface Answered {
  key: string;
  fingerprint: string;
  outcome: Outcome;
}

interface Registry {
  /** key → the fingerprint of the content it was claimed for, and when. */
  claims: Record<string, { fingerprint: string; at: number }>;
  /** key → when the server answered it. */
  used: Record<string, number>;
}

/** The value with object keys in order and undefined left out, as text: one text for one content. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/** A short fingerprint of a submission's content (cyrb53: not secret, only to tell contents apart). */
export function fingerprintOf(content: unknown): string {
  const text = canonical(content) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

/** Keeps the newest KEPT entries younger than KEPT_MS. */
function prune<T>(entries: Record<string, T>, at: (entry: T) => number, now: number): Record<string, T> {
  return Object.fromEntries(
    Object.entries(entries)
      .filter(([, e]) => now - at(e) < KEPT_MS)
      .sort(([, a], [, b]) => at(b) - at(a))
      .slice(0, KEPT),
  );
}

type KeyStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function browserStorage(): KeyStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage off (some private modes throw on access)
  }
}

export type SubmissionKeys = ReturnType<typeof createSubmissionKeys>;

/** The registry over `storage` (this tab's localStorage by default; memory only when there is none). */
export function createSubmissionKeys(storage: () => KeyStorage | undefined = browserStorage) {
  let memory: Registry = { claims: {}, used: {} };
  const listeners = new Set<(answered: Answered) => void>();
  let channel: BroadcastChannel | null | undefined;

  const read = (): Registry => {
    try {
      const raw = storage()?.getItem(REGISTRY);
      if (!raw) return memory;
      const parsed = JSON.parse(raw) as Partial<Registry>;
      return { claims: parsed.claims ?? {}, used: parsed.used ?? {} };
    } catch {
      return memory; // a damaged copy: this tab's memory
    }
  };
  const write = (registry: Registry) => {
    const now = Date.now();
    memory = { claims: prune(registry.claims, (c) => c.at, now), used: prune(registry.used, (u) => u, now) };
    try {
      storage()?.setItem(REGISTRY, JSON.stringify(memory));
    } catch {
      // A full storage: memory keeps this tab right.
    }
  };
  const hear = (data: unknown) => {
    const answered = data as Answered | null;
    if (answered && typeof answered.key === 'string') for (const listener of listeners) listener(answered);
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== ANSWERED_ITEM || !event.newValue) return;
    try {
      hear(JSON.parse(event.newValue));
    } catch {
      // not ours to read
    }
  };
  // Opened on first use: a page that never sends (or the server's render) opens nothing.
  const open = () => {
    if (channel !== undefined) return channel;
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL);
    if (channel) {
      channel.onmessage = (event) => hear(event.data);
      (channel as { unref?: () => void }).unref?.(); // Node: a test's process may end
    } else if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
    return channel;
  };

  return {
    /** Whether the server already answered a send with `key`: a draft restored with it needs a new one. */
    isUsed: (key: string) => key in read().used,

    /**
     * The key to send `content` with: `key` itself, unless it was answered already or claimed for
     * other content (then a new key, claimed for this content).
     */
    claim(key: string, content: unknown): string {
      const registry = read();
      const fingerprint = fingerprintOf(content);
      const claimed = registry.claims[key];
      const usable = !(key in registry.used) && (!claimed || claimed.fingerprint === fingerprint);
      const chosen = usable ? key : newClientKey();
      registry.claims[chosen] = { fingerprint, at: Date.now() };
      write(registry);
      return chosen;
    },

    /** The server answered the send made with `key`: it is never sent again, and every other tab is told. */
    answered(key: string, outcome: Outcome) {
      const registry = read();
      const fingerprint = registry.claims[key]?.fingerprint ?? '';
      delete registry.claims[key];
      registry.used[key] = Date.now();
      write(registry);
      const message: Answered = { key, fingerprint, outcome };
      const open_ = open();
      if (open_) open_.postMessage(message);
      else
        try {
          storage()?.setItem(ANSWERED_ITEM, JSON.stringify({ ...message, at: Date.now() }));
        } catch {
          // Nobody to tell: the other tabs find the key used when they send.
        }
    },

    /** Tells `listener` of every send answered in another tab; returns the way to stop. */
    onAnswered(listener: (answered: Answered) => void): () => void {
      open();
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Stops hearing other tabs (tests). */
    close() {
      channel?.close();
      if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
      channel = undefined;
      listeners.clear();
    },
  };
}

/** This tab's registry. */
export const submissionKeys = createSubmissionKeys();

/** Whether the server answered (a refusal it meant): a network failure or a 5xx may have written, so the key stays. */
function answeredByServer(error: unknown): boolean {
  return error instanceof ApiError && error.code !== 'network' && error.status >= 400 && error.status < 500;
}

/**
 * The one way a keyed create is sent: with the draft's key claimed for this content (`adopt` is told
 * when another key is used, so a retry of the same content reuses it), answered in every tab once the
 * server replies. A key the server says was used for other content is dropped and the send made once
 * more with a new key.
 */
export async function sendWithKey<T>(
  draftKey: string,
  content: unknown,
  send: (clientKey: string) => Promise<T>,
  adopt?: (key: string) => void,
  keys: SubmissionKeys = submissionKeys,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    const key = keys.claim(attempt === 0 ? draftKey : newClientKey(), content);
    if (key !== draftKey) adopt?.(key);
    try {
      const result = await send(key);
      keys.answered(key, 'sent');
      return result;
    } catch (error) {
      if (answeredByServer(error)) keys.answered(key, 'refused');
      const reused = error instanceof ApiError && error.code === 'client_key_reused';
      if (!reused || attempt > 0) throw error;
    }
  }
}

/** `send` for a body that may carry a client key: a keyed body goes through sendWithKey, content as the rest. */
export function keyedSend<B extends { clientKey?: string }, T>(
  send: (body: B) => Promise<T>,
  adopt?: (key: string) => void,
): (body: B) => Promise<T> {
  return ({ clientKey, ...content }) =>
    clientKey
      ? sendWithKey(clientKey, content, (key) => send({ ...content, clientKey: key } as B), adopt)
      : send(content as B);
}
