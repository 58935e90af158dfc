// Housing's refusal sentences alone: the web's error sentences (first load) need them, not the rest.
export const HOUSING_REFUSALS = {
  detailsInvalid: 'Check the housing details: kind, dates and rooms.',
} as const;
