import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_SENTENCES, isErrorCode } from './sentences';

describe('the error sentences', () => {
  it.each(ERROR_CODES)('%s has a sentence a person can read', (code) => {
    expect(ERROR_SENTENCES[code].trim().length).toBeGreaterThan(3);
    expect(isErrorCode(code)).toBe(true);
  });

  it('codes are snake_case and nothing else is a code', () => {
    for (const code of ERROR_CODES) expect(code).toMatch(/^[a-z]+(_[a-z]+)*$/);
    expect(isErrorCode('toString')).toBe(false);
    expect(isErrorCode('FST_ERR_CTP_INVALID_MEDIA_TYPE')).toBe(false);
  });
});
