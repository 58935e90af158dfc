// The insights' refusal sentences alone: the web's error sentences (first load) need them, not the rest.
export const INSIGHTS_REFUSALS = {
  otherCampus: 'Moderators see the insights of their own campus only.',
  unknownCampus: "There's no campus with that name.",
} as const;
