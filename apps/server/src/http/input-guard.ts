import { INPUT_MESSAGES } from '@campus/domain';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from './errors';

/**
 * True when a NUL character (U+0000) is in any string or key of a parsed value. PostgreSQL refuses
 * NUL in text and jsonb, so it can never be stored; walked without recursion (bodies may be deep).
 */
export function containsNul(value: unknown): boolean {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const item = stack.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (Array.isArray(item)) {
      for (const child of item) stack.push(child);
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * One rule for every route, before its schema runs: params, query and a parsed body holding a NUL
 * character are a 400 'invalid_characters' (rather than a database error, a 500).
 */
export const inputGuardPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body))
      throw new AppError(400, 'invalid_characters', INPUT_MESSAGES.nulCharacter);
  });
});
