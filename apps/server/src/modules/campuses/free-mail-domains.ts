// Public and throwaway mail services (gmail.com, outlook.com, yahoo.com, mailinator.com, …) are no
// school's domain: anyone can get an address there. The list is the email-providers package's JSON
// (HubSpot's list and others, kept up to date there), read on the server only, so the web bundle
// never carries it: the Campuses tab shows the server's sentence.
import { createRequire } from 'node:module';
import type { CampusDomainRules } from '@campus/domain';

let listed: ReadonlySet<string> | undefined;

/** Whether a school e-mail domain (normalised: lowercase, no `@`) is a public mail service. */
export function isFreeMailDomain(domain: string): boolean {
  listed ??= new Set(createRequire(import.meta.url)('email-providers/all.json') as string[]);
  return listed.has(domain);
}

/** The rules campusConflict applies on the server. */
export const SCHOOL_DOMAIN_RULES: CampusDomainRules = { isFreeMail: isFreeMailDomain };
