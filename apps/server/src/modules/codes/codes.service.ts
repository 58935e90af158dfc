import crypto from 'node:crypto';
import {
  CODE_MAX,
  CODE_MAX_WRONG_ATTEMPTS,
  CODE_MIN,
  CODE_TTL_MS,
  isCodeShape,
  verificationSubject,
} from '@campus/domain';
import type { Tx } from '../../db/client';
import { escapeHtml } from '../../lib/html';
import { enqueueMail } from '../mail/mail.service';
import {
  type CodePurpose,
  type CodeRow,
  countWrongAttempt,
  deleteCodes,
  findLiveCodes,
  insertCode,
} from './codes.repository';

/** The e-mail that carries a code (accounts-and-money §7.3). */
export function verificationMail(code: number, campusShortName: string) {
  return {
    subject: verificationSubject(code, campusShortName),
    html: `<div style="font-family:Helvetica,Arial,sans-serif;color:#14171c;max-width:480px">
<p>Your ${escapeHtml(campusShortName)} Buy / Sell verification code is:</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px;margin:16px 0">${code}</p>
<p>Enter it on the verification page to continue. Codes expire after two hours.</p>
<p style="color:#5b6470;font-size:13px">If you did not ask for this code, you can ignore this e-mail.</p>
</div>`,
  };
}

/** Creates a code for `userId` and queues its e-mail to `target`, in the caller's transaction. */
export async function issueCode(
  tx: Tx,
  opts: {
    userId: string;
    purpose: CodePurpose;
    target: string;
    campusShortName: string;
    campusId?: string | null;
  },
): Promise<number> {
  const code = crypto.randomInt(CODE_MIN, CODE_MAX + 1);
  await insertCode(tx, {
    userId: opts.userId,
    purpose: opts.purpose,
    code,
    target: opts.target,
    campusId: opts.campusId,
  });
  await enqueueMail(tx, { to: opts.target, ...verificationMail(code, opts.campusShortName) });
  return code;
}

/**
 * Checks a typed code against the user's live codes of this purpose. A match deletes them all and
 * returns the matched row; a miss counts a wrong try on each live code (a code dies at the fifth).
 */
export async function consumeCode(
  tx: Tx,
  opts: { userId: string; purpose: CodePurpose; code: string; target?: string },
): Promise<CodeRow | null> {
  const live = await findLiveCodes(tx, opts.userId, opts.purpose, CODE_TTL_MS, CODE_MAX_WRONG_ATTEMPTS);
  const typed = opts.code.trim();
  const match = isCodeShape(typed)
    ? live.find((c) => c.code === Number(typed) && (opts.target === undefined || c.target === opts.target))
    : undefined;
  if (!match) {
    await countWrongAttempt(
      tx,
      live.map((c) => c.id),
    );
    return null;
  }
  await deleteCodes(tx, opts.userId, opts.purpose);
  return match;
}
