import { MEETUP_MESSAGES, MEETUP_REMINDER_BEFORE_MS, meetupTimeLabel } from '@campus/domain';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client';
import type { JobQueue } from '../../platform/jobs/job-queue';
import type { EventBus } from '../../platform/realtime/bus';
import type { CampusLookup } from '../campuses/campus-status';
import type { ActivityMailConfig } from '../notifications/activity-mail';
import { notify, publishNotifications } from '../notifications/notifications.service';
import { claimReminder } from './meetups.repository';

export const MEETUP_REMINDER_JOB = 'meetup-reminder';

const reminderData = z.object({ meetupId: z.uuid(), startsAt: z.iso.datetime() });

export interface MeetupReminders {
  /** Queues the reminder of an accepted meetup an hour before it (at once when that has passed). */
  schedule(meetup: { id: string; startsAt: Date }): Promise<void>;
  /** Reminds both members of the meetup if it is still accepted at that time; returns how many were told. */
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
export function defineMeetupReminders(
  jobs: JobQueue,
  deps: ReminderDeps,
  log: FastifyBaseLogger,
): MeetupReminders {
  const runOnce = async (data: unknown) => {
    const { meetupId, startsAt } = reminderData.parse(data);
    const created = await deps.db.transaction(async (tx) => {
      const meetup = await claimReminder(tx, meetupId, new Date(startsAt));
      if (!meetup) return [];
      const time = meetupTimeLabel(meetup.startsAt, deps.campuses.byId(meetup.campusId)?.timeZone);
      const message = MEETUP_MESSAGES.reminder(meetup.place, time);
      const pair = [
        [meetup.sellerId, meetup.buyerId],
        [meetup.buyerId, meetup.sellerId],
      ] as const;
      const told = [];
      for (const [to, from] of pair) {
        told.push(
          await notify(tx, {
            to,
            from,
            type: 'meetup',
            chatId: meetup.chatId,
            postId: meetup.postId,
            message,
          }),
        );
      }
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
        log.warn({ err }, 'meetup reminder failed');
        throw err;
      }),
  });
  return {
    runOnce,
    async schedule(meetup) {
      const startsAt = meetup.startsAt.toISOString();
      await jobs.sendLater(
        MEETUP_REMINDER_JOB,
        { meetupId: meetup.id, startsAt },
        {
          startAfter: new Date(Math.max(Date.now(), meetup.startsAt.getTime() - MEETUP_REMINDER_BEFORE_MS)),
          singletonKey: `${meetup.id}@${startsAt}`,
        },
      );
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The meetup reminders (tests run one at a chosen time). */
    meetupReminders: MeetupReminders;
  }
}
