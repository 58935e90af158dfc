import type { AuditAction } from '@campus/domain';
import type { Executor, Tx } from '../../db/client';
import { forgetAuditSubject, insertAuditEntry } from './audit.repository';

export interface AuditDraft {
  /** Null for the command line. */
  actorId: string | null;
  campusId?: string | null;
  action: AuditAction;
  targetType?: string | null;
  targetId?: string | null;
  subjectUserId?: string | null;
  reason?: string;
  details?: Record<string, string | number>;
}

/** Writes what a moderator or administrator did to the audit log, in the action's transaction. */
export async function recordAudit(db: Executor, draft: AuditDraft): Promise<void> {
  await insertAuditEntry(db, {
    actorId: draft.actorId,
    campusId: draft.campusId ?? null,
    action: draft.action,
    // A profile is named by the subject only (a deleted account leaves no id in the log).
    targetType: draft.targetType ?? null,
    targetId: draft.targetType === 'profile' ? null : (draft.targetId ?? null),
    subjectUserId: draft.subjectUserId ?? null,
    reason: draft.reason ?? '',
    details: draft.details ?? null,
  });
}

/**
 * Account deletion (privacy): the audit lines about the person keep the action, its time, campus
 * and moderator, and lose who it was about (target id, reason; the subject goes with the users row).
 */
export async function forgetPersonInAuditLog(tx: Tx, userId: string): Promise<void> {
  await forgetAuditSubject(tx, userId);
}
