import crypto from 'node:crypto';
import {
  AUTH_MESSAGES,
  CODE_MAX,
  CODE_MAX_WRONG_ATTEMPTS,
  CODE_MIN,
  CODE_TTL_MS,
  isCodeShape,
  verificationSubject,
} from '@campus/domain';
import type { Database, Tx } from '../../db/client';
import { AppError } from '../../http/errors';
import { escapeHtml } from '../../lib/html';
import { enqueueMail } from '../mail/mail.service';
import { enforceLimit, LIMITS, perIp } from '../rate-limits/limits';
import { hitLimit, isLocked } from '../rate-limits/rate-limit.service';
import {
  type CodePurpose,
  type CodeRow,
  countWrongAttempt,
  deleteCodes,
  findLiveCodes,
  insertCode,
  lockCodeFlow,
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

/** One code flow: the account it belongs to, what it proves, and the address the codes go to. */
export interface CodeFlow {
  userId: string;
  purpose: CodePurpose;
  /** The normalised address the codes are e-mailed to (and must be typed with). */
  target: string;
}

interface PolicyDeps {
  db: Database;
  config: { RATE_LIMIT_IP_FACTOR: number };
}

const tooManyAttempts = () => new AppError(429, 'too_many_attempts', AUTH_MESSAGES.login.tooManyAttempts);

/** Failure counters of a flow: per account and purpose, and per target address whatever the account. */
const failureKeys = (flow: CodeFlow) =>
  [
    [`codes:fail:${flow.purpose}:user:${flow.userId}`, LIMITS.codeFailuresPerUser],
    [`codes:fail:to:${flow.target}`, LIMITS.codeFailuresPerTarget],
  ] as const;

/**
 * The send rule of every code flow: code e-mails are limited per account and purpose, per target
 * address and per IP (the spec's lockout message past a limit). Call before issuing a code.
 */
export async function enforceCodeSendLimits(deps: PolicyDeps, flow: CodeFlow & { ip: string }) {
  await enforceLimit(deps.db, `codes:send:ip:${flow.ip}`, perIp(deps.config, LIMITS.codeSendsPerIp));
  await enforceLimit(deps.db, `codes:send:${flow.purpose}:user:${flow.userId}`, LIMITS.codeSendsPerUser);
  await enforceLimit(deps.db, `codes:send:to:${flow.target}`, LIMITS.codeSendsPerTarget);
}

/**
 * Creates a code for the flow and queues its e-mail, in the caller's transaction. Only the newest
 * code lives: the older codes of this account and purpose are deleted.
 */
export async function issueCode(
  tx: Tx,
  opts: CodeFlow & { campusShortName: string; campusId?: string | null },
): Promise<number> {
  const code = crypto.randomInt(CODE_MIN, CODE_MAX + 1);
  await lockCodeFlow(tx, opts.userId, opts.purpose);
  await deleteCodes(tx, opts.userId, opts.purpose);
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
 * The check rule of every code flow. Refuses a locked flow; in one transaction, a typed code that
 * matches the live code (and that `onMatch` accepts) runs `onMatch`; anything else counts a wrong
 * try on the code (it dies at the fifth) and a failure per account and per target, the last of
 * which locks the flow. Throws 'code_incorrect', or the lockout message once locked.
 */
export async function checkCode<T>(
  deps: PolicyDeps,
  flow: CodeFlow & { ip: string; code: string },
  onMatch: (tx: Tx, row: CodeRow) => Promise<T | null>,
): Promise<T> {
  await enforceLimit(deps.db, `codes:ip:${flow.ip}`, perIp(deps.config, LIMITS.codeChecksPerIp));
  for (const [key] of failureKeys(flow)) if (await isLocked(deps.db, key)) throw tooManyAttempts();
  type Outcome = { ok: true; value: T } | { ok: false; locked: boolean };
  const outcome = await deps.db.transaction(async (tx): Promise<Outcome> => {
    const match = await consumeCode(tx, flow);
    const value = match ? await onMatch(tx, match) : null;
    if (value !== null) return { ok: true, value };
    let locked = false;
    for (const [key, rule] of failureKeys(flow)) if (!(await hitLimit(tx, key, rule)).allowed) locked = true;
    return { ok: false, locked };
  });
  if (outcome.ok) return outcome.value;
  if (outcome.locked) throw tooManyAttempts();
  throw new AppError(400, 'code_incorrect', AUTH_MESSAGES.codeIncorrect);
}

/**
 * Checks a typed code against the live code of the flow. A match deletes the flow's codes and
 * returns the matched row; a miss counts a wrong try on the live code.
 */
async function consumeCode(tx: Tx, flow: CodeFlow & { code: string }): Promise<CodeRow | null> {
  const live = await findLiveCodes(tx, flow.userId, flow.purpose, CODE_TTL_MS, CODE_MAX_WRONG_ATTEMPTS);
  const typed = flow.code.trim();
  const match = isCodeShape(typed)
    ? live.find((c) => c.code === Number(typed) && c.target === flow.target)
    : undefined;
  if (!match) {
    await countWrongAttempt(
      tx,
      live.map((c) => c.id),
    );
    return null;
  }
  await deleteCodes(tx, flow.userId, flow.purpose);
  return match;
}
