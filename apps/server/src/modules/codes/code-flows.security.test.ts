import { AUTH_MESSAGES } from '@campus/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { freshEmail, lastCodeTo, post, registerUser, verifiedUser } from '../../test/accounts-helpers';
import type { CookieJar } from '../../test/cookies';
import { createTestContext, type TestContext } from '../../test/test-app';

// Red team: an attacker who cannot read the mailbox asks for thousands of codes
// and guesses. Every code flow must bound the guesses per account and per target address across
// all its codes. Each request comes from a new IP (post's default), as a spread-out attacker would.

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});

/** Every code e-mailed to `to`, oldest first (the attacker never sees these; the test does). */
async function codesSentTo(to: string): Promise<string[]> {
  const { rows } = await t.pool.query<{ subject: string }>(
    `select subject from mail where "to" = $1 order by created_at, id`,
    [to],
  );
  return rows.map((r) => r.subject.slice(0, 4));
}

/** A code that is none of the ones sent to `to`. */
async function wrongCodeFor(to: string): Promise<string> {
  const sent = new Set(await codesSentTo(to));
  for (let c = 1000; ; c++) if (!sent.has(String(c))) return String(c);
}

const flows = [
  {
    name: 'the school e-mail join',
    request: '/api/me/school-email',
    verify: '/api/me/school-email/verify',
    target: () => `${freshEmail('nobody').split('@')[0]}@ou.edu`,
  },
  {
    name: 'the e-mail change',
    request: '/api/me/email',
    verify: '/api/me/email/verify',
    target: () => freshEmail('unowned'),
  },
] as const;

describe.each(flows)('$name', (flow) => {
  const ask = (jar: CookieJar, email: string) => post(t, 'ou', flow.request, { email }, jar);
  const guess = (jar: CookieJar, email: string, code: string) =>
    post(t, 'ou', flow.verify, { email, code }, jar);

  it('limits code e-mails per account: 30 requests in a row send at most 5', async () => {
    const { jar } = await verifiedUser(t);
    const target = flow.target();
    const statuses = [];
    for (let i = 0; i < 30; i++) statuses.push((await ask(jar, target)).statusCode);
    expect(statuses.filter((s) => s === 204)).toHaveLength(5);
    const refused = await ask(jar, flow.target());
    expect(refused.statusCode).toBe(429);
    expect(refused.json().error).toEqual({
      code: 'too_many_attempts',
      message: AUTH_MESSAGES.login.tooManyAttempts,
    });
  });

  it('limits code e-mails per target address across accounts', async () => {
    const target = flow.target();
    for (let i = 0; i < 5; i++) {
      const { jar } = await verifiedUser(t);
      expect((await ask(jar, target)).statusCode).toBe(204);
    }
    const { jar } = await verifiedUser(t);
    expect((await ask(jar, target)).statusCode).toBe(429);
  });

  it('keeps only the newest code alive', async () => {
    const { jar } = await verifiedUser(t);
    const target = flow.target();
    await ask(jar, target);
    await ask(jar, target);
    const [first, second] = await codesSentTo(target);
    if (first !== second) expect((await guess(jar, target, first!)).json().error.code).toBe('code_incorrect');
    expect((await guess(jar, target, second!)).statusCode).toBe(200);
  });

  it('locks the flow after 10 wrong codes, across fresh codes, even for the right code', async () => {
    const { jar } = await verifiedUser(t);
    const target = flow.target();
    for (let round = 0; round < 2; round++) {
      expect((await ask(jar, target)).statusCode).toBe(204);
      const wrong = await wrongCodeFor(target);
      for (let i = 0; i < 5; i++) {
        const res = await guess(jar, target, wrong);
        expect(res.statusCode).toBe(round === 1 && i === 4 ? 429 : 400);
      }
    }
    expect((await ask(jar, target)).statusCode).toBe(204);
    const right = await guess(jar, target, await lastCodeTo(t, target));
    expect(right.statusCode).toBe(429);
    expect(right.json().error.message).toBe(AUTH_MESSAGES.login.tooManyAttempts);
  });

  it('counts wrong codes per target address across accounts', async () => {
    const target = flow.target();
    for (let account = 0; account < 2; account++) {
      const { jar } = await verifiedUser(t);
      expect((await ask(jar, target)).statusCode).toBe(204);
      const wrong = await wrongCodeFor(target);
      for (let i = 0; i < 5; i++) await guess(jar, target, wrong);
    }
    const { jar } = await verifiedUser(t);
    expect((await ask(jar, target)).statusCode).toBe(204);
    expect((await guess(jar, target, await lastCodeTo(t, target))).statusCode).toBe(429);
  });

  it('an attacker asking for many codes and guessing one number gets nowhere', async () => {
    // The red team's attack, made deterministic: ask for a code, then guess the number the first
    // code had, again and again. With every code alive the old one matches; now it never does.
    const { jar } = await verifiedUser(t);
    const target = flow.target();
    await ask(jar, target);
    const [first] = await codesSentTo(target);
    let joined = false;
    for (let i = 0; i < 40 && !joined; i++) {
      await ask(jar, target);
      const [, ...later] = await codesSentTo(target);
      if (later.includes(first!)) continue; // the newest code happens to repeat the number: not a guess
      joined = (await guess(jar, target, first!)).statusCode === 200;
    }
    expect(joined).toBe(false);
  });
});

