// GET /api/ws, the realtime channel (server → client; the one client frame is the tab's visibility,
// for push delivery: presence.ts; any other frame is ignored). The handshake
// is refused before the upgrade: 403 for a page of another site, 404 for an unknown host. The topics
// come from the session at the handshake (realtime.service.ts) and stay for the socket's life, so the
// web app reconnects after signing in or out. Frames are JSON text: `{ type: 'ready', topics }` once,
// then every event of those topics. When the socket's session ends (a `session.ended` event on the
// user's topic, from any instance, or the periodic re-check) the socket closes with 4001. An address
// or a user with too many sockets open (rate-limits/limits.ts socketCaps) is refused: 429 at the
// handshake, or close 4029 when handshakes raced past the check together.
import {
  MESSAGES,
  parseClientMessage,
  REALTIME_CLOSE,
  REALTIME_MESSAGES,
  REALTIME_PATH,
  type RealtimeEvent,
  type RealtimeServerMessage,
} from '@campus/domain';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, notFound } from '../../http/errors';
import { authHeaders } from '../../platform/auth/bridge';
import type { EventBus } from '../../platform/realtime/bus';
import type { AccountsDeps } from '../accounts/accounts.service';
import { socketCaps } from '../rate-limits/limits';
import type { AppPresence } from './presence';
import { isSocketSessionLive, type SocketGrant, socketGrant } from './realtime.service';
import { createSocketCounter } from './socket-counter';

/** Proxies and phone networks drop a silent connection after about a minute. */
const PING_INTERVAL_MS = 25_000;
/** A client this far behind is dropped rather than buffered; it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Close code 'Try Again Later'. */
const TRY_AGAIN_LATER = 1013;
/** How often a signed-in socket checks that its session still exists (beside the session.ended event). */
const SESSION_CHECK_INTERVAL_MS = 5 * 60_000;

/** The part of a `ws` WebSocket used here (`ws` ships no types and @types/ws is not installed). */
interface Socket {
  readonly OPEN: number;
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: string): void;
  ping(): void;
  close(code?: number, reason?: string): void;
  terminate(): void;
  on(event: 'close' | 'pong', listener: () => void): unknown;
  on(event: 'message', listener: (data: Buffer | ArrayBuffer | Buffer[], isBinary: boolean) => void): unknown;
}

export interface RealtimeRoutesOptions {
  deps: AccountsDeps;
  bus: EventBus;
  /** Visible tabs of signed-in members (push delivery asks it). */
  presence: AppPresence;
  /** How often to ping; a socket that did not answer the previous ping is cut. */
  pingIntervalMs?: number;
  /** How often a signed-in socket re-checks its session in the database. */
  sessionCheckMs?: number;
}

/** Whether the handshake came from a page of this very host (browsers always send Origin here). */
function isFromThisSite(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  if (origin === undefined) return request.headers['sec-fetch-site'] !== 'cross-site';
  try {
    return new URL(origin).host === request.host;
  } catch {
    return false;
  }
}

interface ServeOptions {
  bus: EventBus;
  presence: AppPresence;
  pingIntervalMs: number;
  sessionCheckMs: number;
  isSessionLive: (sessionId: string) => Promise<boolean>;
}

/**
 * Follows the granted topics on the bus for the socket's life, with a keep-alive ping; closes the
 * socket when its session ends. `session.ended` events are handled here, never sent to the client.
 */
