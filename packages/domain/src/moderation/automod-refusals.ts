// The rules' refusal sentences alone: the web's error sentences (first load) need them, not the rest.
import { RULE_LIMITS } from './automod-limits';
export const AUTOMOD_REFUSALS = {
  tooManyItems: `A campus can list ${RULE_LIMITS.items} prohibited items at most: remove one first.`,
  disposableEmail: "Sign up with your own e-mail address: addresses that expire aren't accepted.",
  heldMissing: 'This content is no longer held for review.',
} as const;
