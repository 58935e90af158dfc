// The realtime bus: services publish events after their transaction commits; each WebSocket follows
// its topics. Delivery is best effort — events are hints to refetch and the database stays the source
// of truth — so `publish` never rejects: a failure goes to `onError` and the request that caused the
// event still succeeds. The embedded default lives in this process; the PostgreSQL bus lets several
// server instances share events through LISTEN/NOTIFY.
import {
  parseRealtimeEvent,
  type RealtimeEvent,
  type RealtimeEventType,
  type RealtimePayload,
} from '@campus/domain';
import pg from 'pg';
import { uuidv7 } from '../../db/ids';

export type EventHandler = (event: RealtimeEvent) => void;

export interface EventBus {
  /** Hands the event to every subscriber of its topic, on every instance sharing the bus; never rejects. */
  publish(event: RealtimeEvent): Promise<void>;
  /** Publishes several events, in order, at once (one NOTIFY statement on the PostgreSQL bus); never rejects. */
  publishAll(events: RealtimeEvent[]): Promise<void>;
  /**
   * Calls `handler` for each event of `topic` from now on (or of each topic of a `topicSet`, as one
   * subscription); returns the function that stops it.
   */
  subscribe(topic: string, handler: EventHandler): () => void;
  /**
   * How many server instances hear this bus now, this one included: on PostgreSQL, the LISTEN
   * connections of the same name on this database (a crashed instance's connection is gone).
   */
  instances(): Promise<number>;
  /** Stops delivery and releases the bus's connection, if any. */
  close(): Promise<void>;
}

export interface BusOptions {
  /** Where failures go: a lost connection, a handler that threw, an event NOTIFY cannot carry. */
  onError?: (err: unknown, context: string) => void;
}

/** A new event for `topic`: a time-ordered id, the payload of its type, the time now. */
export function createRealtimeEvent<T extends RealtimeEventType>(
  topic: string,
  type: T,
  payload: RealtimePayload<T>,
  now = new Date(),
): RealtimeEvent {
  return { id: uuidv7(now.getTime()), topic, type, payload, at: now.toISOString() };
}

/**
 * Several topics followed as one subscription (a socket's campus grant: its feed and its posts'
 * activity). Topics never hold a space.
 */
export const topicSet = (...topics: string[]) => topics.join(' ');

/** The subscribers of this instance, by topic; one throwing handler does not stop the others. */
function createTopicRouter(onError: NonNullable<BusOptions['onError']>) {
  const byTopic = new Map<string, Set<EventHandler>>();
  return {
    subscribe(topics: string, handler: EventHandler): () => void {
      // A wrapper per call, so subscribing one handler twice needs two unsubscribes.
      const entry: EventHandler = (event) => handler(event);
      const stops = topics.split(' ').map((topic) => {
        const set = byTopic.get(topic) ?? new Set<EventHandler>();
        byTopic.set(topic, set);
        set.add(entry);
        return () => {
          set.delete(entry);
          if (set.size === 0 && byTopic.get(topic) === set) byTopic.delete(topic);
        };
      });
      return () => {
        for (const stop of stops) stop();
      };
    },
    dispatch(event: RealtimeEvent): void {
      for (const handler of [...(byTopic.get(event.topic) ?? [])]) {
        try {
          handler(event);
        } catch (err) {
          onError(err, 'realtime: an event handler threw');
        }
      }
    },
    clear: () => byTopic.clear(),
  };
}

const ignore = () => {};

/** The bus of one process (the default): an event reaches this instance's subscribers, synchronously. */
export function createMemoryBus(opts: BusOptions = {}): EventBus {
  const onError = opts.onError ?? ignore;
  const router = createTopicRouter(onError);
  let closed = false;
  const publish = async (event: RealtimeEvent) => {
    if (closed) return;
    try {
      // Through JSON as on the PostgreSQL bus, so a payload that would not survive it fails here too.
      router.dispatch(JSON.parse(JSON.stringify(event)) as RealtimeEvent);
    } catch (err) {
      onError(err, 'realtime: publish failed');
    }
  };
  return {
    publish,
    async publishAll(events) {
      for (const event of events) await publish(event);
    },
    subscribe: (topic, handler) => router.subscribe(topic, handler),
    instances: async () => 1,
    async close() {
      closed = true;
      router.clear();
    },
  };
}

/** The NOTIFY channel every instance listens on; subscribers filter by topic. */
export const REALTIME_CHANNEL = 'campus_events';
/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more (the default build). */
const MAX_NOTIFY_BYTES = 7999;

