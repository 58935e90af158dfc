import { DEFAULT_CAMPUS_RULES } from '@campus/domain';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { memberOf, post } from './accounts-helpers';
import { send } from './ads-helpers';
import type { CookieJar } from './cookies';
import { createPost, doc, poster } from './posts-helpers';
import type { TestContext } from './test-app';

const SCHOOL_DOMAIN: Record<string, string> = { ou: 'ou.edu', ut: 'utexas.edu' };

/** A member of `campus` appointed its moderator. */
export async function moderatorOf(t: TestContext, campus = 'ou', fullName = 'Mo Moderator') {
  const member =
    campus === 'ou'
      ? await poster(t, fullName)
      : await memberOf(t, campus, SCHOOL_DOMAIN[campus], { fullName });
  await t.pool.query('insert into campus_moderators (campus_id, user_id) values ($1, $2)', [
    campus,
    member.user.id,
  ]);
  return member;
}

/** A member of OU who is a site administrator. */
export async function administrator(t: TestContext, fullName = 'Ada Admin') {
  const member = await poster(t, fullName);
  await t.pool.query('insert into administrators (user_id) values ($1)', [member.user.id]);
  return member;
}

/** POST /api/reports on a site. */
export function report(
  t: TestContext,
  jar: CookieJar | undefined,
  body: { targetType: string; targetId: string; reason: string; note?: string; clientKey?: string },
  site = 'ou',
): Promise<LightMyRequestResponse> {
  return post(t, site, '/api/reports', body, jar);
}

/** POST /api/moderation/actions on a site. */
export function moderate(
  t: TestContext,
  jar: CookieJar | undefined,
  body: Record<string, unknown>,
  site = 'ou',
): Promise<LightMyRequestResponse> {
  return post(t, site, '/api/moderation/actions', body, jar);
}

/** GET a path on a site with the jar's cookies. */
export function getAs(t: TestContext, jar: CookieJar | undefined, url: string, site = 'ou') {
  return t.request(site, { method: 'GET', url, headers: jar ? { cookie: jar.header } : {} });
}

/** A moderator's `action` on one target, with a reason: POST /api/moderation/actions on OU. */
export function actOn(
  t: TestContext,
  jar: CookieJar | undefined,
  [targetType, targetId]: [string, string],
  action: string,
  reason = 'x',
): Promise<LightMyRequestResponse> {
  return moderate(t, jar, { targetType, targetId, action, reason });
}

/** A report of one target for `reason` (and a note): POST /api/reports on OU. */
export function reportOn(
  t: TestContext,
  jar: CookieJar | undefined,
  [targetType, targetId]: [string, string],
  reason: string,
  note?: string,
): Promise<LightMyRequestResponse> {
  return report(t, jar, { targetType, targetId, reason, ...(note === undefined ? {} : { note }) });
}

/** A new member whose post `reporter` reported (as a scam); the member and the post. */
export async function reportedMember(t: TestContext, reporter: CookieJar, name: string) {
  const member = await poster(t, name);
  const { id } = await createPost(t, member.jar, { text: doc(`${name} sells fakes`) });
  expect((await report(t, reporter, { targetType: 'post', targetId: id, reason: 'scam' })).statusCode).toBe(
    201,
  );
  return { member, postId: id };
}

/**
 * The held-content tests' campus: OU's moderator, a reader, and a rule that holds what says
 * 'cash only' (three distinct reporters hide, the default).
 */
export async function heldWordsCampus(t: TestContext) {
  const moderator = await moderatorOf(t, 'ou');
  const reader = await poster(t, 'Rea Reader');
  const res = await send(t, 'PUT', '/api/moderation/rules', moderator.jar, {
    ...DEFAULT_CAMPUS_RULES,
    heldWords: ['cash only'],
  });
  expect(res.statusCode, res.body).toBe(200);
  return { moderator, reader };
}
