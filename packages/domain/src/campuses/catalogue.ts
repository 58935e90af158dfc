/**
 * The campus catalogue (accounts-and-money §3). Public facts only; launch dates are our own
 * choice inside the spec's range (August 2022 – October 2025). Every campus is private.
 * `id` doubles as the site's subdomain: `{id}.{BASE_DOMAIN}`; the hub has no subdomain.
 * It seeds a new database only: after that the `campuses` table is the truth (administrators add,
 * edit and retire campuses there), and the server reads it through its campus registry.
 */
import { SCHOOL_CAMPUSES } from './catalogue-schools';

export type CampusPrivacy = 'private' | 'public';

export interface CampusLocation {
  city: string;
  state: string;
  country: string;
}

export interface CatalogueCampus {
  id: string;
  name: string;
  shortName: string;
  emailDomains: readonly string[];
  privacy: CampusPrivacy;
  location: CampusLocation;
  /** Brand colour used for the drawn monogram logo. */
  color: string;
  /** The second colour (the drawn monogram's letters). */
  accentColor: string;
  /** The campus's IANA time zone. */
  timeZone: string;
  /** Launch date (createdAt), ISO 8601. */
  launchedAt: string;
}

export const HUB_CAMPUS_ID = 'campus';

export const CAMPUS_CATALOGUE: readonly CatalogueCampus[] = [
  {
    id: 'campus',
    name: 'Campus',
    shortName: 'Campus',
    emailDomains: [],
    privacy: 'private',
    location: { city: '', state: '', country: 'US' },
    color: '#1f5fd6',
    accentColor: '#ffffff',
    timeZone: 'America/Chicago',
    launchedAt: '2022-08-01T15:00:00.000Z',
  },
  ...SCHOOL_CAMPUSES,
];

/** The subdomain of a campus site: its short name, lowercased, without spaces. */
export function campusSubdomain(shortName: string): string {
  return shortName.toLowerCase().replace(/\s+/g, '');
}

export function findCatalogueCampus(id: string): CatalogueCampus | undefined {
  return CAMPUS_CATALOGUE.find((c) => c.id === id);
}
