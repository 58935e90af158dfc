import { bit, boolean, date, numeric, smallint, text } from 'drizzle-orm/pg-core';

/** The housing details on a posts row (migration 0028); null kind outside Housing & Apartments. */
export const housingColumns = () => ({
  housingKind: text('housing_kind', { enum: ['sublet', 'room', 'whole_place', 'roommate'] }),
  /** 'YYYY-MM-DD' as the database keeps dates (no time zone). */
  availableFrom: date('available_from', { mode: 'string' }),
  availableUntil: date('available_until', { mode: 'string' }),
  bedrooms: smallint('bedrooms'),
  bathrooms: numeric('bathrooms', { precision: 3, scale: 1, mode: 'number' }),
  furnished: boolean('furnished').notNull().default(false),
  utilitiesIncluded: boolean('utilities_included').notNull().default(false),
  housingArea: text('housing_area'),
});

/** A photo's 64-bit perceptual hash as 0s and 1s (sharp-phash). */
export const photoHash = () => bit('photo_hash', { dimensions: 64 });
