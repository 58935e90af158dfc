import { hashPassword, verifyPassword } from 'better-auth/crypto';

/** How account passwords are hashed and checked: sign-up, sign-in, a reset and deleting an account. */
export interface PasswordHashing {
  hash(password: string): Promise<string>;
  verify(input: { hash: string; password: string }): Promise<boolean>;
}

/** better-auth's own: scrypt (N 16384, r 16), about 170 ms of a core each, on libuv's threads. */
export const SCRYPT_PASSWORDS: PasswordHashing = { hash: hashPassword, verify: verifyPassword };
