import { ERROR_SENTENCES, type ErrorCode, INPUT_MESSAGES } from '@campus/domain';
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/**
 * A failure a client may see: a stable code, the spec's message, an HTTP status. Codes come from
 * the domain's list, so each has a sentence the web app can show.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string = ERROR_SENTENCES[code],
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

/**
 * PostgreSQL's 'data exception' class (SQLSTATE 22xxx: a value of the wrong shape, out of range, a
 * NUL): the request sent a value the database cannot take. Drizzle wraps the driver's error as `cause`.
 */
function isDataException(err: unknown): boolean {
  for (let e = err, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true;
  }
  return false;
}

/** Our code for a refusal Fastify made before any route ran. */
function fastifyRefusalCode(status: number): ErrorCode {
  if (status === 404) return 'not_found';
  if (status === 413) return 'too_large';
  if (status === 429) return 'too_fast';
  return 'bad_request';
}

export const notFound = (code: ErrorCode, message: string) => new AppError(404, code, message);

/** A client key the author already used for other content: refused, nothing written, nothing answered. */
export const clientKeyReused = () => new AppError(409, 'client_key_reused', INPUT_MESSAGES.clientKeyReused);

/** One handler turns every error into `{ error: { code, message, fields? } }`; 5xx details stay in the log. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      return reply
        .status(err.statusCode)
        .send({ error: { code: err.code, message: err.message, fields: err.fields } });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const key = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || '_';
        fields[key] ??= issue.message ?? 'Invalid value.';
      }
      const first = Object.values(fields)[0] ?? 'Invalid request.';
      return reply.status(400).send({ error: { code: 'validation_error', message: first, fields } });
    }
    if (isDataException(err)) {
      // A safety net: routes validate their input, so this is a gap to close; it is still the client's value.
      request.log.warn({ err }, 'value refused by the database');
      return reply
        .status(400)
        .send({ error: { code: 'invalid_value', message: INPUT_MESSAGES.invalidValue } });
    }
    const status = err.statusCode ?? 500;
    if (status < 500) {
      // Fastify's own refusals (a body it cannot parse, one too large) carry its codes and wording;
      // the client gets one of ours, with its sentence.
      const code = fastifyRefusalCode(status);
      return reply.status(status).send({ error: { code, message: ERROR_SENTENCES[code] } });
    }
    request.log.error({ err }, 'request failed');
    return reply.status(500).send({ error: { code: 'internal', message: 'Internal server error.' } });
  });
}
