import { z } from 'zod';

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

/** The attributes read from a SAML assertion; defaults are the OIDs InCommon releases: mail, displayName, eduPersonScopedAffiliation. */
export const samlAttributeMapSchema = z.object({
  email: z.string().trim().min(1).max(200).default('urn:oid:0.9.2342.19200300.100.1.3'),
  name: z.string().trim().min(1).max(200).default('urn:oid:2.16.840.1.113730.3.1.241'),
  affiliation: z.string().trim().min(1).max(200).default('urn:oid:1.3.6.1.4.1.5923.1.1.1.9'),
});

const pem = z
  .string()
  .trim()
  .min(40)
  .max(20_000)
  .regex(/^(-----BEGIN CERTIFICATE-----)?[A-Za-z0-9+/=\s]+(-----END CERTIFICATE-----)?$/, 'certificate');

/** What an administrator saves for a campus's university sign-in. */
export const campusSsoBody = z.discriminatedUnion('protocol', [
  z.object({
    protocol: z.literal('saml'),
    idpEntityId: z.string().trim().min(1).max(500),
    idpSsoUrl: z.url({ protocol: /^https?$/ }).max(1000),
    /** Left out on a later save: the stored certificate stays. */
    idpCert: pem.optional(),
    attributes: samlAttributeMapSchema.default({
      email: 'urn:oid:0.9.2342.19200300.100.1.3',
      name: 'urn:oid:2.16.840.1.113730.3.1.241',
      affiliation: 'urn:oid:1.3.6.1.4.1.5923.1.1.1.9',
    }),
    allowedAffiliations: z.array(z.enum(AFFILIATIONS)).min(1).max(7).default(DEFAULT_JOINING_AFFILIATIONS),
    emailCodeAllowed: z.boolean().default(true),
    ticketsStudentsOnly: z.boolean().default(false),
  }),
  z.object({
    protocol: z.literal('oidc'),
    issuer: z.url({ protocol: /^https?$/ }).max(1000),
    clientId: z.string().trim().min(1).max(300),
    /** Left out on a later save: the stored secret stays. */
    clientSecret: z.string().min(1).max(1000).optional(),
    claims: z
      .object({
        email: z.string().trim().min(1).max(100).default('email'),
        name: z.string().trim().min(1).max(100).default('name'),
        affiliation: z.string().trim().min(1).max(100).default('eduperson_affiliation'),
      })
      .default({ email: 'email', name: 'name', affiliation: 'eduperson_affiliation' }),
    allowedAffiliations: z.array(z.enum(AFFILIATIONS)).min(1).max(7).default(DEFAULT_JOINING_AFFILIATIONS),
    emailCodeAllowed: z.boolean().default(true),
    ticketsStudentsOnly: z.boolean().default(false),
  }),
]);
export type CampusSsoBody = z.infer<typeof campusSsoBody>;
/** What a page sends (defaults filled by the server). */
export type CampusSsoInput = z.input<typeof campusSsoBody>;

/** A campus's university sign-in as the Campuses tab shows it: never the secret, only whether one is set. */
export const campusSsoView = z.object({
  protocol: z.enum(['saml', 'oidc']),
  idpEntityId: z.string().nullable(),
  idpSsoUrl: z.string().nullable(),
  hasIdpCert: z.boolean(),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  allowedAffiliations: z.array(z.string()),
  emailCodeAllowed: z.boolean(),
  ticketsStudentsOnly: z.boolean(),
  spEntityId: z.string(),
  spMetadataUrl: z.string(),
  acsUrl: z.string(),
});
export type CampusSsoView = z.infer<typeof campusSsoView>;

/** What a campus's sign-in page needs to know: whether to show the university button. */
export const universitySignInInfo = z.object({
  enabled: z.boolean(),
  school: z.string(),
  startUrl: z.string().nullable(),
  emailCodeAllowed: z.boolean(),
});
export type UniversitySignInInfo = z.infer<typeof universitySignInInfo>;

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
} as const;
