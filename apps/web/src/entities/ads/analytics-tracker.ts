// Ad analytics from the client (accounts-and-money §4.7): each action is sent once per post per page
// session. A page session is one page load: one uuid made when this module loads. Failures are only
// logged (as warnings: the page never shows them).
import type { AnalyticsAction, AnalyticsBody } from '@campus/domain';
import { trackAnalytics } from './api/track-analytics';

export type SendAnalytics = (body: AnalyticsBody) => Promise<unknown>;

/** A tracker that sends each (action, post) pair at most once, with one page session id. */
export function createAnalyticsTracker(send: SendAnalytics, pageSessionId: string) {
  const sent = new Set<string>();
  return (actionType: AnalyticsAction, postId: string): boolean => {
    const key = `${actionType}:${postId}`;
    if (sent.has(key)) return false;
    sent.add(key);
    send({ actionType, postId, pageSessionId }).catch((error: unknown) =>
      console.warn('Ad analytics failed', actionType, error),
    );
    return true;
  };
}

/** This page load's tracker: returns whether the action was sent now (false when sent before). */
export const trackAdAction = createAnalyticsTracker(trackAnalytics, crypto.randomUUID());

/** Whether a post's ad counts actions now: its ad is active (the server checks it too). */
export const isTrackedPost = (post: { ad: { status: string } | null }) => post.ad?.status === 'active';
