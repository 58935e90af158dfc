// Housing details as a post carries them, their checks and their one line. No zod (first load).
import { formatDateRange, readCalendarDate } from './dates';
import { HOUSING_KIND_LABELS, HOUSING_MESSAGES, type HousingKind, isHousingKind } from './messages';

export const HOUSING_LIMITS = { rooms: 20, area: 80 } as const;

/** The details of a housing post. Dates are 'YYYY-MM-DD'; until null is open-ended. */
export interface HousingDetails {
  kind: HousingKind;
  availableFrom: string;
  availableUntil: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  furnished: boolean;
  utilitiesIncluded: boolean;
  area: string | null;
}

/** As a create or an edit sends them (the server checks each with its sentence). */
export interface HousingInput {
  kind: string;
  availableFrom: string;
  availableUntil?: string | null;
  bedrooms?: number | null;
  bathrooms?: number | null;
  furnished?: boolean;
  utilitiesIncluded?: boolean;
  area?: string | null;
}

/** Looking for a roommate has a budget instead of rent, as a Looking-for request has. */
export function housingHasBudget(kind: HousingKind | null | undefined, lookingFor: boolean): boolean {
  return lookingFor || kind === 'roommate';
}

/** The details cleaned (area trimmed, empty texts none), or the sentence refusing them. */
export function checkHousing(input: HousingInput): { details: HousingDetails } | { refusal: string } {
  if (!isHousingKind(input.kind)) return { refusal: HOUSING_MESSAGES.kindUnknown };
  const from = input.availableFrom?.trim() ?? '';
  if (from === '') return { refusal: HOUSING_MESSAGES.fromMissing };
  const until = input.availableUntil?.trim() || null;
  if (!readCalendarDate(from) || (until !== null && !readCalendarDate(until)))
    return { refusal: HOUSING_MESSAGES.dateInvalid };
  // 'YYYY-MM-DD' texts compare as their dates.
  if (until !== null && until < from) return { refusal: HOUSING_MESSAGES.untilBeforeFrom };
  const bedrooms = input.bedrooms ?? null;
  if (bedrooms !== null && !(Number.isInteger(bedrooms) && bedrooms >= 0 && bedrooms <= HOUSING_LIMITS.rooms))
    return { refusal: HOUSING_MESSAGES.bedroomsInvalid };
  const bathrooms = input.bathrooms ?? null;
  if (
    bathrooms !== null &&
    !(Number.isInteger(bathrooms * 2) && bathrooms >= 0 && bathrooms <= HOUSING_LIMITS.rooms)
  )
    return { refusal: HOUSING_MESSAGES.bathroomsInvalid };
  const area = input.area?.trim().replace(/\s+/g, ' ') || null;
  if (area !== null && [...area].length > HOUSING_LIMITS.area)
    return { refusal: HOUSING_MESSAGES.areaTooLong };
  return {
    details: {
      kind: input.kind,
      availableFrom: from,
      availableUntil: until,
      bedrooms,
      bathrooms,
      furnished: Boolean(input.furnished),
      utilitiesIncluded: Boolean(input.utilitiesIncluded),
      area,
    },
  };
}

const dollars = (cents: number) => `$${Math.round(cents / 100).toLocaleString('en-US')}`;

/**
 * The one line of a housing post on its card, its page and link previews:
 * "Sublet · $650/mo · Jan 5 – May 15 · 1 bd · 1.5 ba · Furnished · Campus Corner" (each part only when
 * given). The budget reads "Budget $650/mo".
 */
export function housingLine(
  details: HousingDetails,
  rentCents: number | null,
  budgetCents: number | null,
): string {
  const parts: string[] = [HOUSING_KIND_LABELS[details.kind]];
  if (budgetCents !== null) parts.push(`Budget ${dollars(budgetCents)}/mo`);
  else if (rentCents !== null) parts.push(`${dollars(rentCents)}/mo`);
  parts.push(formatDateRange(details.availableFrom, details.availableUntil));
  if (details.bedrooms !== null) parts.push(details.bedrooms === 0 ? 'Studio' : `${details.bedrooms} bd`);
  if (details.bathrooms !== null) parts.push(`${details.bathrooms} ba`);
  if (details.furnished) parts.push('Furnished');
  if (details.utilitiesIncluded) parts.push('Utilities included');
  if (details.area) parts.push(details.area);
  return parts.join(' · ');
}
