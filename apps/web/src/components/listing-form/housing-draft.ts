// The housing part of a listing form (composer and Edit), as typed; the body sends it and the
// server checks it (its sentences come back as alerts).
import type { HousingDetails, HousingInput, HousingKind } from '@campus/domain';

export interface HousingDraft {
  kind: HousingKind;
  /** 'YYYY-MM-DD' as the date input gives it ('' for none). */
  availableFrom: string;
  availableUntil: string;
  /** As typed ('' for none). */
  bedrooms: string;
  bathrooms: string;
  furnished: boolean;
  utilitiesIncluded: boolean;
  area: string;
}

export const emptyHousingDraft = (): HousingDraft => ({
  kind: 'sublet',
  availableFrom: '',
  availableUntil: '',
  bedrooms: '',
  bathrooms: '',
  furnished: false,
  utilitiesIncluded: false,
  area: '',
});

export const isHousingDraftEmpty = (h: HousingDraft) =>
  h.availableFrom === '' &&
  h.availableUntil === '' &&
  h.bedrooms === '' &&
  h.bathrooms === '' &&
  !h.furnished &&
  !h.utilitiesIncluded &&
  h.area === '';

/** A number as typed; NaN for text that is not one (the server refuses it with its sentence). */
const count = (text: string) => (text.trim() === '' ? null : Number(text.trim()));

/** What a body sends of it. */
export function housingBodyOf(h: HousingDraft): HousingInput {
  return {
    kind: h.kind,
    availableFrom: h.availableFrom,
    availableUntil: h.availableUntil || null,
    bedrooms: count(h.bedrooms),
    bathrooms: count(h.bathrooms),
    furnished: h.furnished,
    utilitiesIncluded: h.utilitiesIncluded,
    area: h.area.trim() || null,
  };
}

/** A post's details as the form's draft (Edit starts from them). */
export function housingDraftOf(d: HousingDetails | null | undefined): HousingDraft {
  if (!d) return emptyHousingDraft();
  return {
    kind: d.kind,
    availableFrom: d.availableFrom,
    availableUntil: d.availableUntil ?? '',
    bedrooms: d.bedrooms === null ? '' : String(d.bedrooms),
    bathrooms: d.bathrooms === null ? '' : String(d.bathrooms),
    furnished: d.furnished,
    utilitiesIncluded: d.utilitiesIncluded,
    area: d.area ?? '',
  };
}
