import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for these options, computed once. None of our directives depends on the
 * request (no nonces), so running helmet's middleware per request (it parses its directives and
 * validates every header through `res.setHeader`) only repeats the same answer.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()];
    },
  };
  let failure: unknown;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    failure = err;
  });
  if (failure) throw failure;
  return headers;
}

/** helmet's security headers (CSP, HSTS in production, frame and sniffing rules…) on every reply. */
export const securityHeadersPlugin = fp<{ helmet: HelmetOptions }>(async (app: FastifyInstance, opts) => {
  const headers = helmetHeaders(opts.helmet);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
});

/** The site's headers: its own origin, the media origin when media is served apart, HSTS in production. */
export function siteHelmetOptions(opts: { mediaPublicUrl?: string; isProduction: boolean }): HelmetOptions {
  const mediaOrigin = opts.mediaPublicUrl ? [new URL(opts.mediaPublicUrl).origin] : [];
  return {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // WebAssembly may compile (Scan ISBN's barcode reader); eval stays refused.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...mediaOrigin],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigin],
        styleSrc: ["'self'", "'unsafe-inline'"],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: opts.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: opts.isProduction,
  };
}
