// GET /api/ws, the realtime channel (server → client only; client frames are ignored). The handshake
// is refused before the upgrade: 403 for a page of another site, 404 for an unknown host. The topics
// come from the session at the handshake (realtime.service.ts) and stay for the socket's life, so the
// web app reconnects after signing in or out. Frames are JSON text: `{ type: 'ready', topics }` once,
// then every event of those topics.
import { MESSAGES, REALTIME_PATH, type RealtimeServerMessage } from '@campus/domain';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError, notFound } from '../../http/errors';
import { authHeaders } from '../../platform/auth/bridge';
import type { EventBus } from '../../platform/realtime/bus';
import type { AccountsDeps } from '../accounts/accounts.service';
import { socketTopics } from './realtime.service';

/** Proxies and phone networks drop a silent connection after about a minute. */
const PING_INTERVAL_MS = 25_000;
/** A client this far behind is dropped rather than buffered; it reconnects and refetches. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Close code 'Try Again Later'. */
const TRY_AGAIN_LATER = 1013;

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
}

export interface RealtimeRoutesOptions {
  deps: AccountsDeps;
  bus: EventBus;
  /** How often to ping; a socket that did not answer the previous ping is cut. */
  pingIntervalMs?: number;
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

/** Follows the topics on the bus for the socket's life, with a keep-alive ping. */
function serve(socket: Socket, bus: EventBus, topics: string[], pingIntervalMs: number): void {
  const send = (message: RealtimeServerMessage) => {
    if (socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) socket.close(TRY_AGAIN_LATER, 'Too far behind');
    else socket.send(JSON.stringify(message));
  };
  const unsubscribes = topics.map((topic) => bus.subscribe(topic, send));
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
  }, pingIntervalMs);
  socket.on('close', () => {
    clearInterval(pinger);
    for (const unsubscribe of unsubscribes) unsubscribe();
  });
  send({ type: 'ready', topics });
}

const realtimePlugin: FastifyPluginAsync<RealtimeRoutesOptions> = async (app, opts) => {
  const { deps, bus, pingIntervalMs = PING_INTERVAL_MS } = opts;
  if (!app.hasDecorator('websocketServer')) {
    await app.register(websocket, { options: { maxPayload: 4096 } });
  }
  const topicsOf = new WeakMap<FastifyRequest, string[]>();

  app.get(
    REALTIME_PATH,
    {
      websocket: true,
      preValidation: async (request) => {
        if (!isFromThisSite(request))
          throw new AppError(403, 'forbidden_origin', 'This request came from another site.');
        const { site } = request;
        if (site.kind === 'unknown') throw notFound('campus_not_found', MESSAGES.notFound.title);
        topicsOf.set(request, await socketTopics(deps, site, authHeaders(request)));
      },
    },
    (socket: Socket, request) => serve(socket, bus, topicsOf.get(request) ?? [], pingIntervalMs),
  );
};

/**
 * The realtime WebSocket. Not encapsulated (fastify-plugin): @fastify/websocket, unless already
 * there, is registered on the enclosing scope, so `app.injectWS` works in tests and a later
 * WebSocket route shares the one upgrade listener.
 */
export const realtimeRoutes = fp(realtimePlugin, { name: 'realtime-routes' });
