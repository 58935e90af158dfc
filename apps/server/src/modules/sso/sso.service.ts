import {
  mainAffiliation,
  standingOf,
  UNIVERSITY_SIGN_IN_MESSAGES,
  type UniversitySignInInfo,
} from '@campus/domain';
import type { Profile } from '@node-saml/node-saml';
import { AppError } from '../../http/errors';
import type { AccountsDeps } from '../accounts/accounts.service';
import { signInWithUniversity } from '../accounts/university-sign-in.service';
import { originOfCampus } from '../campuses/campuses.service';
import { attributeValues } from './saml.service';
import { type CampusSsoRow, findCampusSso } from './sso.repository';

export type SsoDeps = AccountsDeps;

/** A campus (open, not the hub) and its university sign-in, or 404 sso_not_configured. */
export async function configuredCampus(deps: SsoDeps, campusId: string, protocol?: 'saml' | 'oidc') {
  const campus = deps.campuses.byId(campusId);
  const row = campus && !campus.retiredAt ? await findCampusSso(deps.db, campusId) : undefined;
  if (!campus || !row || (protocol && row.protocol !== protocol))
    throw new AppError(404, 'sso_not_configured', UNIVERSITY_SIGN_IN_MESSAGES.notConfigured);
  return { campus, row, origin: originOfCampus(campus, deps.config.PUBLIC_URL) };
}

/** What the campus's sign-in pages show: the university button, and whether the e-mail code stays. */
export async function universitySignIn(deps: SsoDeps, campusId: string): Promise<UniversitySignInInfo> {
  const campus = deps.campuses.byId(campusId);
  const row = campus && !campus.retiredAt ? await findCampusSso(deps.db, campusId) : undefined;
  return {
    enabled: Boolean(row),
    school: campus?.shortName ?? '',
    startUrl: row ? `/api/sso/${row.protocol}/login` : null,
    emailCodeAllowed: row?.emailCodeAllowed ?? true,
  };
}

/** A same-site path to come back to: one leading slash, nothing a browser reads as another host. */
export function sameSitePath(path: string | undefined, fallback = '/home'): string {
  if (!path || path.length > 300) return fallback;
  if (
    !path.startsWith('/') ||
    path.startsWith('//') ||
    path.includes('\\') ||
    [...path].some((c) => c.charCodeAt(0) < 32 || c.charCodeAt(0) === 127)
  )
    return fallback;
  return path;
}

/** Signs in the person a checked university answer names, when the campus takes their affiliation. */
export async function finishUniversitySignIn(
  deps: SsoDeps,
  input: {
    row: CampusSsoRow;
    schoolName: string;
    headers: Headers;
    email: string | undefined;
    name: string | undefined;
    affiliations: string[];
  },
) {
  const { row } = input;
  const failed = UNIVERSITY_SIGN_IN_MESSAGES.failed;
  if (!input.email) throw new AppError(403, 'sso_failed', failed);
  const affiliation = mainAffiliation(input.affiliations);
  if (!affiliation || !row.allowedAffiliations.includes(affiliation))
    throw new AppError(403, 'sso_not_allowed', UNIVERSITY_SIGN_IN_MESSAGES.notAllowed(input.schoolName));
  const name = input.name?.trim() || input.email.split('@')[0]!;
  return signInWithUniversity(deps, {
    campusId: row.campusId,
    email: input.email,
    name,
    affiliation,
    headers: input.headers,
    failed,
  });
}

/** The e-mail, name and affiliations of a SAML profile, by the campus's attribute map. */
export function samlIdentity(row: CampusSsoRow, profile: Profile) {
  const map = row.attributes;
  const email =
    attributeValues(profile, map.email)[0] ?? (typeof profile.email === 'string' ? profile.email : undefined);
  return {
    email,
    name: attributeValues(profile, map.name)[0],
    affiliations: attributeValues(profile, map.affiliation),
  };
}

/**
 * Tickets, the category scammers use most, only from current students where the campus says so:
 * 403 tickets_students_only for anyone else (the sentence names the campus).
 */
export async function assertMayListCategory(
  deps: { db: SsoDeps['db']; campuses: { byId(id: string): { shortName: string } | undefined } },
  user: { schoolVerified: boolean; affiliation: string | null; affiliationCheckedAt: Date | null },
  campusId: string,
  category: string | null | undefined,
): Promise<void> {
  if (category !== 'tickets') return;
  const row = await findCampusSso(deps.db, campusId);
  if (!row?.ticketsStudentsOnly || standingOf(user) === 'student') return;
  const school = deps.campuses.byId(campusId)?.shortName ?? campusId;
  throw new AppError(403, 'tickets_students_only', UNIVERSITY_SIGN_IN_MESSAGES.ticketsStudentsOnly(school));
}

/** Where the administrator turned the school e-mail code off, joining is by the university sign-in only. */
export async function assertEmailCodeAllowed(db: SsoDeps['db'], campus: { id: string; shortName: string }) {
  const row = await findCampusSso(db, campus.id);
  if (row && !row.emailCodeAllowed)
    throw new AppError(403, 'sso_required', UNIVERSITY_SIGN_IN_MESSAGES.emailCodeOff(campus.shortName));
}
