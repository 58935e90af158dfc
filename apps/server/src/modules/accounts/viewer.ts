import { awayOf, type Viewer, viewerSchema } from '@campus/domain';
import { z } from 'zod';
import type { UserRow } from './accounts.repository';

/** The answer of a route that gives back the signed-in user. */
export const userReply = z.object({ user: viewerSchema });

/** The signed-in user as they see themselves. */
export function toViewer(row: UserRow): Viewer {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    firstName: row.firstName,
    lastName: row.lastName,
    img: row.image,
    verified: row.emailVerified,
    schoolVerified: row.schoolVerified,
    schoolEmail: row.schoolEmail,
    campusId: row.campusId,
    profileSetUp: row.profileSetUp,
    type: row.type,
    emailNotifications: row.emailNotifications,
    availableFunds: row.availableFunds,
    phone: row.phone,
    gender: row.gender,
    birthDate: row.birthDate,
    bio: row.bio,
    createdAt: row.createdAt.toISOString(),
    suspendedUntil:
      row.suspendedUntil && row.suspendedUntil > new Date() ? row.suspendedUntil.toISOString() : null,
    away: awayOf(row.awayUntil, row.awayNote, new Date()),
    showReplyTime: row.showReplyTime,
  };
}
