import { createRequire } from 'node:module';
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino from 'pino';

/** The settings the logs depend on (config.ts). */
export interface LogSettings {
  LOG_LEVEL: string;
  isProduction: boolean;
}

const redact = ['req.headers.cookie', 'req.headers.authorization'];

/** pino-pretty is a development dependency: an install without it logs JSON. */
function prettyInstalled(): boolean {
  try {
    createRequire(import.meta.url).resolve('pino-pretty');
    return true;
  } catch {
    return false;
  }
}

/**
 * Whether the logs are read by a person in a terminal: short lines (pino-pretty) then, JSON lines in
 * production and whenever stdout is not a terminal (a file, a pipe, a log collector).
 */
export function logsForPeople(settings: LogSettings, stdoutIsTTY = process.stdout.isTTY === true): boolean {
  // A silent logger (the tests') needs no pretty-printing thread.
  return stdoutIsTTY && !settings.isProduction && settings.LOG_LEVEL !== 'silent' && prettyInstalled();
}

/** The pino options of the server's one logger (server.ts and Fastify share it). */
export function loggerOptions(settings: LogSettings, forPeople: boolean): pino.LoggerOptions {
  if (!forPeople) return { level: settings.LOG_LEVEL, redact };
  return {
    level: settings.LOG_LEVEL,
    redact,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss',
        // The request line says it all in its message; the rest is for machines.
        ignore: 'pid,hostname,reqId,method,url,statusCode,responseTime',
        singleLine: true,
      },
    },
  };
}

/** The server's logger for this terminal or pipe. */
export function createLogger(settings: LogSettings, stdoutIsTTY?: boolean): pino.Logger {
  return pino(loggerOptions(settings, logsForPeople(settings, stdoutIsTTY)));
}

/**
 * One line per finished request ("GET /home 200 12 ms") instead of Fastify's two JSON lines; at
 * `level` (debug in a terminal, so a person sees the URLs, warnings and errors). Failed requests
 * keep Fastify's error line.
 */
export class OneLinePerRequest extends LogController {
  constructor(private readonly level: 'info' | 'debug') {
    super();
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (error) {
      super.requestCompleted(error, request, reply);
      return;
    }
    const ms = Math.round(reply.elapsedTime);
    const line = { method: request.method, url: request.url, statusCode: reply.statusCode, responseTime: ms };
    reply.log[this.level](line, `${request.method} ${request.url} ${reply.statusCode} ${ms} ms`);
  }
}
