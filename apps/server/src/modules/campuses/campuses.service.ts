import {
  type Campus,
  campusLogoSvg,
  campusOrigin,
  campusSubdomain,
  HUB_CAMPUS_ID,
  MESSAGES,
} from '@campus/domain';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { type CampusRow, findCampusById, listCampuses } from './campuses.repository';

const campusNotFound = () => notFound('campus_not_found', MESSAGES.notFound.title);

export interface SiteInfo {
  publicUrl: string;
  supportEmail: string;
  /** `{campus}` is replaced by the lowercased campus short name without spaces. */
  socialDmUrlTemplate: string;
  /** Whether this server takes videos (false when no ffmpeg could run at start-up). */
  videos: boolean;
}

function toCampus(row: CampusRow, site: SiteInfo): Campus {
  return {
    id: row.id,
    name: row.name,
    shortName: row.shortName,
    emailDomains: row.emailDomains,
    privacy: row.privacy,
    url: campusOrigin(row.id, site.publicUrl),
    logo: `/api/campuses/${row.id}/logo.svg`,
    location: { city: row.city, state: row.state, country: row.country },
    isHub: row.id === HUB_CAMPUS_ID,
    color: row.color,
    socialDmUrl: site.socialDmUrlTemplate.replace('{campus}', campusSubdomain(row.shortName)),
    supportEmail: site.supportEmail,
    videos: site.videos,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The campus (or the hub) with this id, as the API shows it. */
export async function getCampus(db: Database, id: string, site: SiteInfo): Promise<Campus> {
  const row = await findCampusById(db, id);
  if (!row) throw campusNotFound();
  return toCampus(row, site);
}

/** The whole catalogue in launch order, hub first. */
export async function getCatalogue(db: Database, site: SiteInfo): Promise<Campus[]> {
  return (await listCampuses(db)).map((row) => toCampus(row, site));
}

/** The drawn logo of a campus as SVG text. */
export async function getCampusLogo(db: Database, id: string): Promise<string> {
  const row = await findCampusById(db, id);
  if (!row) throw campusNotFound();
  return campusLogoSvg(row);
}
