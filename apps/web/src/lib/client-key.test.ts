import { describe, expect, it } from 'vitest';
import { newClientKey } from './client-key';

describe('newClientKey', () => {
  it('makes a version-4 UUID, a new one each time', () => {
    const a = newClientKey();
    const b = newClientKey();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(a).not.toBe(b);
  });
});