function serve(socket: Socket, grant: SocketGrant, opts: ServeOptions, onForward: () => void): void {
  const { sessionId } = grant;
  const endSession = () => socket.close(REALTIME_CLOSE.sessionEnded.code, REALTIME_CLOSE.sessionEnded.reason);
  const send = (message: RealtimeServerMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.close(TRY_AGAIN_LATER, 'Too far behind');
    else socket.send(JSON.stringify(message));
  };
  const onEvent = (event: RealtimeEvent) => {
    if (event.type !== 'session.ended') {
      // The page refetches on an event: its next reads must see the write behind it.
      onForward();
      return send(event);
    }
    if (sessionId && (event.payload as { sessionId?: unknown }).sessionId === sessionId) endSession();
  };
  const unsubscribes = grant.follows.map((topic) => opts.bus.subscribe(topic, onEvent));
  let answered = true;
  socket.on('pong', () => {
    answered = true;
  });
  const pinger = setInterval(() => {
    if (!answered) {
      socket.terminate();
      return;
    }
    answered = false;
    socket.ping();
  }, opts.pingIntervalMs);
  // A missed event (a bus reconnecting) or a session that simply expired is caught here.
  const checker = sessionId
    ? setInterval(() => {
        opts.isSessionLive(sessionId).then(
          (live) => {
            if (!live) endSession();
          },
          () => {}, // the database is away: keep the socket, check again next time
        );
      }, opts.sessionCheckMs)
    : undefined;
  const { userId } = grant;
  if (userId)
    socket.on('message', (data, isBinary) => {
      const frame = isBinary ? null : parseClientMessage(data.toString());
      if (frame) opts.presence.set(socket, userId, frame.visible);
    });
  socket.on('close', () => {
    opts.presence.remove(socket);
    clearInterval(pinger);
    clearInterval(checker);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });
  send({ type: 'ready', topics: grant.topics });
}

const realtimePlugin: FastifyPluginAsync<RealtimeRoutesOptions> = async (app, opts) => {
  const {
    deps,
    bus,
    presence,
    pingIntervalMs = PING_INTERVAL_MS,
    sessionCheckMs = SESSION_CHECK_INTERVAL_MS,
  } = opts;
  const serveOptions: ServeOptions = {
    bus,
    presence,
    pingIntervalMs,
    sessionCheckMs,
    isSessionLive: (sessionId) => isSocketSessionLive(deps, sessionId),
  };
  if (!app.hasDecorator('websocketServer')) {
    // Before @fastify/websocket's own preClose (which closes without a code): on shutdown every
    // socket is told 1012, and the web app reconnects at once, to another instance behind the proxy.
    app.addHook('preClose', async () => {
      const { code, reason } = REALTIME_CLOSE.restarting;
      for (const client of app.websocketServer.clients) client.close(code, reason);
    });
    await app.register(websocket, { options: { maxPayload: 4096 } });
  }
  const grantOf = new WeakMap<FastifyRequest, SocketGrant>();
  const counter = createSocketCounter(socketCaps(deps.config));
  const tooMany = () => new AppError(429, 'too_many_sockets', REALTIME_MESSAGES.tooManySockets);

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        if (!isFromThisSite(request))
          throw new AppError(403, 'forbidden_origin', 'This request came from another site.');
        const { site } = request;
        if (site.kind === 'unknown') throw notFound('campus_not_found', MESSAGES.notFound.title);
        // The address first: a flood from one address costs no session lookup.
        if (counter.isFull(request.ip, null)) throw tooMany();
        const grant = await socketGrant(deps, site, authHeaders(request));
        if (counter.isFull(request.ip, grant.userId)) throw tooMany();
        grantOf.set(request, grant);
      },
    },
    (socket: Socket, request) => {
      const grant = grantOf.get(request) ?? { topics: [], follows: [], userId: null, sessionId: null };
      // Handshakes in flight together all passed the check above: the count at open decides.
      if (counter.isFull(request.ip, grant.userId)) {
        socket.close(REALTIME_CLOSE.tooManySockets.code, REALTIME_CLOSE.tooManySockets.reason);
        return;
      }
      socket.on('close', counter.open(request.ip, grant.userId));
      const onForward = app.hasDecorator('readRouting') ? app.readRouting.afterEvents(request) : () => {};
      serve(socket, grant, serveOptions, onForward);
    },
  );
};

/**
 * The realtime WebSocket. Not encapsulated (fastify-plugin): @fastify/websocket, unless already
 * there, is registered on the enclosing scope, so `app.injectWS` works in tests and a later
 * WebSocket route shares the one upgrade listener.
 */
export const realtimeRoutes = fp(realtimePlugin, { name: 'realtime-routes' });
