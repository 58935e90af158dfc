import {
  checkHousing,
  HOUSING_MESSAGES,
  type HousingDetails,
  type HousingInput,
  isHousingCategory,
} from '@campus/domain';
import type { HousingColumns } from '../../db/post-rows';
import { AppError } from '../../http/errors';

/** A post without housing details (any other category, a comment, details cleared on an edit). */
export const NO_HOUSING: Required<HousingColumns> = {
  housingKind: null,
  availableFrom: null,
  availableUntil: null,
  bedrooms: null,
  bathrooms: null,
  furnished: false,
  utilitiesIncluded: false,
  housingArea: null,
};

/** The housing details checked, each refusal a 400 with its sentence; only in Housing & Apartments. */
export function checkHousingFields(
  input: HousingInput | null | undefined,
  category: string | null,
): Required<HousingColumns> {
  if (!input) return NO_HOUSING;
  if (!isHousingCategory(category)) throw new AppError(400, 'invalid_housing', HOUSING_MESSAGES.notHousing);
  const checked = checkHousing(input);
  if ('refusal' in checked) throw new AppError(400, 'invalid_housing', checked.refusal);
  const d = checked.details;
  return {
    housingKind: d.kind,
    availableFrom: d.availableFrom,
    availableUntil: d.availableUntil,
    bedrooms: d.bedrooms,
    bathrooms: d.bathrooms,
    furnished: d.furnished,
    utilitiesIncluded: d.utilitiesIncluded,
    housingArea: d.area,
  };
}

/** The row's columns as a post shows them; null without a kind. */
export function housingOf(r: {
  housingKind: HousingDetails['kind'] | null;
  availableFrom: string | null;
  availableUntil: string | null;
  bedrooms: number | null;
  bathrooms: number | null;
  furnished: boolean;
  utilitiesIncluded: boolean;
  housingArea: string | null;
}): HousingDetails | null {
  if (!r.housingKind || !r.availableFrom) return null;
  return {
    kind: r.housingKind,
    availableFrom: r.availableFrom,
    availableUntil: r.availableUntil,
    bedrooms: r.bedrooms,
    bathrooms: r.bathrooms === null ? null : Number(r.bathrooms),
    furnished: r.furnished,
    utilitiesIncluded: r.utilitiesIncluded,
    area: r.housingArea,
  };
}
