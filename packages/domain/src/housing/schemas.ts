import { z } from 'zod';
import { HOUSING_KINDS } from './messages';

/**
 * The housing details a create or an edit may send. Loose here: the service refuses a bad kind,
 * date or count with its sentence (HOUSING_MESSAGES), never zod's. Null clears them on an edit.
 */
export const housingInputSchema = z.object({
  kind: z.string().max(100),
  /** 'YYYY-MM-DD'. */
  availableFrom: z.string().max(100),
  availableUntil: z.string().max(100).nullable().optional(),
  bedrooms: z.number().nullable().optional(),
  bathrooms: z.number().nullable().optional(),
  furnished: z.boolean().optional(),
  utilitiesIncluded: z.boolean().optional(),
  area: z.string().max(1000).nullable().optional(),
});

export const housingFieldsBody = { housing: housingInputSchema.nullable().optional() };

/** What a post shows of them (null outside Housing & Apartments). */
export const housingDetailsSchema = z.object({
  kind: z.enum(HOUSING_KINDS),
  availableFrom: z.string(),
  availableUntil: z.string().nullable(),
  bedrooms: z.number().int().nullable(),
  bathrooms: z.number().nullable(),
  furnished: z.boolean(),
  utilitiesIncluded: z.boolean(),
  area: z.string().nullable(),
});

export const housingFieldsSchema = {
  housing: housingDetailsSchema.nullable().optional(),
  /** On a housing listing's page: its rent is at most half the campus's housing median. */
  rentFarBelowMedian: z.boolean().optional(),
};
