// Site administrators keep the campuses: add, edit, retire, reinstate, upload a logo. The API and
// `npm run admin -- campus` share these functions (the command line acts with no actor). Each change
// is checked against the other campuses under a lock, written and audited in one transaction, then
// announced on the bus so every instance reloads its registry.
import {
  type AdminCampus,
  type CampusConflict,
  type CampusInput,
  type CampusPatch,
  campusConflict,
  campusConflictMessage,
  campusSubdomain,
  HUB_CAMPUS_ID,
  LISTING_PERIOD_DEFAULTS,
  listingPeriodsValid,
  CAMPUS_ADMIN_MESSAGES as M,
  RENEW_MESSAGES,
} from '@campus/domain';
import type { Database, Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import { CAMPUS_LOGO_TYPES, reencodeCampusLogo, sniffImage } from '../../platform/media/images';
import type { EventBus } from '../../platform/realtime/bus';
import type { FileStorage } from '../../platform/storage/storage';
import type { UserRow } from '../accounts/accounts.service';
import { type CampusRegistry, publishCampusesChanged } from '../campuses/campus-registry';
import {
  type CampusRow,
  findCampusById,
  insertCampus,
  listCampuses,
  lockCampusChanges,
  type SiteInfo,
  toAdminCampus,
  updateCampus,
} from '../campuses/campuses.service';
import { SCHOOL_DOMAIN_RULES } from '../campuses/free-mail-domains';
import { recordAudit } from './audit.service';
import { assertAdmin } from './roles.service';

export interface CampusAdminDeps {
  db: Database;
  storage: FileStorage;
  bus: EventBus;
  /** This instance's registry: reloaded at once after a change (other instances on the bus event). */
  campuses: Pick<CampusRegistry, 'reload'>;
  site: SiteInfo;
  /** BASE_DOMAIN, to name a taken address as people type it. */
  baseDomain: string;
}

/** Who makes a change: an administrator through the API, or null for the command line. */
export type CampusActor = UserRow | null;

const notFound = () => new AppError(404, 'not_found', M.campusNotFound);

const CONFLICT_STATUS: Record<CampusConflict['code'], number> = {
  subdomain_reserved: 400,
  subdomain_taken: 409,
  domain_claimed: 409,
  domain_free_mail: 400,
  domains_unconfirmed: 400,
};

const CONFLICT_FIELD: Record<CampusConflict['code'], string> = {
  subdomain_reserved: 'shortName',
  subdomain_taken: 'shortName',
  domain_claimed: 'emailDomains',
  domain_free_mail: 'emailDomains',
  domains_unconfirmed: 'domainsConfirmation',
};

/** A conflict as the API answers it; the command line words it its own way (campusConflictMessage). */
export class CampusConflictError extends AppError {
  constructor(
    readonly conflict: CampusConflict,
    baseDomain: string,
  ) {
    const message = campusConflictMessage(conflict, baseDomain);
    super(CONFLICT_STATUS[conflict.code], conflict.code, message, {
      [CONFLICT_FIELD[conflict.code]]: message,
    });
  }
}

async function assertActor(db: Executor, actor: CampusActor): Promise<void> {
  if (actor) await assertAdmin(db, actor);
}

/** Refuses anyone but an administrator before a route reads an upload. */
export async function assertCampusAdmin(deps: Pick<CampusAdminDeps, 'db'>, user: UserRow): Promise<void> {
  await assertAdmin(deps.db, user);
}

/** The campus `id` locked for change; 404 for the hub or no such campus. */
async function editableCampus(tx: Executor, id: string): Promise<CampusRow> {
  if (id === HUB_CAMPUS_ID) throw notFound();
  const row = await findCampusById(tx, id);
  if (!row) throw notFound();
  return row;
}

/** Reloads this instance's registry, then tells the others; after the commit. */
async function announce(deps: CampusAdminDeps, campusId: string): Promise<void> {
  await deps.campuses.reload();
  await publishCampusesChanged(deps.bus, campusId);
}

/** Every campus, retired ones too, in launch order; the hub is not a campus here. */
export async function listAdminCampuses(deps: CampusAdminDeps, actor: CampusActor): Promise<AdminCampus[]> {
  await assertActor(deps.db, actor);
  return (await listCampuses(deps.db))
    .filter((row) => row.id !== HUB_CAMPUS_ID)
    .map((row) => toAdminCampus(row, deps.site));
}

/** A new campus; its id is its subdomain, for good (the short name, and with it the address, may change). */
export async function addCampus(
  deps: CampusAdminDeps,
  actor: CampusActor,
  input: CampusInput,
): Promise<AdminCampus> {
  await assertActor(deps.db, actor);
  const row = await deps.db.transaction(async (tx) => {
    await lockCampusChanges(tx);
    const conflict = campusConflict(input, await listCampuses(tx), undefined, SCHOOL_DOMAIN_RULES);
    if (conflict) throw new CampusConflictError(conflict, deps.baseDomain);
    const inserted = await insertCampus(tx, {
      id: campusSubdomain(input.shortName),
      name: input.name,
      shortName: input.shortName,
      emailDomains: input.emailDomains,
      privacy: 'private',
      city: input.city,
      state: input.state,
      country: 'US',
      color: input.color,
      accentColor: input.accentColor,
      timeZone: input.timeZone,
      meetingSpots: input.meetingSpots,
      ...periodsOf(input, {
        listingReminderDays: LISTING_PERIOD_DEFAULTS.reminderDays,
        listingExpiryDays: LISTING_PERIOD_DEFAULTS.expiryDays,
      }),
      createdAt: new Date(),
    });
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      campusId: inserted.id,
      action: 'add campus',
      reason: actor ? '' : 'command line',
      details: { name: inserted.name },
    });
    return inserted;
  });
  await announce(deps, row.id);
  return toAdminCampus(row, deps.site);
}

