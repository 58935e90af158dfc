import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerUser } from '../../test/accounts-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

interface Received {
  to: string[];
  raw: string;
}

const received: Received[] = [];
let refuseNext = 0;
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onData(stream, session, callback) {
    let raw = '';
    stream.on('data', (chunk: Buffer) => {
      raw += chunk.toString('utf8');
    });
    stream.on('end', () => {
      if (refuseNext > 0) {
        refuseNext -= 1;
        const err = new Error('Mailbox busy, try later') as Error & { responseCode: number };
        err.responseCode = 451;
        return callback(err);
      }
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  },
});

let t: TestContext;
beforeAll(async () => {
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestContext({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'OU Buy / Sell <no-reply@localhost>',
  });
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

describe('the mail worker with SMTP', () => {
  it('delivers a queued verification e-mail to a real SMTP server and marks it sent', async () => {
    const { email } = await registerUser(t);
    expect(await t.deliverMail()).toBe(1);
    const message = received.find((m) => m.to.includes(email));
    expect(message).toBeDefined();
    expect(message!.raw).toMatch(/Subject: \d{4} is your OU Buy \/ Sell verification code/);
    expect(message!.raw).toContain('From: "OU Buy / Sell" <no-reply@localhost>');
    const { rows } = await t.pool.query(`select state, attempts, sent_at from mail where "to" = $1`, [email]);
    expect(rows).toEqual([{ state: 'sent', attempts: 1, sent_at: expect.any(Date) }]);
  });

  it('retries a refused delivery later instead of losing it', async () => {
    refuseNext = 1;
    const { email } = await registerUser(t);
    expect(await t.deliverMail()).toBe(1);
    const first = await t.pool.query(
      `select state, attempts, last_error, next_attempt_at > now() as later from mail where "to" = $1`,
      [email],
    );
    expect(first.rows[0]).toMatchObject({ state: 'pending', attempts: 1, later: true });
    expect(first.rows[0].last_error).toContain('Mailbox busy');
    await t.pool.query(`update mail set next_attempt_at = now() where "to" = $1`, [email]);
    expect(await t.deliverMail()).toBe(1);
    const second = await t.pool.query(`select state, attempts from mail where "to" = $1`, [email]);
    expect(second.rows[0]).toEqual({ state: 'sent', attempts: 2 });
    expect(received.filter((m) => m.to.includes(email))).toHaveLength(1);
  });
});
