import {
  type AdminCampus,
  type Campus,
  type CampusDirectory,
  campusLogoSvg,
  campusSubdomain,
  HUB_CAMPUS_ID,
  MESSAGES,
} from '@campus/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { type CampusRow, findCampusById, listCampuses } from './campuses.repository';

// Campus administration (moderation/campus-admin.service.ts) reads and writes the table through these.
export {
  type CampusRow,
  findCampusById,
  insertCampus,
  listCampuses,
  lockCampusChanges,
  updateCampus,
} from './campuses.repository';

const campusNotFound = () => notFound('campus_not_found', MESSAGES.notFound.title);

export interface SiteInfo {
  publicUrl: string;
  supportEmail: string;
  /** `{campus}` is replaced by the lowercased campus short name without spaces. */
  socialDmUrlTemplate: string;
  /** Whether this server takes videos (false when no ffmpeg could run at start-up). */
  videos: boolean;
  /** Whether Google sign-in is configured; the pages offer only the sign-in methods that are. */
  googleSignIn: boolean;
}

/** The origin of a campus's site (the hub's for the hub): its subdomain follows its short name. */
export function originOfCampus(row: Pick<CampusRow, 'id' | 'shortName'>, publicUrl: string): string {
  const url = new URL(publicUrl);
  if (row.id !== HUB_CAMPUS_ID) url.hostname = `${campusSubdomain(row.shortName)}.${url.hostname}`;
  return url.origin;
}

/** The uploaded logo's URL (versioned: a new upload is a new URL), or the drawn one's. */
export function campusLogoUrl(row: Pick<CampusRow, 'id' | 'logoKey' | 'updatedAt'>): string {
  return row.logoKey
    ? `/files/${row.logoKey}?v=${row.updatedAt.getTime().toString(36)}`
    : `/api/campuses/${row.id}/logo.svg`;
}

export function toCampus(row: CampusRow, site: SiteInfo): Campus {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    emailDomains: row.emailDomains,
    privacy: row.privacy,
    url: originOfCampus(row, site.publicUrl),
    logo: campusLogoUrl(row),
    location: { city: row.city, state: row.state, country: row.country },
    isHub: row.id === HUB_CAMPUS_ID,
    color: row.color,
    socialDmUrl: site.socialDmUrlTemplate.replace('{campus}', campusSubdomain(row.shortName)),
    supportEmail: site.supportEmail,
    videos: site.videos,
    googleSignIn: site.googleSignIn,
    retired: row.retiredAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A campus as the Campuses tab shows it. */
export function toAdminCampus(row: CampusRow, site: SiteInfo): AdminCampus {
  return {
    ...toCampus(row, site),
    subdomain: campusSubdomain(row.shortName),
    accentColor: row.accentColor,
    timeZone: row.timeZone,
    meetingSpots: row.meetingSpots,
    retiredAt: row.retiredAt?.toISOString() ?? null,
    hasLogo: row.logoKey !== null,
    listingReminderDays: row.listingReminderDays,
    listingExpiryDays: row.listingExpiryDays,
  };
}

/**
 * The campus with this id from the registry (memory, kept current across instances by the bus), as the
 * API shows it; null when the registry does not have it yet.
 */
export function knownCampus(campuses: CampusDirectory<CampusRow>, id: string, site: SiteInfo): Campus | null {
  const row = campuses.byId(id);
  return row ? toCampus(row, site) : null;
}

/** The campus (or the hub) with this id, as the API shows it; a retired campus still answers. */
export async function getCampus(db: Database, id: string, site: SiteInfo): Promise<Campus> {
  const row = await findCampusById(db, id);
  if (!row) throw campusNotFound();
  return toCampus(row, site);
}

/** The hub's school list in launch order, hub first: retired campuses are left out. */
export async function getCatalogue(db: Database, site: SiteInfo): Promise<Campus[]> {
  return (await listCampuses(db)).filter((row) => row.retiredAt === null).map((row) => toCampus(row, site));
}

/** The drawn logo of a campus as SVG text. */
export async function getCampusLogo(db: Database, id: string): Promise<string> {
  const row = await findCampusById(db, id);
  if (!row) throw campusNotFound();
  return campusLogoSvg(row);
}
