// The Campuses tab's form: its values as typed, the API input they make (checked with the same
// schema the server uses), and where a refusal's sentence goes (next to its field, or the form's alert).
import {
  type AdminCampus,
  type CampusInput,
  campusInputSchema,
  campusSubdomain,
  domainsToConfirm,
  MESSAGES,
  normaliseEmailDomain,
} from '@campus/domain';
import { ApiError, refusalSentences } from '../../lib/api-client';

export interface SpotRow {
  /** Stable across edits of the list (React's key, focus after adding a row). */
  key: number;
  name: string;
  directions: string;
}

export interface CampusFormValues {
  name: string;
  shortName: string;
  /** As typed: domains separated by commas or spaces. */
  emailDomains: string;
  color: string;
  accentColor: string;
  city: string;
  state: string;
  timeZone: string;
  meetingSpots: SpotRow[];
  /** The confirmation word, asked for while a new domain outside .edu is typed. */
  domainsConfirmation: string;
  /** Renew or expire, in days as typed; left out (the campus's current or default periods) when blank. */
  listingReminderDays?: string;
  listingExpiryDays?: string;
}

export type CampusField = Exclude<keyof CampusFormValues, 'meetingSpots'> | 'meetingSpots' | 'logo';

/** Sentences by field; what no field takes goes to `form`. */
export interface FormErrors {
  fields: Partial<Record<CampusField, string>>;
  form: string[];
}

export const NO_ERRORS: FormErrors = { fields: {}, form: [] };

let nextKey = 1;
export const newSpotRow = (name = '', directions = ''): SpotRow => ({ key: nextKey++, name, directions });

export function emptyCampusValues(timeZone: string): CampusFormValues {
  return {
    name: '',
    shortName: '',
    emailDomains: '',
    color: '#1f5fd6',
    accentColor: '#7c7e7f',
    city: '',
    state: '',
    timeZone,
    meetingSpots: [],
    domainsConfirmation: '',
  };
}

export function campusValues(campus: AdminCampus): CampusFormValues {
  return {
    name: campus.name,
    shortName: campus.shortName,
    emailDomains: campus.emailDomains.join(', '),
    color: campus.color,
    accentColor: campus.accentColor,
    city: campus.location.city,
    state: campus.location.state,
    timeZone: campus.timeZone,
    meetingSpots: campus.meetingSpots.map((s) => newSpotRow(s.name, s.directions)),
    domainsConfirmation: '',
    listingReminderDays: String(campus.listingReminderDays),
    listingExpiryDays: String(campus.listingExpiryDays),
  };
}

/** The typed domain list: split on commas, semicolons and spaces, blanks dropped. */
export const splitDomains = (text: string) => text.split(/[\s,;]+/).filter(Boolean);

/** The typed domains outside .edu that the campus (null: a new one) does not have yet. */
export const domainsToConfirmOf = (values: CampusFormValues, current: readonly string[] | null) =>
  domainsToConfirm(splitDomains(values.emailDomains).map(normaliseEmailDomain), current ?? []);

/** The subdomain a short name gives, or '' while it makes none. */
export const subdomainOf = (shortName: string) => campusSubdomain(shortName.trim());

const FIELDS = new Set<string>([
  'name',
  'shortName',
  'emailDomains',
  'color',
  'accentColor',
  'city',
  'state',
  'timeZone',
  'meetingSpots',
  'domainsConfirmation',
  'listingReminderDays',
  'listingExpiryDays',
]);

/** A field named by an error path (`emailDomains.1` → emailDomains), or null. */
function fieldOf(path: string): CampusField | null {
  const top = path.split('.')[0] ?? '';
  return FIELDS.has(top) ? (top as CampusField) : null;
}

/** Sentences keyed by path spread onto fields (first one wins), the rest onto the form. */
function spread(entries: [string, string][]): FormErrors {
  const errors: FormErrors = { fields: {}, form: [] };
  for (const [path, message] of entries) {
    const field = fieldOf(path);
    if (field) errors.fields[field] ??= message;
    else if (!errors.form.includes(message)) errors.form.push(message);
  }
  return errors;
}

/** The values as the API's input, or the schema's sentences by field. */
export function campusInputOf(
  values: CampusFormValues,
): { ok: true; input: CampusInput } | { ok: false; errors: FormErrors } {
  const { domainsConfirmation, listingReminderDays, listingExpiryDays, ...rest } = values;
  const parsed = campusInputSchema.safeParse({
    ...rest,
    ...(listingReminderDays?.trim() ? { listingReminderDays } : {}),
    ...(listingExpiryDays?.trim() ? { listingExpiryDays } : {}),
    ...(domainsConfirmation.trim() ? { domainsConfirmation } : {}),
    emailDomains: splitDomains(values.emailDomains),
    meetingSpots: values.meetingSpots.map(({ name, directions }) => ({ name, directions })),
  });
  if (parsed.success) return { ok: true, input: parsed.data };
  return { ok: false, errors: spread(parsed.error.issues.map((i) => [i.path.join('.'), i.message])) };
}

/** The field each refusal code without `fields` belongs to. */
const CODE_FIELDS: Record<string, CampusField> = {
  subdomain_taken: 'shortName',
  subdomain_reserved: 'shortName',
  domain_claimed: 'emailDomains',
  domain_free_mail: 'emailDomains',
  domains_unconfirmed: 'domainsConfirmation',
};

/**
 * Where the server's sentences go: each of `fields` next to its field, a known conflict next to the
 * field it is about, anything else in the form's alert; every sentence shown once. A failure that
 * is not a refusal (5xx, the network) is the one unexpected case.
 */
export function formErrorsOf(error: unknown, fallbackField?: CampusField): FormErrors {
  if (!(error instanceof ApiError) || error.status >= 500 || error.code === 'network') {
    return { fields: {}, form: [MESSAGES.generic.somethingWentWrong] };
  }
  if (error.fields && Object.keys(error.fields).length > 0) {
    return spread(Object.entries(error.fields).map(([path, message]) => [path, message]));
  }
  const field = CODE_FIELDS[error.code] ?? fallbackField;
  if (field) return { fields: { [field]: error.message }, form: [] };
  return { fields: {}, form: refusalSentences(error) };
}

/** Every sentence of a failed action outside the form (retire, a row's logo), for the alerts. */
export function actionErrorMessages(error: unknown): string[] {
  const errors = formErrorsOf(error);
  return [...Object.values(errors.fields), ...errors.form];
}
