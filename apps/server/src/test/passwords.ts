// Password hashing for the unit tests: better-auth's real scrypt, but each password hashed once and
// each (hash, password) pair checked once per test process. Tests sign up hundreds of members with a
// handful of passwords; at ~170 ms of a core a hash, that was a fifth of the unit step's CPU.
import { type PasswordHashing, SCRYPT_PASSWORDS } from '../platform/auth/passwords';

const hashes = new Map<string, Promise<string>>();
const verdicts = new Map<string, Promise<boolean>>();

function once<T>(memo: Map<string, Promise<T>>, key: string, make: () => Promise<T>): Promise<T> {
  let found = memo.get(key);
  if (!found) {
    found = make();
    // A failure is not kept: the next call tries again.
    found.catch(() => memo.delete(key));
    memo.set(key, found);
  }
  return found;
}

export const ONCE_PER_PASSWORD: PasswordHashing = {
  hash: (password) => once(hashes, password, () => SCRYPT_PASSWORDS.hash(password)),
  verify: (input) =>
    once(verdicts, `${input.hash}\u0000${input.password}`, () => SCRYPT_PASSWORDS.verify(input)),
};
