import type { Logger } from 'pino';
import type { Database } from '../../db/client';
import type { MailTransport, OutgoingMail } from '../../platform/mail/mail-transport';
import {
  claimDueMail,
  type Executor,
  insertMail,
  listMail,
  type MailRow,
  markMailDelivered,
  markMailFailed,
} from './mail.repository';

export const MAIL_MAX_ATTEMPTS = 6;

/** Retry delay after the n-th failed attempt: 30 s, 1 min, 2 min, 4 min, 8 min. */
export function retryDelayMs(attempt: number): number {
  return 30_000 * 2 ** Math.max(0, attempt - 1);
}

/**
 * Puts a message in the outbox; call it inside the transaction of the action that causes it.
 * `aboutUserId`: the person the message names (an activity e-mail's actor); it goes with their account.
 */
export async function enqueueMail(
  db: Executor,
  message: OutgoingMail & { aboutUserId?: string },
): Promise<string> {
  return insertMail(db, mailRowOf(message));
}

/** The stored row of a message (the address lower-cased, the headers as JSON). */
export function mailRowOf(message: OutgoingMail & { aboutUserId?: string }) {
  return {
    to: message.to.toLowerCase(),
    subject: message.subject,
    html: message.html,
    headers: message.headers ? JSON.stringify(message.headers) : undefined,
    aboutUserId: message.aboutUserId,
  };
}

/** Delivers the messages that are due; returns how many were handled. */
export async function deliverDueMail(
  db: Database,
  transport: MailTransport,
  log: Logger,
  batch = 20,
): Promise<number> {
  const due = await claimDueMail(db, batch);
  for (const row of due) {
    try {
      await transport.send({
        to: row.to,
        subject: row.subject,
        html: row.html,
        headers: row.headers ? (JSON.parse(row.headers) as Record<string, string>) : undefined,
      });
      await markMailDelivered(db, row.id, transport.kind === 'smtp' ? 'sent' : 'captured');
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      const retryAt =
        row.attempts < MAIL_MAX_ATTEMPTS ? new Date(Date.now() + retryDelayMs(row.attempts)) : null;
      log.warn({ mailId: row.id, attempt: row.attempts, err: message }, 'mail delivery failed');
      await markMailFailed(db, row.id, message, retryAt);
    }
  }
  return due.length;
}

/** The newest messages, optionally only those to one address (for the dev inbox). */
export async function listRecentMail(db: Database, to?: string, limit = 50): Promise<MailRow[]> {
  return listMail(db, to, limit);
}
