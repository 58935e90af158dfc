/**
 * The campus catalogue (accounts-and-money §3). Public facts only; launch dates are our own
 * choice inside the spec's range (August 2022 – October 2025). Every campus is private.
 * `id` doubles as the site's subdomain: `{id}.{BASE_DOMAIN}`; the hub has no subdomain.
 * It seeds a new database only: after that the `campuses` table is the truth (administrators add,
 * edit and retire campuses there), and the server reads it through its campus registry.
 */
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

const us = (city: string, state: string): CampusLocation => ({ city, state, country: 'US' });

export const CAMPUS_CATALOGUE: readonly CatalogueCampus[] = [
  {
    id: 'campus',
    name: 'Campus',
    shortName: 'Campus',
    emailDomains: [],
    privacy: 'private',
    location: us('', ''),
    color: '#1f5fd6',
    accentColor: '#ffffff',
    timeZone: 'America/Chicago',
    launchedAt: '2022-08-01T15:00:00.000Z',
  },
  {
    id: 'ou',
    name: 'University of Oklahoma',
    shortName: 'OU',
    emailDomains: ['ou.edu'],
    privacy: 'private',
    location: us('Norman', 'OK'),
    color: '#841617',
    accentColor: '#ffffff',
    timeZone: 'America/Chicago',
    launchedAt: '2022-08-15T15:00:00.000Z',
  },
  {
    id: 'ut',
    name: 'University of Texas',
    shortName: 'UT',
    emailDomains: [
      'utexas.edu',
      'utdallas.edu',
      'uta.edu',
      'mavs.uta.edu',
      'utsa.edu',
      'my.utsa.edu',
      'utep.edu',
      'miners.utep.edu',
    ],
    privacy: 'private',
    location: us('Austin', 'TX'),
    color: '#bf5700',
    accentColor: '#ffffff',
    timeZone: 'America/Chicago',
    launchedAt: '2022-10-03T15:00:00.000Z',
  },
  {
    id: 'smu',
    name: 'Southern Methodist University',
    shortName: 'SMU',
    emailDomains: ['smu.edu'],
    privacy: 'private',
    location: us('Dallas', 'TX'),
    color: '#354ca1',
    accentColor: '#ffffff',
    timeZone: 'America/Chicago',
    launchedAt: '2023-01-17T15:00:00.000Z',
  },
  {
    id: 'uf',
    name: 'University of Florida',
    shortName: 'UF',
    emailDomains: ['ufl.edu'],
    privacy: 'private',
    location: us('Gainesville', 'FL'),
    color: '#0021a5',
    accentColor: '#ffffff',
    timeZone: 'America/New_York',
    launchedAt: '2023-03-06T15:00:00.000Z',
  },
  {
    id: 'ucla',
    name: 'University of California, Los Angeles',
    shortName: 'UCLA',
    emailDomains: ['ucla.edu', 'g.ucla.edu'],
    privacy: 'private',
    location: us('Los Angeles', 'CA'),
    color: '#2774ae',
    accentColor: '#ffffff',
    timeZone: 'America/Los_Angeles',
    launchedAt: '2023-05-22T15:00:00.000Z',
  },
  {
    id: 'stanford',
    name: 'Stanford University',
    shortName: 'Stanford',
    emailDomains: ['stanford.edu'],
    privacy: 'private',
    location: us('Stanford', 'CA'),
    color: '#8c1515',
    accentColor: '#ffffff',
    timeZone: 'America/Los_Angeles',
    launchedAt: '2023-08-14T15:00:00.000Z',
  },
  {
    id: 'duke',
    name: 'Duke University',
    shortName: 'Duke',
    emailDomains: ['duke.edu'],
    privacy: 'private',
    location: us('Durham', 'NC'),
    color: '#012169',
    accentColor: '#ffffff',
    timeZone: 'America/New_York',
    launchedAt: '2023-09-05T15:00:00.000Z',
  },
  {
    id: 'okstate',
    name: 'Oklahoma State University',
    shortName: 'OkState',
    emailDomains: ['okstate.edu'],
    privacy: 'private',
    location: us('Stillwater', 'OK'),
    color: '#c85200',
    accentColor: '#ffffff',
    timeZone: 'America/Chicago',
    launchedAt: '2023-10-16T15:00:00.000Z',
  },
  {
    id: 'tamu',
    name: 'Texas A&M University',
    shortName: 'TAMU',
    emailDomains: ['tamu.edu'],
    privacy: 'private',
    location: us('College Station', 'TX'),
    color: '#500000',
    accentColor: '#ffffff',
    timeZone: 'America/Chicago',
    launchedAt: '2024-01-16T15:00:00.000Z',
  },
  {
    id: 'mit',
    name: 'Massachusetts Institute of Technology',
    shortName: 'MIT',
    emailDomains: ['mit.edu'],
    privacy: 'private',
    location: us('Cambridge', 'MA'),
    color: '#a31f34',
    accentColor: '#ffffff',
    timeZone: 'America/New_York',
    launchedAt: '2024-02-12T15:00:00.000Z',
  },
  {
    id: 'harvard',
    name: 'Harvard University',
    shortName: 'Harvard',
    emailDomains: ['harvard.edu', 'college.harvard.edu', 'g.harvard.edu'],
    privacy: 'private',
    location: us('Cambridge', 'MA'),
    color: '#a51c30',
    accentColor: '#ffffff',
    timeZone: 'America/New_York',
    launchedAt: '2024-03-18T15:00:00.000Z',
  },
  {
    id: 'ucf',
    name: 'University of Central Florida',
    shortName: 'UCF',
    emailDomains: ['ucf.edu', 'knights.ucf.edu'],
    privacy: 'private',
    location: us('Orlando', 'FL'),
    color: '#8a7020',
    accentColor: '#ffffff',
    timeZone: 'America/New_York',
    launchedAt: '2024-05-06T15:00:00.000Z',
  },
  {
    id: 'fsu',
    name: 'Florida State University',
    shortName: 'FSU',
    emailDomains: ['fsu.edu', 'my.fsu.edu'],
    privacy: 'private',
    location: us('Tallahassee', 'FL'),
    color: '#782f40',
    accentColor: '#ffffff',
    timeZone: 'America/New_York',
    launchedAt: '2024-08-19T15:00:00.000Z',
  },
  {
    id: 'unt',
    name: 'University of North Texas',
    shortName: 'UNT',
    emailDomains: ['unt.edu', 'my.unt.edu'],
    privacy: 'private',
    location: us('Denton', 'TX'),
    color: '#00853e',
    accentColor: '#ffffff',
    timeZone: 'America/Chicago',
    launchedAt: '2024-09-09T15:00:00.000Z',
  },
  {
    id: 'uk',
    name: 'University of Kentucky',
    shortName: 'UK',
    emailDomains: ['uky.edu'],
    privacy: 'private',
    location: us('Lexington', 'KY'),
    color: '#0033a0',
    accentColor: '#ffffff',
    timeZone: 'America/New_York',
    launchedAt: '2024-10-21T15:00:00.000Z',
  },
  {
    id: 'olemiss',
    name: 'University of Mississippi',
    shortName: 'Ole Miss',
    emailDomains: ['olemiss.edu', 'go.olemiss.edu'],
    privacy: 'private',
    location: us('Oxford', 'MS'),
    color: '#ce1126',
    accentColor: '#ffffff',
    timeZone: 'America/Chicago',
    launchedAt: '2025-01-13T15:00:00.000Z',
  },
  {
    id: 'osu',
    name: 'Ohio State University',
    shortName: 'OSU',
    emailDomains: ['osu.edu', 'buckeyemail.osu.edu'],
    privacy: 'private',
    location: us('Columbus', 'OH'),
    color: '#bb0000',
    accentColor: '#ffffff',
    timeZone: 'America/New_York',
    launchedAt: '2025-03-03T15:00:00.000Z',
  },
  {
    id: 'lsu',
    name: 'Louisiana State University',
    shortName: 'LSU',
    emailDomains: ['lsu.edu'],
    privacy: 'private',
    location: us('Baton Rouge', 'LA'),
    color: '#461d7c',
    accentColor: '#ffffff',
    timeZone: 'America/Chicago',
    launchedAt: '2025-05-12T15:00:00.000Z',
  },
  {
    id: 'nyu',
    name: 'New York University',
    shortName: 'NYU',
    emailDomains: ['nyu.edu'],
    privacy: 'private',
    location: us('New York', 'NY'),
    color: '#57068c',
    accentColor: '#ffffff',
    timeZone: 'America/New_York',
    launchedAt: '2025-08-18T15:00:00.000Z',
  },
  {
    id: 'asu',
    name: 'Arizona State University',
    shortName: 'ASU',
    emailDomains: ['asu.edu'],
    privacy: 'private',
    location: us('Tempe', 'AZ'),
    color: '#8c1d40',
    accentColor: '#ffffff',
    timeZone: 'America/Phoenix',
    launchedAt: '2025-10-06T15:00:00.000Z',
  },
];

/** The subdomain of a campus site: its short name, lowercased, without spaces. */
export function campusSubdomain(shortName: string): string {
  return shortName.toLowerCase().replace(/\s+/g, '');
}

export function findCatalogueCampus(id: string): CatalogueCampus | undefined {
  return CAMPUS_CATALOGUE.find((c) => c.id === id);
}
