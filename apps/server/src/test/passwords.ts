// Password hashing for the unit tests: better-auth's real scrypt, but each password hashed once and
// each (hash, password) pair checked once per test process. Tests sign up hundreds of members with a
// handful of passwords; at ~170 ms of a core a hash, that was a fifth of the unit step's CPU.
import { hashedOncePerPassword } from '../platform/auth/passwords';

export const ONCE_PER_PASSWORD = hashedOncePerPassword();
