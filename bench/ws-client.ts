// A minimal WebSocket client for the benches (bench/chat.ts, bench/soak.ts): a plain HTTP upgrade to
// /api/ws (no WebSocket package), server frames read as they come (text frames parsed as JSON, pings
// answered).
import crypto from 'node:crypto';
import http from 'node:http';
import type { Duplex } from 'node:stream';
import type { Site } from './lib';

export interface SocketEvent {
  type: string;
  payload: Record<string, string>;
}

/** A masked client frame (RFC 6455 §5.3) with a short payload. */
function clientFrame(opcode: number, payload: Buffer = Buffer.alloc(0)): Buffer {
  const mask = crypto.randomBytes(4);
  const masked = Buffer.from(payload.map((byte, i) => byte ^ mask[i % 4]!));
  return Buffer.concat([Buffer.from([0x80 | opcode, 0x80 | payload.length]), mask, masked]);
}

/** One signed-in socket: resolves once the server's `ready` frame came; `onEvent` gets each event. */
export class BenchSocket {
  onEvent: (event: SocketEvent) => void = () => {};
  private buffer: Buffer = Buffer.alloc(0);
  private constructor(private readonly socket: Duplex) {}

  static open(site: Site, cookie: string, timeoutMs = 30_000): Promise<BenchSocket> {
    return new Promise((resolve, reject) => {
      const req = http.request({
        host: '127.0.0.1',
        port: site.port,
        path: '/api/ws',
        agent: false,
        headers: {
          host: site.host,
          origin: `http://${site.host}`,
          cookie,
          connection: 'Upgrade',
          upgrade: 'websocket',
          'sec-websocket-version': '13',
          'sec-websocket-key': crypto.randomBytes(16).toString('base64'),
        },
      });
      const timer = setTimeout(() => {
        req.destroy();
        reject(new Error(`no ready frame within ${timeoutMs / 1000} s`));
      }, timeoutMs);
      req.on('response', (res) => {
        clearTimeout(timer);
        res.resume();
        reject(new Error(`the upgrade answered ${res.statusCode}`));
      });
      req.on('error', (err) => {
        clearTimeout(timer);
        reject(err);
      });
      req.on('upgrade', (_res, socket, head) => {
        const client = new BenchSocket(socket);
        socket.on('error', () => {});
        client.onEvent = (event) => {
          if (event.type !== 'ready') return;
          clearTimeout(timer);
          client.onEvent = () => {};
          resolve(client);
        };
        socket.on('data', (chunk: Buffer) => client.take(chunk));
        client.take(head);
      });
      req.end();
    });
  }

  /** Reads every complete server frame in the buffer (server frames are unmasked). */
  private take(chunk: Buffer): void {
    this.buffer = this.buffer.length ? Buffer.concat([this.buffer, chunk]) : chunk;
    for (;;) {
      const b = this.buffer;
      if (b.length < 2) return;
      const short = b[1]! & 0x7f;
      const start = short === 126 ? 4 : short === 127 ? 10 : 2;
      if (b.length < start) return;
      const length = short === 126 ? b.readUInt16BE(2) : short === 127 ? Number(b.readBigUInt64BE(2)) : short;
      if (b.length < start + length) return;
      const opcode = b[0]! & 0x0f;
      const payload = b.subarray(start, start + length);
      this.buffer = b.subarray(start + length);
      if (opcode === 1) this.onEvent(JSON.parse(payload.toString('utf8')) as SocketEvent);
      else if (opcode === 9) this.socket.write(clientFrame(0xa, Buffer.from(payload)));
      else if (opcode === 8) this.socket.end();
    }
  }

  /** A close frame, then the end of the connection. */
  close(): void {
    this.socket.end(clientFrame(0x8));
  }
}
