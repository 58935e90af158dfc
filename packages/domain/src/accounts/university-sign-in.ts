import { z } from 'zod';
import { AFFILIATIONS, DEFAULT_JOINING_AFFILIATIONS } from './university-sign-in-messages';

export * from './university-sign-in-messages';

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
    /** The IdP's three facts, each left out when its metadata (an upload or its address) says it. */
    idpEntityId: z.string().trim().min(1).max(500).optional(),
    idpSsoUrl: z
      .url({ protocol: /^https?$/ })
      .max(1000)
      .optional(),
    /** Left out on a later save: the stored certificate stays. */
    idpCert: pem.optional(),
    /** The IdP's metadata XML as uploaded, read on save. */
    idpMetadataXml: z.string().min(1).max(500_000).optional(),
    /** Where the IdP publishes its metadata: fetched and read on save. */
    idpMetadataUrl: z
      .url({ protocol: /^https?$/ })
      .max(1000)
      .optional(),
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
  /** The attribute (SAML) or claim (OIDC) names read for e-mail, name and affiliation. */
  attributes: z.object({ email: z.string(), name: z.string(), affiliation: z.string() }),
  issuer: z.string().nullable(),
  clientId: z.string().nullable(),
  hasClientSecret: z.boolean(),
  allowedAffiliations: z.array(z.string()),
  emailCodeAllowed: z.boolean(),
  ticketsStudentsOnly: z.boolean(),
  spEntityId: z.string(),
  spMetadataUrl: z.string(),
  acsUrl: z.string(),
  /** The callback an OIDC provider's administrator registers for the client. */
  oidcRedirectUri: z.string(),
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
