// One WebSocket per tab to /api/ws on this site, shared by every listener: opened with the first,
// closed a moment after the last leaves (so a remount or a page change does not churn it). A lost
// connection comes back with back-off: 1 s doubling to 30 s, each wait jittered, so a restarted
// server is not hit by every tab at once. The server picks the topics from the session when the
// socket opens; call reconnectRealtime() after signing in or out. Frames are parsed by
// realtime-parse.ts, loaded with the first listener (it carries zod): listeners get known events only.
// The socket tells the server whether this tab is visible (the only frame a client sends): no push
// notification goes to a member who is looking at the app.
// No gap between a page's data and its socket (decision 026): a listener that joined before the
// channel was ready (the page rendered, on the server or here, before the socket followed its topics)
// is resynced at the next `ready`, as every listener is after a reconnect: events made in between
// were sent to no one, and the listeners refetch what they would have refreshed.
import { type KnownRealtimeEvent, REALTIME_CLOSE, REALTIME_PATH, TIME_ZONE_COOKIE } from '@campus/domain';
import { heardEventAt } from './read-after-event';
import { browserTimeZone, whenTimeZoneKnown } from './time-zone';

export interface RealtimeListener {
  onEvent(event: KnownRealtimeEvent): void;
  /**
   * At the first `ready` after the listener joined, or after a reconnect: events may have been
   * missed, so refetch what the events would refresh (the data is the API's, so nothing doubles).
   */
  onResync?(): void;
  /**
   * When the listener's data was read (ms since the epoch), if it can predate the channel: the
   * page's answers in the HTML do (first-answers.ts). Joining a ready channel with data older than
   * its `ready` resyncs the listener at once: events in between went to other listeners only.
   */
  dataSince?(): number | undefined;
}

const INITIAL_DELAY_MS = 1000;
const MAX_DELAY_MS = 30_000;
const LINGER_MS = 1000;

const listeners = new Set<RealtimeListener>();
let socket: WebSocket | null = null;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let lingerTimer: ReturnType<typeof setTimeout> | undefined;
let attempt = 0;
/** Whether the channel was ready once and then lost, so that events may have been missed. */
let missedSome = false;
let everReady = false;
/** Whether the open socket said `ready`: it follows its topics, so no later event is missed. */
let ready = false;
/** When the open socket said `ready`. */
let readyAt = 0;
/** Listeners that joined while the channel was not ready: their data may predate its topics. */
const unsynced = new Set<RealtimeListener>();

const channelUrl = () =>
  `${window.location.protocol === 'https:' ? 'wss:' : 'ws:'}//${window.location.host}${REALTIME_PATH}`;

/**
 * The geo gate checks the browser's time zone on /api/ws too, and a WebSocket handshake cannot carry
 * the x-client-timezone header, so the zone goes in the `tz` cookie the gate also reads.
 */
function rememberTimeZone(): void {
  const zone = browserTimeZone();
  if (!zone) return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from older Safari and Firefox
  document.cookie = `${TIME_ZONE_COOKIE}=${encodeURIComponent(zone)}; Path=/; SameSite=Lax${secure}`;
}

function each(call: (listener: RealtimeListener) => void): void {
  for (const listener of [...listeners]) call(listener);
}

let parser: Promise<typeof import('./realtime-parse')> | undefined;
const loadParser = () => {
  parser ??= import('./realtime-parse');
  return parser;
};

/** Frames are handled in arrival order: each waits for the parser (loaded once, at the first open). */
function onMessage(data: unknown): void {
  if (typeof data !== 'string') return;
  loadParser().then(
    ({ parseFrame }) => onFrame(parseFrame(data)),
    () => {},
  );
}

function onFrame(message: 'ready' | KnownRealtimeEvent | null): void {
  if (!message) return;
  if (message !== 'ready') {
    heardEventAt(message.at);
    each((l) => l.onEvent(message));
    return;
  }
  attempt = 0;
  everReady = true;
  ready = true;
  readyAt = Date.now();
  const due = missedSome ? [...listeners] : [...unsynced];
  missedSome = false;
  unsynced.clear();
  for (const listener of due) if (listeners.has(listener)) listener.onResync?.();
}

/** Tells the server whether this tab is visible now. */
function sendVisibility(): void {
  if (socket?.readyState !== WebSocket.OPEN) return;
  socket.send(JSON.stringify({ type: 'visibility', visible: document.visibilityState === 'visible' }));
}

function open(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  rememberTimeZone();
  void loadParser();
  const ws = new WebSocket(channelUrl());
  socket = ws;
  const lost = () => {
    if (socket !== ws) return;
    socket = null;
    ready = false;
    missedSome ||= everReady;
    if (listeners.size > 0) scheduleRetry();
  };
  ws.onopen = sendVisibility;
  ws.onmessage = (message) => onMessage(message.data);
  ws.onclose = (event) => {
    // The server is restarting: come back without the back-off (the proxy picks another instance).
    if (event.code === REALTIME_CLOSE.restarting.code) attempt = 0;
    lost();
  };
  // Browsers follow an error with close; not every runtime does (Node 20's WebSocket, say).
  ws.onerror = lost;
}

/** Opens when the time zone is known, unless the channel was stopped or opened meanwhile. */
function openOnceTimeZoneKnown(): void {
  const scheduled = retryTimer;
  void whenTimeZoneKnown().then(() => {
    if (retryTimer === scheduled && !socket) open();
  });
}

function scheduleRetry(): void {
  const ceiling = Math.min(MAX_DELAY_MS, INITIAL_DELAY_MS * 2 ** attempt);
  attempt = Math.min(attempt + 1, 10);
  retryTimer = setTimeout(open, ceiling / 2 + (Math.random() * ceiling) / 2);
}

/** Back online: try now rather than at the end of a long wait. */
function onOnline(): void {
  if (socket || listeners.size === 0) return;
  attempt = 0;
  open();
}

function stop(): void {
  clearTimeout(retryTimer);
  retryTimer = undefined;
  window.removeEventListener('online', onOnline);
  document.removeEventListener('visibilitychange', sendVisibility);
  const ws = socket;
  socket = null;
  ws?.close(1000);
  attempt = 0;
  missedSome = false;
  everReady = false;
  ready = false;
  unsynced.clear();
}

/** Follows the channel until the returned function is called. */
export function listenRealtime(listener: RealtimeListener): () => void {
  clearTimeout(lingerTimer);
  listeners.add(listener);
  if (!ready) unsynced.add(listener);
  else if ((listener.dataSince?.() ?? Number.POSITIVE_INFINITY) < readyAt)
    queueMicrotask(() => listeners.has(listener) && listener.onResync?.());
  if (!socket && retryTimer === undefined) {
    window.addEventListener('online', onOnline);
    document.addEventListener('visibilitychange', sendVisibility);
    // In a task of its own: the first listeners subscribe while a page's effects run, and the socket
    // (and its cookie) waited behind them in one long task of a phone's main thread. And once the
    // time zone is known (time-zone.ts): its cookie goes with the handshake.
    retryTimer = setTimeout(openOnceTimeZoneKnown, 0);
  }
  return () => {
    listeners.delete(listener);
    unsynced.delete(listener);
    if (listeners.size > 0) return;
    clearTimeout(lingerTimer);
    lingerTimer = setTimeout(() => listeners.size === 0 && stop(), LINGER_MS);
  };
}

/** Opens the channel again now (the session changed, so its topics did). */
export function reconnectRealtime(): void {
  if (listeners.size === 0) return;
  const ws = socket;
  socket = null;
  ready = false;
  ws?.close(1000);
  attempt = 0;
  open();
}
