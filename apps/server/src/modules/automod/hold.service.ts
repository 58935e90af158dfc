import type { HeldKind } from '@campus/domain';
import type { Executor } from '../../db/client';
import {
  type AuthorHeldRow,
  clearMessageHold,
  clearPostHold,
  type HeldRow,
  listHeldOfAuthor,
  listHeldRows,
  markMessageHeld,
  markPostHeld,
} from './hold.repository';

// Held for review: any module may hold a post, comment or message it writes or sees reported. Held
// content is shown to its author (marked) and to the campus's moderators, and left out for everyone
// else (db/post-rows.ts notHeld and shownTo; the chats' message reads) until a moderator releases it
// or removes it (the existing removal).

export type HoldTarget = { postId: string; messageId?: never } | { messageId: string; postId?: never };

export interface Hold {
  /** The rule that held it, as moderators read it (AUTOMOD_MESSAGES.held…). */
  reason: string;
  /** 'rule' (the default): held at writing; 'reports': hidden after reports by several members. */
  kind?: HeldKind;
}

/**
 * Holds a post, comment or message in the caller's transaction; false when it was gone or already
 * held. A post or comment shown until now is counted: posts/shown-counts holds it and its counts.
 */
export async function holdContent(tx: Executor, target: HoldTarget & Hold): Promise<boolean> {
  return target.postId
    ? Boolean(await holdPostRow(tx, target.postId, target))
    : markMessageHeld(tx, target.messageId!, target.kind ?? 'rule', target.reason);
}

/** Holds a post or comment: its author and parent, or none when it was gone or already held. */
export function holdPostRow(tx: Executor, postId: string, hold: Hold) {
  return markPostHeld(tx, postId, hold.kind ?? 'rule', hold.reason);
}

/** Releases a held post or comment of the campus (only a hold of `kind`, when given). */
export function releaseHeldPost(tx: Executor, campusId: string, postId: string, kind?: HeldKind) {
  return clearPostHold(tx, campusId, postId, kind);
}

/** Releases a held message of the campus (only a hold of `kind`, when given). */
export function releaseHeldMessage(tx: Executor, campusId: string, messageId: string, kind?: HeldKind) {
  return clearMessageHold(tx, campusId, messageId, kind);
}

export type { AuthorHeldRow, HeldRow };

/** The member's own content still held for review, newest first. One query. */
export function listHeldOf(db: Executor, userId: string, limit: number): Promise<AuthorHeldRow[]> {
  return listHeldOfAuthor(db, userId, limit);
}

/** The campus's held content, oldest first. One query. */
export function listHeld(db: Executor, campusId: string, limit: number): Promise<HeldRow[]> {
  return listHeldRows(db, campusId, limit);
}
