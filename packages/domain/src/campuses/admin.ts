import { z } from 'zod';
import { LISTING_PERIOD_BOUNDS, RENEW_MESSAGES } from '../listing-life/renew';
import {
  CAMPUS_ADMIN_MESSAGES,
  CAMPUS_EMAIL_DOMAINS_MAX,
  DOMAINS_CONFIRMATION_WORD,
  MEETING_SPOT_DIRECTIONS_MAX,
  MEETING_SPOT_NAME_MAX,
  MEETING_SPOTS_MAX,
  RESERVED_SUBDOMAINS,
} from './admin-messages';
import { campusSubdomain, HUB_CAMPUS_ID } from './catalogue';
import { campusSchema } from './schemas';

export * from './admin-messages';

const M = CAMPUS_ADMIN_MESSAGES;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
// Plain ASCII letters and digits only: no hyphen, so no punycode (`xn--…`) look-alike of another
// school's address, and nothing a browser would show as a different letter.
const CAMPUS_SUBDOMAIN = /^[a-z0-9]+$/;

/** True for a colour written `#rrggbb`. */
export function isHexColour(value: string): boolean {
  return HEX_COLOUR.test(value);
}

/** True for a time zone name this runtime knows (IANA names such as America/Chicago, or UTC). */
export function isTimeZone(value: string): boolean {
  if (!value || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** A school e-mail domain as stored: trimmed, lowercased, without a leading `@`. */
export function normaliseEmailDomain(value: string): string {
  return value.trim().toLowerCase().replace(/^@/, '').replace(/\.$/, '');
}

/** True for a domain name of at least two labels (rice.edu, mavs.uta.edu). */
export function isEmailDomain(value: string): boolean {
  if (value.length > 253) return false;
  const labels = value.split('.');
  return labels.length >= 2 && labels.every((l) => DOMAIN_LABEL.test(l)) && /[a-z]/.test(labels.at(-1)!);
}

/**
 * True when a short name's subdomain (lowercased, spaces removed) makes a campus address: ASCII
 * letters and digits, never an IDN's `xn--` form.
 */
export function isCampusSubdomain(subdomain: string): boolean {
  return CAMPUS_SUBDOMAIN.test(subdomain) && !subdomain.startsWith('xn--');
}

/** The domains outside .edu that a campus does not have yet: each needs the confirmation word. */
export function domainsToConfirm(domains: readonly string[], current: readonly string[] = []): string[] {
  return domains.filter((d) => !d.endsWith('.edu') && !current.includes(d));
}

/** Whether the typed word confirms domains outside .edu (spaces and case do not matter). */
export function isDomainsConfirmation(word: string | undefined): boolean {
  return word?.trim().toUpperCase() === DOMAINS_CONFIRMATION_WORD;
}

export const meetingSpotSchema = z.object({
  name: z
    .string(M.spotNameLength)
    .trim()
    .min(1, M.spotNameLength)
    .max(MEETING_SPOT_NAME_MAX, M.spotNameLength),
  directions: z
    .string(M.spotDirectionsLength)
    .trim()
    .max(MEETING_SPOT_DIRECTIONS_MAX, M.spotDirectionsLength),
});
export type MeetingSpot = z.infer<typeof meetingSpotSchema>;

const colourSchema = z.string(M.badColour).trim().regex(HEX_COLOUR, M.badColour).toLowerCase();

const periodDays = (bounds: { min: number; max: number }) =>
  z.coerce
    .number(RENEW_MESSAGES.periodsInvalid)
    .int(RENEW_MESSAGES.periodsInvalid)
    .min(bounds.min, RENEW_MESSAGES.periodsInvalid)
    .max(bounds.max, RENEW_MESSAGES.periodsInvalid);

export const campusInputSchema = z.object({
  name: z.string(M.nameLength).trim().min(2, M.nameLength).max(80, M.nameLength),
  shortName: z
    .string(M.shortNameLength)
    .trim()
    .min(2, M.shortNameLength)
    .max(20, M.shortNameLength)
    .refine((s) => isCampusSubdomain(campusSubdomain(s)), M.shortNameChars),
  emailDomains: z
    .array(
      z
        .string(M.emailDomainInvalid)
        .transform(normaliseEmailDomain)
        .refine(isEmailDomain, M.emailDomainInvalid),
      M.emailDomainsCount,
    )
    .min(1, M.emailDomainsCount)
    .max(CAMPUS_EMAIL_DOMAINS_MAX, M.emailDomainsCount)
    .refine((ds) => new Set(ds).size === ds.length, M.emailDomainRepeated),
  color: colourSchema,
  accentColor: colourSchema,
  city: z.string(M.cityLength).trim().min(1, M.cityLength).max(60, M.cityLength),
  state: z.string(M.stateLength).trim().min(2, M.stateLength).max(40, M.stateLength),
  timeZone: z.string(M.badTimeZone).trim().refine(isTimeZone, M.badTimeZone),
  meetingSpots: z.array(meetingSpotSchema, M.spotsCount).max(MEETING_SPOTS_MAX, M.spotsCount),
  /** Renew or expire: 'Still selling…?' after this many days, expiry after that many (within bounds; 14 and 30 unless set). */
  listingReminderDays: periodDays(LISTING_PERIOD_BOUNDS.reminderDays).optional(),
  listingExpiryDays: periodDays(LISTING_PERIOD_BOUNDS.expiryDays).optional(),
  /** DOMAINS_CONFIRMATION_WORD, typed to take a new school domain outside .edu (campusConflict checks it). */
  domainsConfirmation: z.string().max(40).optional(),
});
export type CampusInput = z.infer<typeof campusInputSchema>;

export const campusPatchSchema = campusInputSchema.partial();
export type CampusPatch = z.infer<typeof campusPatchSchema>;

/** A campus as administrators see it: the public shape plus what only the Campuses tab edits. */
export const adminCampusSchema = campusSchema.extend({
  subdomain: z.string(),
  accentColor: z.string(),
  timeZone: z.string(),
  meetingSpots: z.array(meetingSpotSchema),
  retiredAt: z.string().nullable(),
  hasLogo: z.boolean(),
  listingReminderDays: z.number().int(),
  listingExpiryDays: z.number().int(),
});
export type AdminCampus = z.infer<typeof adminCampusSchema>;

export const adminCampusesSchema = z.object({ campuses: z.array(adminCampusSchema) });
export const adminCampusResponseSchema = z.object({ campus: adminCampusSchema });

/** What the uniqueness rules need to know about the campuses already there. */
export interface ExistingCampus {
  id: string;
  name: string;
  shortName: string;
  emailDomains: readonly string[];
}

export type CampusConflict =
  | { code: 'subdomain_reserved'; subdomain: string }
  | { code: 'subdomain_taken'; subdomain: string; campusId: string }
  | { code: 'domain_claimed'; domain: string; campusId: string; campusName: string }
  | { code: 'domain_free_mail'; domain: string }
  | { code: 'domains_unconfirmed'; domains: readonly string[] };

/** What the server knows that the browser does not carry: the list of public mail services. */
export interface CampusDomainRules {
  isFreeMail?: (domain: string) => boolean;
}

/**
 * Why a campus (new: `selfId` undefined; edited: its id) cannot have this short name and these
 * domains next to the others, or null. A retired campus still holds its address and domains, so it
 * can be reinstated as it was. A public mail service is no school's domain; a new domain outside
 * .edu (some schools use .ac.uk or a country's domain) takes the confirmation word.
 */
export function campusConflict(
  candidate: { shortName?: string; emailDomains?: readonly string[]; domainsConfirmation?: string },
  existing: readonly ExistingCampus[],
  selfId?: string,
  rules: CampusDomainRules = {},
): CampusConflict | null {
  const others = existing.filter((c) => c.id !== selfId);
  if (candidate.shortName !== undefined) {
    const subdomain = campusSubdomain(candidate.shortName);
    if (RESERVED_SUBDOMAINS.includes(subdomain)) return { code: 'subdomain_reserved', subdomain };
    const holder = others.find(
      (c) => c.id !== HUB_CAMPUS_ID && (campusSubdomain(c.shortName) === subdomain || c.id === subdomain),
    );
    if (holder) return { code: 'subdomain_taken', subdomain, campusId: holder.id };
  }
  for (const domain of candidate.emailDomains ?? []) {
    const holder = others.find((c) => c.emailDomains.includes(domain));
    if (holder) return { code: 'domain_claimed', domain, campusId: holder.id, campusName: holder.name };
    if (rules.isFreeMail?.(domain)) return { code: 'domain_free_mail', domain };
  }
  const current = existing.find((c) => c.id === selfId)?.emailDomains;
  const unconfirmed = domainsToConfirm(candidate.emailDomains ?? [], current);
  if (unconfirmed.length && !isDomainsConfirmation(candidate.domainsConfirmation))
    return { code: 'domains_unconfirmed', domains: unconfirmed };
  return null;
}

/**
 * The sentence for a conflict; `baseDomain` names the address people would type, `where` how a
 * domain outside .edu is confirmed (the form's box, or the command's flag).
 */
export function campusConflictMessage(
  conflict: CampusConflict,
  baseDomain: string,
  where: 'form' | 'command line' = 'form',
): string {
  switch (conflict.code) {
    case 'subdomain_reserved':
      return M.subdomainReserved(conflict.subdomain);
    case 'subdomain_taken':
      return M.subdomainTaken(`${conflict.subdomain}.${baseDomain}`);
    case 'domain_claimed':
      return M.domainClaimed(conflict.domain, conflict.campusName);
    case 'domain_free_mail':
      return M.domainFreeMail(conflict.domain);
    case 'domains_unconfirmed':
      return M.domainsUnconfirmed(conflict.domains, where);
  }
}
