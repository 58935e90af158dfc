import {
  AUTOMOD_MESSAGES as A,
  type CampusRules,
  DEFAULT_CAMPUS_RULES,
  hasLink,
  heldWordIn,
  type ProhibitedItem,
  prohibitedItemIn,
  RULE_LIMITS,
} from '@campus/domain';
import type { Executor } from '../../db/client';
import { AppError } from '../../http/errors';
import type { UserRow } from '../accounts/accounts.repository';
import { appendItem, dropItem, findRules, upsertRules } from './rules.repository';

const DAY_MS = 86_400_000;

/** The campus's rules: what its moderators saved, else the defaults. */
export async function getCampusRules(db: Executor, campusId: string): Promise<CampusRules> {
  return (await findRules(db, campusId)) ?? DEFAULT_CAMPUS_RULES;
}

/** Saves the campus's rules; without `prohibited` its list stays as it is. They apply to new content. */
export function saveCampusRules(
  db: Executor,
  campusId: string,
  rules: Omit<CampusRules, 'prohibited'> & Partial<Pick<CampusRules, 'prohibited'>>,
  by: string,
): Promise<CampusRules> {
  const whenNew = { ...DEFAULT_CAMPUS_RULES, ...rules };
  return upsertRules(db, campusId, rules, whenNew, by);
}

/** Adds a prohibited item to the campus's list (400 when the list is full). */
export async function addProhibitedItem(db: Executor, campusId: string, item: ProhibitedItem, by: string) {
  const whenNew = { ...DEFAULT_CAMPUS_RULES, prohibited: [...DEFAULT_CAMPUS_RULES.prohibited, item] };
  const saved = await appendItem(db, campusId, item, whenNew, RULE_LIMITS.items, by);
  if (!saved) throw new AppError(400, 'too_many_items', A.tooManyItems);
  return saved;
}

/** Removes the campus's prohibited items of that name. */
export function removeProhibitedItem(db: Executor, campusId: string, name: string, by: string) {
  const whenNew = {
    ...DEFAULT_CAMPUS_RULES,
    prohibited: DEFAULT_CAMPUS_RULES.prohibited.filter((i) => i.name !== name),
  };
  return dropItem(db, campusId, name, whenNew, by);
}

/** What is being written: a listing (a top-level post) is checked against prohibited items too. */
export interface Writing {
  campusId: string;
  author: Pick<UserRow, 'createdAt'>;
  plainText: string;
  listing: boolean;
}

/**
 * The campus's rules on new content, before it is written: a prohibited item whose rule refuses
 * is a 400 with the rule's sentence; otherwise the reason to hold it for review (the first rule that
 * does), or null to show it at once. One query.
 */
export async function screenWriting(
  db: Executor,
  writing: Writing,
  now = new Date(),
): Promise<string | null> {
  return screenWith(await getCampusRules(db, writing.campusId), writing, now);
}

/**
 * `screenWriting` with the campus's rules already read (a chat message reads them in its checks'
 * statement; null: the defaults). No query.
 */
export function screenWith(saved: CampusRules | null, writing: Writing, now = new Date()): string | null {
  const rules = saved ?? DEFAULT_CAMPUS_RULES;
  const text = writing.plainText;
  if (writing.listing) {
    const item = prohibitedItemIn(text, rules.prohibited);
    if (item?.action === 'refuse') throw new AppError(400, 'prohibited_item', A.prohibited(item.name));
    if (item) return A.heldProhibited(item.name);
  }
  const word = heldWordIn(text, rules.heldWords);
  if (word) return A.heldWord(word);
  const days = rules.newAccountLinkDays;
  if (days > 0 && hasLink(text) && now.getTime() - writing.author.createdAt.getTime() < days * DAY_MS)
    return A.heldNewAccountLink(days);
  return null;
}
