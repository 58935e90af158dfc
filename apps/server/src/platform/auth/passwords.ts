import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** How account passwords are hashed and checked: sign-up, sign-in, a reset and deleting an account. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** better-auth's own: scrypt (N 16384, r 16), about 170 ms of a core each, on libuv's threads. */
export const SCRYPT_PASSWORDS: PasswordHashing = { hash: hashPassword, verify: verifyPassword };

/** Distinct passwords and (hash, password) pairs kept; past it the memo starts again. */
const MEMO_LIMIT = 1000;

function once<T>(memo: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let found = memo.get(key);
  if (!found) {
    if (memo.size >= MEMO_LIMIT) memo.clear();
    found = make();
    // A failure is not kept: the next call tries again.
    found.catch(() => memo.delete(key));
    memo.set(key, found);
  }
  return found;
}

/**
 * The same scrypt, but each password hashed once (every account with it gets that one hash, salt
 * included) and each (hash, password) pair checked once per process. For test suites only, which
 * sign up hundreds of members with a handful of passwords (PASSWORDS_HASHED_ONCE; refused in
 * production): the answers are scrypt's, only the repeats are skipped.
 */
export function hashedOncePerPassword(base: PasswordHashing = SCRYPT_PASSWORDS): PasswordHashing {
  const hashes = new Map<string, Promise<string>>();
  const verdicts = new Map<string, Promise<boolean>>();
  return {
    hash: (password) => once(hashes, password, () => base.hash(password)),
    verify: (input) => once(verdicts, `${input.hash}\u0000${input.password}`, () => base.verify(input)),
  };
}
