// Housing and sublets: no spec text beyond the issue's, so written here in the product's plain voice.
// No zod: the card's line and the feed's filters read these on the first load.
import { choices } from '../text/choices';
import { HOUSING_REFUSALS } from './refusals';

/** The category whose posts carry housing details. */
export const HOUSING_CATEGORY = 'housing & apartments';

export function isHousingCategory(category: string | null | undefined): boolean {
  return category === HOUSING_CATEGORY;
}

/** What a housing post offers or asks for (stored as the value). */
export const {
  values: HOUSING_KINDS,
  labels: HOUSING_KIND_LABELS,
  is: isHousingKind,
} = choices({
  sublet: 'Sublet',
  room: 'Room in a shared place',
  whole_place: 'Whole place',
  roommate: 'Looking for a roommate',
});
export type HousingKind = (typeof HOUSING_KINDS)[number];

/** The composer's and Edit's fields, and the refusals the server answers with. */
export const HOUSING_MESSAGES = {
  ...HOUSING_REFUSALS,
  detailsLegend: 'Housing details',
  kind: 'Kind',
  rent: 'Rent per month ($)',
  budget: 'Budget per month ($)',
  availableFrom: 'Available from',
  availableUntil: 'Available until',
  availableUntilHint: 'Leave empty if there is no end date.',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  furnished: 'Furnished',
  utilitiesIncluded: 'Utilities included',
  area: 'Area',
  areaHint: 'Like "Campus Corner" or "5 min walk to campus".',
  /** Refusals (400 invalid_housing); the first when none more precise applies. */
  kindUnknown:
    'Choose a kind from the list: Sublet, Room in a shared place, Whole place or Looking for a roommate.',
  fromMissing: 'Say from which date the place is available.',
  dateInvalid: 'Dates are written as a day of the calendar, like 2027-01-05.',
  untilBeforeFrom: 'Available until is before Available from.',
  bedroomsInvalid: 'Bedrooms are a whole number from 0 to 20.',
  bathroomsInvalid: 'Bathrooms are a number from 0 to 20, in halves (like 1.5).',
  areaTooLong: 'Keep the area to 80 characters.',
  notHousing: 'Housing details go only on a post in Housing & Apartments.',
  /** Why a listing waits for a moderator (the generic hold shows it). */
  photoReused: "Photo also used in another member's listing",
} as const;

/** Housing filters' words and refusals (the feed and search, when the category is Housing & Apartments). */
export const HOUSING_FILTER_MESSAGES = {
  minRent: 'Min rent ($)',
  maxRent: 'Max rent ($)',
  moveInBy: 'Move in by',
  kind: 'Kind',
  anyKind: 'Any kind',
  minBedrooms: 'Bedrooms (at least)',
  anyBedrooms: 'Any',
  furnished: 'Furnished only',
  chipMoveInBy: (date: string) => `Move in by ${date}`,
  chipBedrooms: (n: number) => `${n}+ bd`,
  chipFurnished: 'Furnished',
  moveInByInvalid: 'Move in by is a day of the calendar, like 2027-01-10.',
  kindInvalid:
    'Choose a kind from the list: Sublet, Room in a shared place, Whole place or Looking for a roommate.',
  minBedroomsInvalid: 'Bedrooms (at least) is a whole number from 0 to 20.',
} as const;

/** The campus Trust and Safety page's part about housing: what to check before paying anything. */
export const HOUSING_SAFETY_PAGE = {
  title: 'Renting a room or a sublet',
  intro: 'Most housing scams ask for money for a place you have not seen. Before you pay anything:',
  checks: [
    'See the place, in person or on a live video call where the person walks you through it.',
    'Meet the landlord or the current tenant, and check that they are who they say they are.',
    'Never pay by wire transfer, gift cards or crypto. That money cannot be taken back.',
    'Get the lease or the sublet agreement in writing, and read it, before you pay a deposit.',
    "Don't send a photo of your ID or your Social Security number to someone you haven't met.",
    'A rent far below the others on campus is a warning sign, not a lucky find.',
  ],
} as const;

/** The kinds of rental scam a chat message can point to, in the order their tips are shown. */
export const HOUSING_SIGNAL_KINDS = [
  'payBeforeViewing',
  'keysMailed',
  'wireOrGiftCard',
  'idBeforeViewing',
  'farBelowMedian',
] as const;
export type HousingSignalKind = (typeof HOUSING_SIGNAL_KINDS)[number];

/** One tip per kind; each suggests seeing the place first, in person or by live video. */
export const HOUSING_SAFETY_TIPS: Record<HousingSignalKind, string> = {
  payBeforeViewing:
    "See the place before you pay anything, in person or by live video. A deposit for a place you haven't seen is the most common rental scam.",
  keysMailed:
    "Nobody real mails the keys to a place you haven't seen. Ask for a viewing in person or by live video with someone who is there.",
  wireOrGiftCard:
    "Rent is never paid by wire transfer, gift cards or crypto: that money can't be taken back. See the place first, in person or by live video.",
  idBeforeViewing:
    "Don't send a photo of your ID or your Social Security number before you've seen the place, in person or by live video.",
  farBelowMedian:
    'This rent is far below what places on this campus usually cost. See it in person or by live video before you pay anything.',
};