export interface PostgresBusOptions extends BusOptions {
  /** Waits before listening again after the connection is lost: doubling from `initialMs` up to `maxMs`. */
  retry?: { initialMs: number; maxMs: number };
  /**
   * The LISTEN connection's application_name: servers share one (they count each other by it); a
   * short-lived command names its own, so no server waits for it.
   */
  listenerName?: string;
}

/** The name servers' LISTEN connections go by. */
export const SERVER_LISTENER_NAME = 'campus_server_bus';

/**
 * The bus shared by every instance on one database: publish is `pg_notify` through the pool (after
 * the caller's commit); one dedicated connection (outside the pool) LISTENs and hands each event to
 * this instance's subscribers — the publisher's own included, so there is one path for all. A lost
 * connection is re-opened with back-off; events sent meanwhile are missed (clients refetch).
 * Resolves once listening; rejects if the first connection fails.
 */
export async function createPostgresBus(pool: pg.Pool, opts: PostgresBusOptions = {}): Promise<EventBus> {
  const onError = opts.onError ?? ignore;
  const retry = opts.retry ?? { initialMs: 1000, maxMs: 30_000 };
  const listenerName = opts.listenerName ?? SERVER_LISTENER_NAME;
  const router = createTopicRouter(onError);
  let listener: pg.Client | null = null;
  let closed = false;
  let delay = retry.initialMs;
  let timer: NodeJS.Timeout | undefined;

  const onNotification = (message: pg.Notification) => {
    if (message.channel !== REALTIME_CHANNEL || !message.payload) return;
    let event: RealtimeEvent | null;
    try {
      event = parseRealtimeEvent(JSON.parse(message.payload));
    } catch (err) {
      onError(err, 'realtime: a malformed notification was ignored');
      return;
    }
    if (!event) {
      onError(new Error('not a realtime event'), 'realtime: a malformed notification was ignored');
      return;
    }
    router.dispatch(event);
  };

  const drop = (client: pg.Client, err?: unknown) => {
    if (client !== listener) return;
    listener = null;
    if (err) onError(err, 'realtime: the LISTEN connection was lost');
    client.end().catch(ignore);
    if (!closed) scheduleReconnect();
  };

  const connect = async () => {
    const client = new pg.Client({ ...pool.options, application_name: listenerName });
    client.on('notification', onNotification);
    client.on('error', (err) => drop(client, err));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`listen ${REALTIME_CHANNEL}`);
    } catch (err) {
      await client.end().catch(ignore);
      throw err;
    }
    if (closed) {
      await client.end().catch(ignore);
      return;
    }
    listener = client;
    delay = retry.initialMs;
  };

  const scheduleReconnect = () => {
    timer = setTimeout(() => {
      connect().catch((err: unknown) => {
        onError(err, 'realtime: listening again failed');
        if (!closed) scheduleReconnect();
      });
    }, delay);
    delay = Math.min(delay * 2, retry.maxMs);
  };

  await connect();
  return {
    async publish(event) {
      if (closed) return;
      try {
        const json = JSON.stringify(event);
        const bytes = Buffer.byteLength(json);
        if (bytes > MAX_NOTIFY_BYTES) throw new Error(`A realtime event of ${bytes} bytes is too large.`);
        await pool.query('select pg_notify($1, $2)', [REALTIME_CHANNEL, json]);
      } catch (err) {
        onError(err, 'realtime: publish failed');
      }
    },
    async publishAll(events) {
      if (closed || events.length === 0) return;
      try {
        const payloads = events.map((event) => JSON.stringify(event));
        const bytes = Math.max(...payloads.map((json) => Buffer.byteLength(json)));
        if (bytes > MAX_NOTIFY_BYTES) throw new Error(`A realtime event of ${bytes} bytes is too large.`);
        // One round trip; PostgreSQL delivers a statement's notifications in the order sent.
        await pool.query(
          'select pg_notify($1, e) from unnest($2::text[]) with ordinality as t(e, i) order by i',
          [REALTIME_CHANNEL, payloads],
        );
      } catch (err) {
        onError(err, 'realtime: publish failed');
      }
    },
    subscribe: (topic, handler) => router.subscribe(topic, handler),
    async instances() {
      const { rows } = await pool.query<{ n: number }>(
        'select count(*)::int as n from pg_stat_activity where datname = current_database() and application_name = $1',
        [listenerName],
      );
      return rows[0]!.n;
    },
    async close() {
      closed = true;
      clearTimeout(timer);
      router.clear();
      const client = listener;
      listener = null;
      await client?.end().catch(ignore);
    },
  };
}