/** The listing periods a change leaves, refused unless expiry still comes after the reminder. */
function periodsOf(
  given: Pick<CampusPatch, 'listingReminderDays' | 'listingExpiryDays'>,
  current: { listingReminderDays: number; listingExpiryDays: number },
) {
  const periods = {
    reminderDays: given.listingReminderDays ?? current.listingReminderDays,
    expiryDays: given.listingExpiryDays ?? current.listingExpiryDays,
  };
  if (!listingPeriodsValid(periods))
    throw new AppError(400, 'listing_periods_invalid', RENEW_MESSAGES.periodsInvalid);
  return { listingReminderDays: periods.reminderDays, listingExpiryDays: periods.expiryDays };
}

/** Changes the fields given; the subdomain follows a new short name. */
export async function editCampus(
  deps: CampusAdminDeps,
  actor: CampusActor,
  id: string,
  { domainsConfirmation, ...patch }: CampusPatch,
): Promise<AdminCampus> {
  await assertActor(deps.db, actor);
  const row = await deps.db.transaction(async (tx) => {
    await lockCampusChanges(tx);
    const current = await editableCampus(tx, id);
    periodsOf(patch, current);
    const conflict = campusConflict(
      { ...patch, domainsConfirmation },
      await listCampuses(tx),
      id,
      SCHOOL_DOMAIN_RULES,
    );
    if (conflict) throw new CampusConflictError(conflict, deps.baseDomain);
    const changed = Object.keys(patch).filter((k) => patch[k as keyof typeof patch] !== undefined);
    const updated = await updateCampus(tx, id, patch);
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      campusId: id,
      action: 'edit campus',
      reason: actor ? '' : 'command line',
      details: { fields: changed.join(', ') },
    });
    return updated!;
  });
  await announce(deps, id);
  return toAdminCampus(row, deps.site);
}

/**
 * Retires (`retired` true) or reinstates a campus. Retired: no new members, posts, comments or
 * messages; what is there stays readable to its members. Doing it twice changes nothing.
 */
export async function setCampusRetired(
  deps: CampusAdminDeps,
  actor: CampusActor,
  id: string,
  retired: boolean,
): Promise<AdminCampus> {
  await assertActor(deps.db, actor);
  const { row, changed } = await deps.db.transaction(async (tx) => {
    await lockCampusChanges(tx);
    const current = await editableCampus(tx, id);
    if ((current.retiredAt !== null) === retired) return { row: current, changed: false };
    const updated = await updateCampus(tx, id, { retiredAt: retired ? new Date() : null });
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      campusId: id,
      action: retired ? 'retire campus' : 'reinstate campus',
      reason: actor ? '' : 'command line',
    });
    return { row: updated!, changed: true };
  });
  if (changed) await announce(deps, id);
  return toAdminCampus(row, deps.site);
}

/**
 * Stores a new logo, judged by its content (PNG, JPEG or WebP) and re-encoded to WebP without
 * metadata like every uploaded image; the URL changes with each upload.
 */
export async function setCampusLogo(
  deps: CampusAdminDeps,
  actor: CampusActor,
  id: string,
  data: Buffer,
): Promise<AdminCampus> {
  await assertActor(deps.db, actor);
  if (id === HUB_CAMPUS_ID || !(await findCampusById(deps.db, id))) throw notFound();
  if (!(await sniffImage(data, CAMPUS_LOGO_TYPES))) throw new AppError(400, 'not_an_image', M.logoNotImage);
  let encoded: Buffer;
  try {
    encoded = await reencodeCampusLogo(data);
  } catch {
    throw new AppError(400, 'not_an_image', M.logoNotImage);
  }
  const key = `images/campusLogos/${id}.webp`;
  await deps.storage.put(key, encoded);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateCampus(tx, id, { logoKey: key });
    if (!updated) throw notFound();
    await recordAudit(tx, {
      actorId: actor?.id ?? null,
      campusId: id,
      action: 'change campus logo',
      reason: actor ? '' : 'command line',
    });
    return updated;
  });
  await announce(deps, id);
  return toAdminCampus(row, deps.site);
}
