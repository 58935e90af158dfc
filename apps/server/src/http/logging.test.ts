import { Writable } from 'node:stream';
import Fastify from 'fastify';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loggerOptions, logsForPeople, OneLinePerRequest } from './logging';

const development = { LOG_LEVEL: 'info', isProduction: false };
const production = { LOG_LEVEL: 'info', isProduction: true };

describe('logs', () => {
  it('are short lines for a person in a terminal, JSON in production or when stdout is not a terminal', () => {
    expect(logsForPeople(development, true)).toBe(true);
    expect(logsForPeople(development, false)).toBe(false);
    expect(logsForPeople(production, true)).toBe(false);
    expect(logsForPeople({ ...development, LOG_LEVEL: 'silent' }, true)).toBe(false);
    expect(loggerOptions(development, true).transport).toMatchObject({ target: 'pino-pretty' });
    expect(loggerOptions(development, false).transport).toBeUndefined();
    expect(loggerOptions(production, false)).toMatchObject({ level: 'info' });
  });

  it('write one line per request, at debug for a person and at info in JSON', async () => {
    const lines: Record<string, unknown>[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(
          ...chunk
            .toString()
            .trim()
            .split('\n')
            .map((l) => JSON.parse(l)),
        );
        done();
      },
    });
    for (const level of ['info', 'debug'] as const) {
      lines.length = 0;
      const app = Fastify({
        loggerInstance: pino({ level: 'info' }, sink),
        logController: new OneLinePerRequest(level),
      });
      app.get('/home', async () => ({ ok: true }));
      await app.inject({ method: 'GET', url: '/home' });
      await app.close();
      const requestLines = lines.filter((l) => 'url' in l || 'req' in l || 'res' in l);
      if (level === 'info') {
        expect(requestLines).toHaveLength(1);
        expect(requestLines[0]).toMatchObject({ method: 'GET', url: '/home', statusCode: 200 });
        expect(requestLines[0]!.msg).toMatch(/^GET \/home 200 \d+ ms$/);
      } else {
        expect(requestLines).toEqual([]);
      }
    }
  });
});
