import { z } from 'zod';
import { campusSubdomain, HUB_CAMPUS_ID } from './catalogue';
import { campusSchema } from './schemas';

/**
 * Subdomains a campus cannot take: names the site, mail and infrastructure use or that people would
 * read as the site itself.
 */
export const RESERVED_SUBDOMAINS: readonly string[] = [
  HUB_CAMPUS_ID,
  'www',
  'www1',
  'www2',
  'api',
  'admin',
  'administrator',
  'app',
  'apps',
  'mail',
  'email',
  'smtp',
  'imap',
  'pop',
  'mx',
  'ftp',
  'static',
  'assets',
  'media',
  'uploads',
  'files',
  'img',
  'images',
  'cdn',
  'dev',
  'staging',
  'hub',
  'help',
  'support',
  'status',
  'ws',
  'wss',
  'login',
  'logout',
  'signin',
  'signup',
  'auth',
  'account',
  'accounts',
  'root',
  'test',
  'localhost',
  'moderation',
  'security',
  'docs',
  'blog',
  'ns1',
  'ns2',
];

export const MEETING_SPOT_NAME_MAX = 60;
export const MEETING_SPOT_DIRECTIONS_MAX = 200;
export const MEETING_SPOTS_MAX = 20;
export const CAMPUS_EMAIL_DOMAINS_MAX = 10;

/** Every string of campus administration: the Campuses tab, the CLI and the API's refusals. */
export const CAMPUS_ADMIN_MESSAGES = {
  tab: 'Campuses',
  heading: 'Campuses',
  intro: 'Every campus site, its school e-mail domains and how it looks.',
  noCampuses: 'No campuses yet',
  addCampus: 'Add campus',
  editCampus: 'Edit campus',
  save: 'Save',
  cancel: 'Cancel',
  retire: 'Retire',
  reinstate: 'Reinstate',
  uploadLogo: 'Upload logo',
  addSpot: 'Add meeting spot',
  removeSpot: 'Remove meeting spot',
  retiredBadge: 'Retired',
  nameLabel: 'Name',
  shortNameLabel: 'Short name',
  shortNameHint: 'Also the site address: the short name in lowercase, without spaces.',
  emailDomainsLabel: 'School e-mail domains',
  emailDomainsHint: 'One or more, separated by commas, e.g. rice.edu',
  colorLabel: 'Colour',
  accentColorLabel: 'Accent colour',
  cityLabel: 'City',
  stateLabel: 'State',
  timeZoneLabel: 'Time zone',
  timeZoneHint: 'e.g. America/Chicago',
  meetingSpotsLabel: 'Safe meeting spots',
  spotNameLabel: 'Meeting spot name',
  spotDirectionsLabel: 'Directions',
  logoLabel: 'Logo',
  logoHint: 'A PNG, JPEG or WebP image. Without one the site draws its initials in its colour.',
  retireTitle: (name: string) => `Retire ${name}?`,
  retireText:
    'No one new can join it and members can no longer post, comment or send messages there. What is already there stays readable to its members. You can reinstate it later.',
  reinstateTitle: (name: string) => `Reinstate ${name}?`,
  reinstateText: 'It opens to new members and posts again.',
  added: 'Campus added.',
  saved: 'Campus saved.',
  retired: 'Campus retired.',
  reinstated: 'Campus reinstated.',
  logoSaved: 'Logo saved.',
  // Refusals.
  nameLength: 'A name is 2 to 80 characters.',
  shortNameLength: 'A short name is 2 to 20 characters.',
  shortNameChars: 'A short name may use letters, digits, spaces and hyphens.',
  emailDomainsCount: `Give 1 to ${CAMPUS_EMAIL_DOMAINS_MAX} school e-mail domains.`,
  emailDomainInvalid: 'School e-mail domains are written like rice.edu.',
  emailDomainRepeated: 'Each school e-mail domain is listed once.',
  badColour: 'Colours are written like #1f5fd6.',
  cityLength: 'A city is 1 to 60 characters.',
  stateLength: 'A state is 2 to 40 characters.',
  badTimeZone: 'Time zones are written like America/Chicago.',
  spotNameLength: `A meeting spot's name is 1 to ${MEETING_SPOT_NAME_MAX} characters.`,
  spotDirectionsLength: `Directions are at most ${MEETING_SPOT_DIRECTIONS_MAX} characters.`,
  spotsCount: `A campus has at most ${MEETING_SPOTS_MAX} meeting spots.`,
  subdomainTaken: (host: string) => `Another campus already uses ${host}. Choose another short name.`,
  subdomainReserved: (subdomain: string) =>
    `"${subdomain}" is kept for the site itself and can't be a campus address. Choose another short name.`,
  domainClaimed: (domain: string, campusName: string) =>
    `${domain} already belongs to ${campusName}. A school e-mail domain can belong to one campus only.`,
  campusNotFound: 'That campus does not exist.',
  hubNotEditable: 'The hub is not a campus and cannot be changed here.',
  logoNotImage: 'The logo must be a PNG, JPEG or WebP image.',
  logoMissing: 'Choose an image for the logo.',
  logoTooLarge: 'That logo is too large (5 MB at most).',
  retiredRefusal: (shortName: string) =>
    `${shortName} is no longer open to new members or posts. What's here stays readable.`,
  // The Campuses tab's form and list (web).
  brandColorLabel: 'Brand colour',
  pickBrandColor: 'Pick the brand colour',
  pickAccentColor: 'Pick the accent colour',
  siteAddress: (host: string) => `Site address: ${host}`,
  spotGroup: (n: number) => `Meeting spot ${n}`,
  removeSpotNumber: (n: number) => `Remove meeting spot ${n}`,
  noSpots: 'No meeting spots yet.',
  logoAlt: (name: string) => `${name} logo`,
  edit: 'Edit',
  editNamed: (name: string) => `Edit ${name}`,
  retireNamed: (name: string) => `Retire ${name}`,
  reinstateNamed: (name: string) => `Reinstate ${name}`,
  uploadLogoFor: (name: string) => `Upload logo for ${name}`,
  brandSwatch: (hex: string) => `Brand colour ${hex}`,
  accentSwatch: (hex: string) => `Accent colour ${hex}`,
  campusesList: 'Campuses',
  adminsOnly: 'Only site administrators can manage campuses.',
} as const;

