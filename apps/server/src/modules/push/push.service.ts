import {
  PUSH_MESSAGES,
  type PushSettings,
  type PushSubscriptionBody,
  pushOffFromSettings,
  pushSettingsFromOff,
} from '@campus/domain';
import type { Database } from '../../db/client';
import { AppError } from '../../http/errors';
import { isAllowedPushEndpoint } from '../../platform/push/push-sender';
import type { UserRow } from '../accounts/accounts.service';
import {
  deletePushSubscription,
  findPushTypesOff,
  setPushTypesOff,
  trimPushSubscriptions,
  upsertPushSubscription,
} from './push.repository';

/** A member's browsers that get pushes; a new one beyond this replaces the oldest. */
export const MAX_PUSH_SUBSCRIPTIONS = 10;

export interface PushDeps {
  db: Database;
  vapidPublicKey: string;
  /** PUSH_ENDPOINT_HOSTS: the push services the server may send to. */
  endpointHosts: readonly string[];
}

/** Turns push on for one of the user's browsers (its PushSubscription); idempotent. */
export async function subscribePush(
  deps: PushDeps,
  user: UserRow,
  body: PushSubscriptionBody,
): Promise<void> {
  if (!isAllowedPushEndpoint(body.endpoint, deps.endpointHosts))
    throw new AppError(400, 'push_endpoint_refused', PUSH_MESSAGES.endpointRefused);
  await deps.db.transaction(async (tx) => {
    await upsertPushSubscription(tx, { userId: user.id, endpoint: body.endpoint, ...body.keys });
    await trimPushSubscriptions(tx, user.id, MAX_PUSH_SUBSCRIPTIONS);
  });
}

/** Turns push off for one of the user's browsers; another account's endpoint is left alone. */
export async function unsubscribePush(deps: PushDeps, user: UserRow, endpoint: string): Promise<void> {
  await deletePushSubscription(deps.db, user.id, endpoint);
}

/** The per-type switches and the key a browser subscribes with. */
export async function getPushSettings(
  deps: PushDeps,
  user: UserRow,
): Promise<PushSettings & { vapidPublicKey: string }> {
  const off = await findPushTypesOff(deps.db, user.id);
  return { ...pushSettingsFromOff(off), vapidPublicKey: deps.vapidPublicKey };
}

/** Saves the per-type switches. */
export async function savePushSettings(
  deps: PushDeps,
  user: UserRow,
  settings: PushSettings,
): Promise<PushSettings> {
  const off = pushOffFromSettings(settings);
  await setPushTypesOff(deps.db, user.id, off);
  return pushSettingsFromOff(off);
}
