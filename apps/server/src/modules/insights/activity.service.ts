// An active member is counted once a day: the first signed-in request of their day on an instance
// writes one row (a second instance's write of the same day changes nothing); every later request
// that day asks nothing of the database.
import { HUB_CAMPUS_ID } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Executor } from '../../db/client';
import type { SessionGuard, SessionUser } from '../../http/guards';
import { insertActivityDay } from './insights.repository';
import { utcDay } from './insights.service';

export type ActivityRecorder = (user: SessionUser, now?: Date) => Promise<void>;

/** Records a school-verified member's day on their campus, once a day per instance. */
export function createActivityRecorder(db: Executor, log: FastifyBaseLogger): ActivityRecorder {
  let today = '';
  const seen = new Set<string>();
  return async (user, now = new Date()) => {
    if (!user.campusId || user.campusId === HUB_CAMPUS_ID || !user.schoolVerified || user.bannedAt) return;
    const day = utcDay(now);
    if (day !== today) {
      today = day;
      seen.clear();
    }
    if (seen.has(user.id)) return;
    seen.add(user.id);
    try {
      await insertActivityDay(db, user.campusId, user.id, day);
    } catch (err) {
      // Not counted this time: the next request tries again. The request itself goes on.
      seen.delete(user.id);
      log.warn({ err }, 'insights: recording an active day failed');
    }
  };
}

/** The session guard, recording each signed-in member's day as it reads their session. */
export function withActivityDays(guard: SessionGuard, record: ActivityRecorder): SessionGuard {
  return {
    ...guard,
    readUser: async (request, reply) => {
      const user = await guard.readUser(request, reply);
      if (user) await record(user);
      return user;
    },
  };
}
