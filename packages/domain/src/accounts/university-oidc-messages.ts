// The OpenID Connect part of a campus's university sign-in in the Campuses tab, without zod.

export const CAMPUS_OIDC_LABELS = {
  sectionFor: (campus: string) => `OpenID Connect sign-in for ${campus}`,
  legend: 'OpenID Connect',
  issuer: 'Issuer URL',
  clientId: 'Client ID',
  clientSecret: 'Client secret',
  secretKept: 'A client secret is saved. Enter a new one to replace it.',
  emailClaim: 'E-mail claim',
  nameClaim: 'Name claim',
  affiliationClaim: 'Affiliation claim',
  save: 'Save OpenID Connect sign-in',
  redirectUri: 'Our redirect URI',
} as const;

/** The claims read when an administrator names none (eduPersonAffiliation as most providers release it). */
export const DEFAULT_OIDC_CLAIMS = { email: 'email', name: 'name', affiliation: 'eduperson_affiliation' };
