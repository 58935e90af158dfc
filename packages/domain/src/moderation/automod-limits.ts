// The bounds of a campus's rules, apart: the refusal sentences name them without the rest.
export const RULE_LIMITS = {
  items: 50,
  wordsPerItem: 30,
  heldWords: 200,
  wordLength: 60,
  nameLength: 60,
  maxLinkDays: 365,
  maxAutoHide: 50,
} as const;
