// The Campuses tab's limits, reserved names and sentences, apart from its schemas: the web's error
// sentences need them without zod in a page's first load.
import { endSentence } from '../text/sentence-name';
import { HUB_CAMPUS_ID } from './catalogue';

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
/** The word an administrator types (or the CLI's --confirm-domains gives) to take a domain outside .edu. */
export const DOMAINS_CONFIRMATION_WORD = 'CONFIRM';

const listed = (items: readonly string[]) =>
  new Intl.ListFormat('en', { style: 'long', type: 'conjunction' }).format(items);

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
  shortNameChars: 'A short name may use the letters A to Z, digits and spaces.',
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
    `${domain} already belongs to ${endSentence(campusName)} A school e-mail domain can belong to one campus only.`,
  domainFreeMail: (domain: string) =>
    `${domain} is a public e-mail service, not a school's: anyone can get an address there. Give the school's own domain.`,
  /** A new domain outside .edu; `where` says how to confirm it (the form's box or the command's flag). */
  domainsUnconfirmed: (domains: readonly string[], where: 'form' | 'command line' = 'form') =>
    `${listed(domains)} ${domains.length > 1 ? 'are not .edu domains' : 'is not a .edu domain'}. ` +
    `If ${domains.length > 1 ? 'they are' : 'it is'} the school's own, ` +
    (where === 'form'
      ? `type ${DOMAINS_CONFIRMATION_WORD} in the box below the domains.`
      : 'run the command again with --confirm-domains.'),
  domainsConfirmationLabel: `Type ${DOMAINS_CONFIRMATION_WORD} to use a school domain outside .edu`,
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
  /**
   * Before saving a new short name: the address changes. The campus's first address (its id) keeps
   * redirecting to the current one; an address it took later does not.
   */
  renameWarning: (from: string, to: string, redirects: boolean) =>
    `Saving moves the site from ${from} to ${to}. ${redirects ? `Links to ${from} will redirect there.` : `Links to ${from} will stop working.`}`,
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
