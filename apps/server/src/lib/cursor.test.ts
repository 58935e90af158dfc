import { INPUT_MESSAGES } from '@campus/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from '../http/errors';
import { decodeCursor, encodeCursor } from './cursor';

const raw = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const id = '0190f3a4-5b6c-7d8e-9f01-23456789abcd';
const t = '2026-03-01T10:00:00.000Z';

describe('decodeCursor', () => {
  it('reads back what encodeCursor wrote', () => {
    expect(decodeCursor(encodeCursor({ t, id, n: '40' }), { t: 'date', id: 'uuid', n: 'count' })).toEqual({
      t,
      id,
      n: '40',
    });
    expect(decodeCursor(encodeCursor({ t, id: 'Abc_12-x' }), { t: 'date', id: 'userId' }).id).toBe(
      'Abc_12-x',
    );
    expect(decodeCursor(encodeCursor({ u: 'pat_poster' }), { u: 'username' })).toEqual({ u: 'pat_poster' });
  });

  it.each([
    ['not base64 JSON', '!!!'],
    ['JSON null', raw(null)],
    ['a number', raw(5)],
    ['a missing id', raw({ t })],
    ['an id that is not a uuid', raw({ t, id: 'not-a-uuid' })],
    ['an id with a NUL', raw({ t, id: `${id}\u0000` })],
    ['a date that is not a date', raw({ t: 'yesterday', id })],
    ['an impossible date', raw({ t: '2026-13-45T99:00:00.000Z', id })],
    ['a year past 9999', raw({ t: '+275760-09-13T00:00:00.000Z', id })],
    ['a date that is a number', raw({ t: 1e308, id })],
    ['a huge position', raw({ t, id, n: '1e308' })],
    ['a negative position', raw({ t, id, n: '-1' })],
    ['a position past 9 digits', raw({ t, id, n: '12345678901234567890' })],
    ['a longer cursor than any written', raw({ t, id, pad: 'x'.repeat(600) })],
  ])('refuses %s with a 400', (_name, cursor) => {
    let error: unknown;
    try {
      decodeCursor(cursor, { t: 'date', id: 'uuid', n: 'count' });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({
      statusCode: 400,
      code: 'invalid_cursor',
      message: INPUT_MESSAGES.invalidCursor,
    });
  });
});
