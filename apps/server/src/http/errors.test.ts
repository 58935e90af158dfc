import { ERROR_CODES, ERROR_SENTENCES, INPUT_MESSAGES } from '@campus/domain';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { AppError, registerErrorHandler } from './errors';

/** An app with one route that throws what the database driver would (Drizzle wraps it as `cause`). */
async function appThrowing(err: unknown) {
  const app = Fastify();
  registerErrorHandler(app);
  app.get('/boom', async () => {
    throw err;
  });
  await app.ready();
  return app;
}

describe('the error handler', () => {
  it.each([
    ['22P02', 'invalid input syntax for type uuid'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22007', 'invalid input syntax for type timestamp'],
  ])('answers a database data exception %s with a 400', async (code, message) => {
    const driverError = Object.assign(new Error(message), { code });
    const app = await appThrowing(new Error('Failed query', { cause: driverError }));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'invalid_value', message: INPUT_MESSAGES.invalidValue } });
  });

  it('keeps other database errors a 500 without details', async () => {
    const app = await appThrowing(Object.assign(new Error('deadlock detected'), { code: '40P01' }));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'internal', message: 'Internal server error.' } });
  });

  // Generated from the domain's list: every code the server may throw answers with its sentence.
  it.each(ERROR_CODES)('answers AppError %s with its code and sentence', async (code) => {
    const app = await appThrowing(new AppError(403, code));
    const res = await app.inject({ method: 'GET', url: '/boom' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: { code, message: ERROR_SENTENCES[code] } });
  });

  it("answers Fastify's own refusals with one of the domain's codes and its sentence", async () => {
    const app = Fastify();
    registerErrorHandler(app);
    app.post('/echo', async (request) => request.body);
    await app.ready();
    const res = await app.inject({
      method: 'POST',
      url: '/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: ERROR_SENTENCES.bad_request } });
  });
});
