import { MEETUP_MESSAGES, MEETUP_REMINDER_BEFORE_MS, meetupLead, meetupTimeLabel } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { EventBus } from '../../platform/realtime/bus';
import type { CampusLookup } from '../campuses/campus-status';
import type { ActivityMailConfig } from '../notifications/activity-mail';
import { notify, publishNotifications } from '../notifications/notifications.service';
import { claimMeetupRun, type MeetupRow } from './meetups.repository';

export const MEETUP_REMINDER_JOB = 'meetup-reminder';

/** A run: the reminder an hour before, or asking the seller at the time whether the sale happened. */
const runData = z.object({
  meetupId: z.uuid(),
  startsAt: z.iso.datetime(),
  kind: z.enum(['reminder', 'outcome']).default('reminder'),
});
type RunKind = z.infer<typeof runData>['kind'];

export interface MeetupReminders {
  /**
   * Queues an accepted meetup's runs: the reminder an hour before it (at once when that has
   * passed), and "Did the sale happen?" for the seller at its time.
   */
  schedule(meetup: { id: string; startsAt: Date }): Promise<void>;
  /** Does one run if the meetup is still accepted at that time and the run's work not done; returns how many were told. */
  runOnce(data: unknown): Promise<number>;
}

interface ReminderDeps {
  db: Database;
  bus: EventBus;
  activity: ActivityMailConfig;
  campuses: CampusLookup;
}

/**
 * The reminder an hour before an accepted meetup, in the app and as a push: one pg-boss run per
 * meetup and time, queued with startAfter (it survives restarts, and one instance takes it). The
 * run claims the meetup in one UPDATE, so a retry or a second run reminds nobody twice; a meetup
 * cancelled or moved since is left alone (moving it queues a run for the new time).
 */
/** Who is told what by a run: both members an hour before; the seller, from the buyer, at the time. */
function draftsOf(kind: RunKind, meetup: MeetupRow, timeZone: string | undefined, now: Date) {
  const time = meetupTimeLabel(meetup.startsAt, timeZone);
  const about = { chatId: meetup.chatId, postId: meetup.postId };
  if (kind === 'outcome') {
    const message = MEETUP_MESSAGES.outcomeQuestion(meetup.place, time);
    return [
      { to: meetup.sellerId, from: meetup.buyerId, type: 'meetup outcome' as const, message, ...about },
    ];
  }
  // Accepted less than an hour ahead, the reminder goes at once: it says the time truly left.
  const message = MEETUP_MESSAGES.reminder(meetup.place, time, meetupLead(meetup.startsAt, now));
  return [
    { to: meetup.sellerId, from: meetup.buyerId, type: 'meetup' as const, message, ...about },
    { to: meetup.buyerId, from: meetup.sellerId, type: 'meetup' as const, message, ...about },
  ];
}

/**
 * The runs of an accepted meetup, each a pg-boss job queued with startAfter (it survives restarts,
 * and one instance takes it) and a singletonKey per meetup, time and kind: the reminder an hour
 * before, in the app and as a push, and "Did the sale happen?" for the seller at the time. A run
 * claims its work in one UPDATE, so a retry or a second run tells nobody twice; a meetup cancelled
 * or moved since is left alone (moving it queues runs for the new time).
 */
export function defineMeetupReminders(
  jobs: JobQueue,
  deps: ReminderDeps,
  log: FastifyBaseLogger,
): MeetupReminders {
  const runOnce = async (data: unknown) => {
    const { meetupId, startsAt, kind } = runData.parse(data);
    const created = await deps.db.transaction(async (tx) => {
      const meetup = await claimMeetupRun(tx, kind, meetupId, new Date(startsAt));
      if (!meetup) return [];
      const timeZone = deps.campuses.byId(meetup.campusId)?.timeZone;
      const told = [];
      for (const draft of draftsOf(kind, meetup, timeZone, new Date())) told.push(await notify(tx, draft));
      return told;
    });
    await publishNotifications(deps, created);
    return created.filter(Boolean).length;
  };
  jobs.define({
    name: MEETUP_REMINDER_JOB,
    retryLimit: 3,
    retryDelaySeconds: 10,
    expireInSeconds: 120,
    run: (data) =>
      runOnce(data).catch((err: unknown) => {
        log.warn({ err }, 'meetup run failed');
        throw err;
      }),
  });
  const queue = (meetup: { id: string; startsAt: Date }, kind: RunKind, at: number) => {
    const startsAt = meetup.startsAt.toISOString();
    return jobs.sendLater(
      MEETUP_REMINDER_JOB,
      { meetupId: meetup.id, startsAt, kind },
      { startAfter: new Date(Math.max(Date.now(), at)), singletonKey: `${meetup.id}@${startsAt}:${kind}` },
    );
  };
  return {
    runOnce,
    async schedule(meetup) {
      await queue(meetup, 'reminder', meetup.startsAt.getTime() - MEETUP_REMINDER_BEFORE_MS);
      await queue(meetup, 'outcome', meetup.startsAt.getTime());
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The meetup reminders (tests run one at a chosen time). */
    meetupReminders: MeetupReminders;
  }
}
