import { describe, expect, it } from 'vitest';
import { hashedOncePerPassword, type PasswordHashing } from './passwords';

/** scrypt's stand-in with a counter: what the memo saves is the number of calls. */
function counting(): PasswordHashing & { calls: { hash: number; verify: number } } {
  const calls = { hash: 0, verify: 0 };
  return {
    calls,
    hash: async (password) => {
      calls.hash += 1;
      return `salt${calls.hash}:${password}`;
    },
    verify: async ({ hash, password }) => {
      calls.verify += 1;
      return hash.endsWith(`:${password}`);
    },
  };
}

describe('hashedOncePerPassword', () => {
  it('hashes a password once, and checks a pair once, with the real answers', async () => {
    const base = counting();
    const once = hashedOncePerPassword(base);
    const [a, b] = await Promise.all([once.hash('secret123'), once.hash('secret123')]);
    expect(a).toBe(b);
    expect(await once.hash('other-pass')).not.toBe(a);
    expect(base.calls.hash).toBe(2);
    expect(await once.verify({ hash: a, password: 'secret123' })).toBe(true);
    expect(await once.verify({ hash: a, password: 'secret123' })).toBe(true);
    expect(await once.verify({ hash: a, password: 'wrong-pass' })).toBe(false);
    expect(await once.verify({ hash: a, password: 'wrong-pass' })).toBe(false);
    expect(base.calls.verify).toBe(2);
  });

  it('keeps no failure: the next call tries again', async () => {
    let fail = true;
    const once = hashedOncePerPassword({
      hash: async (password) => {
        if (fail) throw new Error('no thread free');
        return `s:${password}`;
      },
      verify: async () => true,
    });
    await expect(once.hash('secret123')).rejects.toThrow('no thread free');
    fail = false;
    expect(await once.hash('secret123')).toBe('s:secret123');
  });

  it('checks against real scrypt: a hash it made verifies, another password does not', async () => {
    const once = hashedOncePerPassword();
    const hash = await once.hash('correct horse');
    expect(await once.verify({ hash, password: 'correct horse' })).toBe(true);
    expect(await once.verify({ hash, password: 'wrong horse' })).toBe(false);
  });
});
