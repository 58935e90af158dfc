import { sql } from 'drizzle-orm';
import { boolean, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { campuses } from './campuses';
import { campusRef, time } from './columns';

/** The attributes (SAML) or claims (OIDC) a campus's university sign-in reads. */
export interface SsoAttributeMap {
  email: string;
  name: string;
  affiliation: string;
}

/** A campus's university sign-in; the OIDC secret only encrypted (platform/auth/secret-box.ts). */
export const campusSso = pgTable('campus_sso', {
  campusId: text('campus_id')
    .primaryKey()
    .references(() => campuses.id),
  protocol: text('protocol', { enum: ['saml', 'oidc'] }).notNull(),
  idpEntityId: text('idp_entity_id'),
  idpSsoUrl: text('idp_sso_url'),
  idpCert: text('idp_cert'),
  oidcIssuer: text('oidc_issuer'),
  oidcClientId: text('oidc_client_id'),
  oidcClientSecretEnc: text('oidc_client_secret_enc'),
  attributes: jsonb('attributes').$type<SsoAttributeMap>().notNull(),
  allowedAffiliations: text('allowed_affiliations').array().notNull().default(sql`'{student}'::text[]`),
  emailCodeAllowed: boolean('email_code_allowed').notNull().default(true),
  ticketsStudentsOnly: boolean('tickets_students_only').notNull().default(false),
  updatedAt: time('updated_at').notNull().defaultNow(),
});

/** The AuthnRequest IDs we sent, for InResponseTo, or an OIDC state with its nonce and verifier; each bound to the browser that started it (the hash of its cookie's key). */
export const ssoRequests = pgTable('sso_requests', {
  id: text('id').primaryKey(),
  campusId: campusRef(),
  returnTo: text('return_to').notNull(),
  nonce: text('nonce'),
  codeVerifier: text('code_verifier'),
  browserKeyHash: text('browser_key_hash'),
  createdAt: time('created_at').notNull().defaultNow(),
});

/** Assertion IDs already accepted: each once. */
export const ssoAssertions = pgTable(
  'sso_assertions',
  {
    campusId: campusRef(),
    assertionId: text('assertion_id').notNull(),
    expiresAt: time('expires_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.campusId, t.assertionId] })],
);