describe('requests sent at once', () => {
  it('are weighed one at a time: a code takes 5 wrong tries, however many arrive together', async () => {
    const { jar } = await verifiedUser(t);
    const target = `${freshEmail('burst').split('@')[0]}@ou.edu`;
    expect((await post(t, 'ou', '/api/me/school-email', { email: target }, jar)).statusCode).toBe(204);
    const right = await lastCodeTo(t, target);
    const wrong = Array.from({ length: 9 }, (_, i) => String(1000 + i)).filter((c) => c !== right);
    const replies = await Promise.all(
      wrong.map((code) => post(t, 'ou', '/api/me/school-email/verify', { email: target, code }, jar)),
    );
    expect(replies.every((r) => r.statusCode === 400)).toBe(true);
    const { rows } = await t.pool.query<{ wrong_attempts: number }>(
      `select wrong_attempts from verification_codes where target = $1`,
      [target],
    );
    expect(rows.map((r) => r.wrong_attempts)).toEqual([5]);
  });

  it('asked for at once still leave one live code', async () => {
    const { jar } = await verifiedUser(t);
    const target = freshEmail('burst-send');
    const replies = await Promise.all(
      Array.from({ length: 5 }, () => post(t, 'ou', '/api/me/email', { email: target }, jar)),
    );
    expect(replies.map((r) => r.statusCode)).toEqual(Array(5).fill(204));
    const { rows } = await t.pool.query(`select 1 from verification_codes where target = $1`, [target]);
    expect(rows).toHaveLength(1);
  });
});

describe('the account code', () => {
  it('keeps only the newest code alive and limits resends per account', async () => {
    const { jar, email } = await registerUser(t);
    for (let i = 0; i < 5; i++)
      expect((await post(t, 'ou', '/api/accounts/verify/resend', {}, jar)).statusCode).toBe(204);
    expect((await post(t, 'ou', '/api/accounts/verify/resend', {}, jar)).statusCode).toBe(429);
    const sent = await codesSentTo(email);
    expect(sent).toHaveLength(6);
    const newest = sent.at(-1)!;
    const older = sent.find((c) => c !== newest);
    if (older)
      expect((await post(t, 'ou', '/api/accounts/verify', { code: older }, jar)).json().error.code).toBe(
        'code_incorrect',
      );
    expect((await post(t, 'ou', '/api/accounts/verify', { code: newest }, jar)).statusCode).toBe(200);
  });
});
