// Rules that act before a moderator does (per campus): prohibited items, words and phrases that
// hold content, links from new accounts, auto-hide after reports. Zod-free: the web's post cards
// and the server's checks read the wording and the matching without the schemas.

import { RULE_LIMITS } from './automod-limits';
import { AUTOMOD_REFUSALS } from './automod-refusals';

export { RULE_LIMITS };

/** What a prohibited item's rule does to a listing that matches it. */
export const PROHIBITED_ACTIONS = ['refuse', 'hold'] as const;
export type ProhibitedAction = (typeof PROHIBITED_ACTIONS)[number];

export interface ProhibitedItem {
  /** As moderators and the refusal name it ('Tobacco and vapes'). */
  name: string;
  /** The words and phrases that make a listing match (whole words, a plural 's' allowed). */
  words: string[];
  action: ProhibitedAction;
}

export interface CampusRules {
  prohibited: ProhibitedItem[];
  /** Words and phrases that hold a post, comment or message for review. */
  heldWords: string[];
  /** Links in a member's first N days are held for review; 0: off. */
  newAccountLinkDays: number;
  /** Content reported by N distinct members is hidden until a moderator decides; 0: off. */
  autoHideReports: number;
}

/** Why content is held: a rule at writing, or reports by several members. */
export const HELD_KINDS = ['rule', 'reports'] as const;
export type HeldKind = (typeof HELD_KINDS)[number];

/** A campus's rules until its moderators change them. */
export const DEFAULT_CAMPUS_RULES: CampusRules = {
  prohibited: [
    {
      name: 'Weapons',
      words: ['weapon', 'gun', 'handgun', 'rifle', 'pistol', 'ammo', 'ammunition', 'taser', 'brass knuckles'],
      action: 'refuse',
    },
    {
      name: 'Drugs and prescription medicine',
      words: ['weed', 'marijuana', 'cocaine', 'adderall', 'xanax', 'oxycodone', 'prescription', 'pills'],
      action: 'refuse',
    },
    {
      name: 'Alcohol',
      words: ['alcohol', 'beer', 'vodka', 'whiskey', 'tequila', 'liquor'],
      action: 'refuse',
    },
    {
      name: 'Tobacco and vapes',
      words: ['tobacco', 'cigarette', 'cigar', 'vape', 'vaping', 'juul', 'nicotine'],
      action: 'refuse',
    },
    {
      name: 'Exam answers and solution manuals',
      words: ['exam answers', 'test answers', 'answer key', 'solution manual', 'solutions manual'],
      action: 'refuse',
    },
    { name: 'Live animals', words: ['puppy', 'kitten', 'live animal', 'hamster', 'parrot'], action: 'hold' },
  ],
  heldWords: [],
  newAccountLinkDays: 0,
  autoHideReports: 3,
};

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` has `term` as whole words (any case; a plural 's' or 'es' allowed). */
export function hasTerm(text: string, term: string): boolean {
  const words = term.trim().split(/\s+/).filter(Boolean).map(escapeRe);
  if (words.length === 0) return false;
  const re = new RegExp(`(?<![\\p{L}\\p{N}])${words.join('\\s+')}(?:s|es)?(?![\\p{L}\\p{N}])`, 'iu');
  return re.test(text);
}

/**
 * The prohibited item the text matches, if any: the last one listed, so an item moderators add
 * speaks for itself over a default that also matches (a refusal names the rule that was meant).
 */
export function prohibitedItemIn(text: string, items: ProhibitedItem[]): ProhibitedItem | undefined {
  return items.findLast((item) => [item.name, ...item.words].some((w) => hasTerm(text, w)));
}

/** The first held word or phrase the text has, if any. */
export function heldWordIn(text: string, words: string[]): string | undefined {
  return words.find((w) => hasTerm(text, w));
}

const LINK =
  /(?:https?:\/\/|www\.)\S+|\b[a-z0-9-]+\.(?:com|net|org|io|ly|co|me|app|xyz|info|biz|gg|link|shop|site)\b/i;

/** Whether the text carries a link (an address or a bare domain). */
export const hasLink = (text: string) => LINK.test(text);

/** The rules' wording: the refusals, why something was held, what its author sees, the Rules tab. */
export const AUTOMOD_MESSAGES = {
  ...AUTOMOD_REFUSALS,
  /** The refusal of a listing by a prohibited item's rule. */
  prohibited: (name: string) => `Listings of ${name.trim().toLowerCase()} aren't allowed on this campus.`,
  // Why content was held, as moderators see it.
  heldProhibited: (name: string) => `Prohibited item: ${name}`,
  heldWord: (word: string) => `Word or phrase: “${word}”`,
  heldNewAccountLink: (days: number) =>
    `A link from an account less than ${days} ${days === 1 ? 'day' : 'days'} old`,
  heldReports: (count: number) => `Reported by ${count} members`,
  // What the author sees on their held content.
  waitingForReview: 'Waiting for review',
  hiddenForReports: 'Hidden while a moderator reviews reports.',
  /** A message that waits shows this to its author; the other member sees nothing yet. */
  rulesTab: 'Rules',
  heldHeading: 'Held for review',
  noHeld: 'Nothing is held for review',
  heldBecause: 'Held because',
  heldKinds: { post: 'Post', comment: 'Comment', message: 'Chat message' },
  heldBy: (name: string) => `by ${name}`,
  openPost: 'Open the post',
  releaseLabel: (what: string, name: string) => `Release ${what.toLowerCase()} by ${name}`,
  removeLabel: (what: string, name: string) => `Remove ${what.toLowerCase()} by ${name}`,
  itemWordsHint: 'Separated by commas; the item’s name matches too.',
  itemMatches: (words: string) => `Matches: ${words}`,
  release: 'Release',
  remove: 'Remove',
  released: 'Released: it shows normally now.',
  removedHeld: 'Content removed',
  prohibitedHeading: 'Prohibited items',
  prohibitedHint: 'A listing that names one of these is refused with its sentence, or held for review.',
  itemLabel: 'Item',
  itemWordsLabel: 'Words that match it',
  actionLabel: 'When a listing matches',
  actions: { refuse: 'Refuse it', hold: 'Hold it for review' } satisfies Record<ProhibitedAction, string>,
  addItem: 'Add item',
  removeItem: (name: string) => `Remove ${name}`,
  itemAdded: 'Prohibited item added',
  itemRemoved: 'Prohibited item removed',
  otherRulesHeading: 'Other rules',
  heldWordsLabel: 'Words and phrases that hold a post, comment or message (one a line)',
  linkDaysLabel: 'Hold links from accounts younger than (days, 0 for off)',
  autoHideLabel: 'Hide content reported by this many members (0 for off)',
  saveRules: 'Save rules',
  rulesSaved: 'Rules saved. They apply to new content.',
  newContentOnly: 'A change applies to new content only.',
} as const;