const M = CAMPUS_ADMIN_MESSAGES;

const HEX_COLOUR = /^#[0-9a-fA-F]{6}$/;
const DOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
const SUBDOMAIN_LABEL = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;

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

/** True when a short name makes a valid site address (one DNS label once lowercased without spaces). */
export function isSubdomainLabel(subdomain: string): boolean {
  return SUBDOMAIN_LABEL.test(subdomain);
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

export const campusInputSchema = z.object({
  name: z.string(M.nameLength).trim().min(2, M.nameLength).max(80, M.nameLength),
  shortName: z
    .string(M.shortNameLength)
    .trim()
    .min(2, M.shortNameLength)
    .max(20, M.shortNameLength)
    .refine((s) => isSubdomainLabel(campusSubdomain(s)), M.shortNameChars),
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
  | { code: 'domain_claimed'; domain: string; campusId: string; campusName: string };

/**
 * Why a campus (new: `selfId` undefined; edited: its id) cannot have this short name and these
 * domains next to the others, or null. A retired campus still holds its address and domains, so it
 * can be reinstated as it was.
 */
export function campusConflict(
  candidate: { shortName?: string; emailDomains?: readonly string[] },
  existing: readonly ExistingCampus[],
  selfId?: string,
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
  }
  return null;
}

/** The sentence for a conflict; `baseDomain` names the address people would type. */
export function campusConflictMessage(conflict: CampusConflict, baseDomain: string): string {
  switch (conflict.code) {
    case 'subdomain_reserved':
      return M.subdomainReserved(conflict.subdomain);
    case 'subdomain_taken':
      return M.subdomainTaken(`${conflict.subdomain}.${baseDomain}`);
    case 'domain_claimed':
      return M.domainClaimed(conflict.domain, conflict.campusName);
  }
}
