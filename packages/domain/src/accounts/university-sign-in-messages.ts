// University sign-in's words and rules without zod, so the pages that show them load no schemas.

/** What a university sign-in says a member is (eduPersonAffiliation, its main values). */
export const AFFILIATIONS = [
  'student',
  'staff',
  'faculty',
  'employee',
  'alum',
  'member',
  'affiliate',
] as const;
export type Affiliation = (typeof AFFILIATIONS)[number];

/** Who may join through the university sign-in, by default: current students only. */
export const DEFAULT_JOINING_AFFILIATIONS: Affiliation[] = ['student'];

/** How long a university sign-in's word on a member stands without another one. */
export const AFFILIATION_LASTS_MS = 365 * 24 * 60 * 60 * 1000;

export const UNIVERSITY_SIGN_IN_MESSAGES = {
  button: (school: string) => `Sign in with ${school}`,
  failed: "Your university sign-in didn't work. Try again, or use your school e-mail.",
  notAllowed: (school: string) =>
    `Your university sign-in says you're not a current student. Only current students can join ${school}.`,
  notConfigured: "This campus doesn't have a university sign-in.",
  emailCodeOff: (school: string) =>
    `${school} members join by signing in with their university, not with a school e-mail code.`,
  ticketsStudentsOnly: (school: string) => `Only current students can list tickets on ${school}.`,
  /** The moment between the university's answer and the campus (the answer is passed on in this browser). */
  relayTitle: 'Signing you in…',
  relayContinue: 'Continue',
} as const;

/** The badge a member's standing shows (trust summary, chat header, profile). */
export const STANDING_LABELS = {
  student: 'Current student',
  staff: 'Staff',
  alum: 'Alumni',
  schoolEmail: 'School e-mail verified',
} as const;
export type Standing = keyof typeof STANDING_LABELS;

/**
 * What is true of a member now: the last university sign-in's word while it is under 12 months old,
 * else only the school e-mail (or nothing for someone who isn't school-verified).
 */
export function standingOf(
  member: { schoolVerified: boolean; affiliation: string | null; affiliationCheckedAt: Date | string | null },
  now = Date.now(),
): Standing | null {
  const checked = member.affiliationCheckedAt ? new Date(member.affiliationCheckedAt).getTime() : null;
  if (member.affiliation && checked !== null && now - checked < AFFILIATION_LASTS_MS) {
    if (member.affiliation === 'student') return 'student';
    if (['staff', 'faculty', 'employee'].includes(member.affiliation)) return 'staff';
    if (member.affiliation === 'alum') return 'alum';
  }
  return member.schoolVerified ? 'schoolEmail' : null;
}

/**
 * The affiliation to keep from a sign-in's values (plain or scoped, `student@ou.edu`): student first,
 * then staff, then alum; null when none of those.
 */
export function mainAffiliation(values: readonly string[]): Affiliation | null {
  const plain = new Set(values.map((v) => v.split('@')[0]!.trim().toLowerCase()));
  for (const a of ['student', 'staff', 'faculty', 'employee', 'alum', 'member', 'affiliate'] as const) {
    if (plain.has(a)) return a;
  }
  return null;
}

/** The university sign-in section of a campus in the Campuses tab. */
export const CAMPUS_SSO_LABELS = {
  section: 'University sign-in',
  sectionFor: (campus: string) => `University sign-in for ${campus}`,
  entityId: 'IdP entity ID',
  ssoUrl: 'IdP sign-in URL',
  cert: 'IdP signing certificate',
  certKept: 'A certificate is saved. Paste a new one to replace it.',
  whoMayJoin: 'Who may join',
  affiliation: { student: 'Students', staff: 'Staff', alum: 'Alumni' } as Record<string, string>,
  emailCode: 'Members may also join with a school e-mail code',
  ticketsStudentsOnly: 'Only current students can list tickets',
  save: 'Save university sign-in',
  saved: 'University sign-in saved.',
  forIdp: 'For the IdP administrator',
  spEntityId: 'Our entity ID',
  acsUrl: 'Our ACS URL',
  metadataUrl: 'Our metadata',
  idpMetadataFile: 'IdP metadata (XML file)',
  idpMetadataUrl: 'IdP metadata URL',
  idpMetadataHint: 'Upload the metadata or give its URL, or enter the three facts below.',
  attributeEmail: 'E-mail attribute',
  attributeName: 'Name attribute',
  attributeAffiliation: 'Affiliation attribute',
} as const;

/** Why the IdP's metadata could not be used (shown beside the metadata fields). */
export const IDP_METADATA_MESSAGES = {
  notXml: "This file isn't XML metadata we can read.",
  noIdp:
    "This metadata doesn't describe an identity provider with a sign-in URL (HTTP-Redirect) and a signing certificate.",
  several: 'This metadata describes several identity providers. Enter the entity ID of yours.',
  badCert: "The signing certificate in this metadata isn't a certificate we can read.",
  unreachable: "We couldn't fetch metadata from this address.",
  missing: "Upload the IdP's metadata, give its URL, or enter its entity ID and sign-in URL.",
} as const;

/**
 * Why the address of an identity provider (its metadata URL, an OIDC issuer, or where either
 * leads) is not fetched: shown where the administrator gave it.
 */
export const IDP_ADDRESS_MESSAGES = {
  privateNetwork: "That address is on a private network. Give the identity provider's public address.",
  httpsOnly: "Give the identity provider's https address.",
} as const;
