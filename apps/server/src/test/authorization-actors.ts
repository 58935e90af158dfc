// Who the authorization matrix (authorization-matrix.test.ts) sends each route as, the outcomes it
// checks, and the shapes of its rows (authorization-rows.ts and authorization-rows-owned.ts).

export const ACTORS = ['guest', 'unverified', 'noSchool', 'otherCampus', 'stranger', 'owner'] as const;
export type Actor = (typeof ACTORS)[number];

/**
 * - 'public': anyone; any answer below 500 (a wrong password or a bad token is still an answer).
 * - 'ok': authorized: below 500 and not 401/403/404 (a harmless body may still be refused as 400/409).
 * - 401 / 403 / 404: refused with exactly that status.
 */
export type Outcome = 'public' | 'ok' | 401 | 403 | 404;
export type Expect = Outcome | Record<Actor, Outcome>;

/** Outcomes in ACTORS order: guest, unverified, verified without school, other campus, stranger, owner. */
export const by = (
  guest: Outcome,
  unverified: Outcome,
  noSchool: Outcome,
  otherCampus: Outcome,
  stranger: Outcome,
  owner: Outcome,
): Expect => ({ guest, unverified, noSchool, otherCampus, stranger, owner });

/** Reading a private campus (accounts/campus-access.ts): guests 401, unverified accounts 403. */
export const campusRead = by(401, 403, 'ok', 'ok', 'ok', 'ok');
/** One's own account data: any signed-in account. */
export const signedIn = by(401, 'ok', 'ok', 'ok', 'ok', 'ok');
/** One's own account settings: a verified account. */
export const verified = by(401, 403, 'ok', 'ok', 'ok', 'ok');
/** Acting on this campus: a school-verified member of it. */
export const member = by(401, 403, 403, 403, 'ok', 'ok');
/** Someone's post: seen by the campus, so the others are told 403 (not the author / not a member). */
export const postOwner = by(401, 403, 403, 403, 403, 'ok');
/** Someone's chat, ad or checkout: hidden from everyone else (404, no hint that it exists). */
export const ownerOnly = by(401, 404, 404, 404, 404, 'ok');
/** Acting on someone's chat or ad: members of the campus first (403), then only its owner (404). */
export const memberOwner = by(401, 403, 403, 403, 404, 'ok');
/**
 * Moderation and administration: none of the matrix's actors holds a role, so all are refused;
 * moderators of the campus (allowed), of another campus (refused) and administrators are asked
 * route by route in modules/moderation/moderation-access.test.ts.
 */
export const staffOnly = by(401, 403, 403, 403, 403, 403);

export interface Fixtures {
  ownerName: string;
  postId: string;
  postToDelete: string;
  chatId: string;
  chatToDelete: string;
  messageId: string;
  adId: string;
  adToDelete: string;
  sessionId: string;
  sessionToCancel: string;
  recentId: string;
  partnerId: string;
  /** A member nobody else deals with (someone to block without changing other rows' outcomes). */
  bystanderId: string;
  /** A post the owner sold to the partner (the two may rate each other). */
  soldPostId: string;
  /** One of the owner's saved searches. */
  savedSearchId: string;
}

export interface Row {
  expect: Expect;
  /** Path with the route's parameters filled from the fixtures. */
  path?: (f: Fixtures) => string;
  body?: (f: Fixtures) => unknown;
  /** Sent without the actor's cookie (routes that would end the actor's session). */
  anonymous?: boolean;
  /** A multipart upload of a small JPEG instead of a JSON body. */
  upload?: boolean;
  /** Not sent here: the test file that covers the route. */
  coveredBy?: string;
  note?: string;
}
