import type { HousingDetails } from '../housing/rules';

/** A furnished one-bedroom spring sublet, as the housing tests post and read it. */
export const SUBLET: HousingDetails = {
  kind: 'sublet',
  availableFrom: '2027-01-05',
  availableUntil: '2027-05-15',
  bedrooms: 1,
  bathrooms: 1,
  furnished: true,
  utilitiesIncluded: false,
  area: 'Campus Corner',
};
