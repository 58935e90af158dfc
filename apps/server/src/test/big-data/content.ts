// The big dataset's content and chats (big-data.ts): listings, comment trees, savers, chats and
// their messages, each drawn from the plan.
import { plainTextOf } from '@campus/domain';
import { doc } from '../factories';
import { LANDMARKS } from './landmarks';
import { DAY, memberOf, type Plan, REMOVED } from './plan';
import { hash32, Rng, uuid7 } from './random';
import { ADJECTIVES, BRANDS, COMMENTS, DETAILS, KINDS, MESSAGES, MONTHS, PLACES, SUBJECTS } from './words';

// Content.

export interface Listing {
  plain: string;
  paragraphs: string[];
  category: string | null;
  priceCents: number | null;
  condition: string | null;
}

export const KIND_TOTAL = KINDS.reduce((a, k) => a + k.weight, 0);
export const CONDITIONS = ['new', 'like_new', 'like_new', 'good', 'good', 'good', 'fair', 'for_parts'];

export function listing(r: Rng): Listing {
  let w = r.next() * KIND_TOTAL;
  let kind = KINDS[0]!;
  for (const k of KINDS) {
    kind = k;
    w -= k.weight;
    if (w < 0) break;
  }
  const item = r.pick(kind.items);
  let title: string;
  if (kind.category === 'books, movies, & music' && item !== 'novel set')
    title = `${r.pick(SUBJECTS)} ${item}, ${2 + r.int(10)}th edition${r.next() < 0.3 ? ` (${r.pick(BRANDS.slice(-2))})` : ''}`;
  else if (kind.category === 'housing & apartments')
    title = `${item}: ${1 + r.int(4)}BR near ${r.pick(PLACES)}, ${r.pick(MONTHS)} to ${r.pick(MONTHS)}`;
  else if (kind.price === null) title = `Looking for ${item}`;
  else
    title =
      `${r.next() < 0.4 ? `${r.pick(BRANDS.slice(0, -2))} ` : ''}${item}, ${r.pick(ADJECTIVES)}`.replace(
        /^./,
        (ch) => ch.toUpperCase(),
      );
  const details = [r.pick(DETAILS)];
  if (r.next() < 0.6) details.push(r.pick(DETAILS));
  const paragraphs = r.next() < 0.5 ? [title, details.join(' ')] : [`${title}. ${details.join(' ')}`];
  let priceCents: number | null = null;
  if (kind.price) {
    const [lo, hi] = kind.price;
    priceCents = r.next() < 0.04 ? 0 : Math.round(lo + (hi - lo) * r.next() ** 2) * 100;
  }
  const body = doc(...paragraphs);
  return {
    plain: plainTextOf(body),
    paragraphs,
    category: r.next() < 0.9 ? kind.category : null,
    priceCents,
    condition:
      kind.price && kind.category !== 'housing & apartments' && kind.category !== 'tickets'
        ? r.pick(CONDITIONS)
        : null,
  };
}

/** A post's comment tree: each comment answers the post or an earlier comment, 4 levels at most. */
export interface Comment {
  author: number;
  parent: number;
  depth: number;
  created: number;
  text: string;
  replies: number;
}

export function commentsOf(p: Plan, i: number): Comment[] {
  const r = new Rng(hash32(p.seed, 21, i));
  const count =
    i === p.treePost
      ? LANDMARKS.treeComments
      : r.next() < 0.15 && !(p.postFlags[i]! & REMOVED)
        ? 1 + r.count(3)
        : 0;
  const out: Comment[] = [];
  const c = p.postCampus[i]!;
  const created = p.postCreated[i]!;
  const step = Math.max(60_000, (p.now - created) / (count + 1) / 2);
  let at = created;
  for (let k = 0; k < count; k++) {
    at = Math.min(p.now - 1000, at + 1000 + r.next() * step);
    let parent = -1;
    if (k > 0 && r.next() < 0.45) {
      const candidate = k - 1 - r.int(Math.min(k, 20));
      if (out[candidate]!.depth < 4) parent = candidate;
    }
    // Replies often come from the post's author.
    const author = parent >= 0 && r.next() < 0.4 ? p.postAuthor[i]! : memberOf(p, c, r);
    out.push({
      author,
      parent,
      depth: parent >= 0 ? out[parent]!.depth + 1 : 1,
      created: at,
      text: r.pick(COMMENTS),
      replies: 0,
    });
    if (parent >= 0) out[parent]!.replies += 1;
  }
  return out;
}
export const commentId = (p: Plan, i: number, k: number, created: number) =>
  uuid7(created, hash32(p.seed, 22 + k, i));

/** The members who saved post `i` (distinct, not its author; the viewer for its saves). */
export function saversOf(p: Plan, i: number): number[] {
  const r = new Rng(hash32(p.seed, 31, i));
  const c = p.postCampus[i]!;
  const out = new Set<number>();
  if (p.viewerSaves.has(i)) out.add(p.viewer);
  const wanted = Math.min(p.postLikes[i]! + out.size, p.memberCount[c]! - 1);
  while (out.size < wanted) {
    const m = memberOf(p, c, r, p.postAuthor[i]!);
    if (m !== p.viewer) out.add(m);
  }
  return [...out];
}

// Chats.

export interface ChatPlan {
  a: Int32Array;
  b: Int32Array;
  campus: Uint8Array;
  created: Float64Array;
  messages: Uint16Array;
  count: number;
}

export function planChats(p: Plan): ChatPlan {
  const r = new Rng(hash32(p.seed, 41));
  const pairs: [number, number, number][] = [];
  const seen = new Set<number>();
  const key = (a: number, b: number) => (a < b ? a * 4_194_304 + b : b * 4_194_304 + a);
  // The viewer's 200 chats (with the friend first: 300 messages).
  for (let k = 0; k < LANDMARKS.chats; k++) {
    const other = p.friend + k;
    seen.add(key(p.viewer, other));
    pairs.push([p.viewer, other, 0]);
  }
  for (let c = 0; c < p.memberCount.length; c++) {
    // About three chats a member (an inquiry per listing they looked at, a few friends).
    const wanted = p.memberCount[c]! * 3;
    for (let k = 0; k < wanted; k++) {
      const a = memberOf(p, c, r);
      const b = memberOf(p, c, r, a);
      if (a === p.viewer || b === p.viewer || seen.has(key(a, b))) continue;
      seen.add(key(a, b));
      pairs.push([a, b, c]);
    }
  }
  const n = pairs.length;
  const plan: ChatPlan = {
    a: new Int32Array(n),
    b: new Int32Array(n),
    campus: new Uint8Array(n),
    created: new Float64Array(n),
    messages: new Uint16Array(n),
    count: n,
  };
  pairs.forEach(([a, b, c], k) => {
    plan.a[k] = a;
    plan.b[k] = b;
    plan.campus[k] = c;
    plan.created[k] = p.now - (k === 0 ? 20 * DAY : r.next() * 180 * DAY);
    plan.messages[k] = k === 0 ? LANDMARKS.chatMessages : 1 + Math.min(80, r.count(3));
  });
  return plan;
}

export interface Message {
  id: string;
  author: number;
  created: number;
  text: string;
  sharedPost: number;
}

export function messagesOf(p: Plan, chats: ChatPlan, k: number): Message[] {
  const r = new Rng(hash32(p.seed, 42, k));
  const n = chats.messages[k]!;
  const out: Message[] = [];
  const created = chats.created[k]!;
  const step = Math.min(6 * 3_600_000, (p.now - created) / (n + 1));
  let at = created;
  for (let j = 0; j < n; j++) {
    at += 1000 + r.next() * step;
    const author = (j + (r.next() < 0.2 ? 1 : 0)) % 2 === 0 ? chats.a[k]! : chats.b[k]!;
    out.push({
      id: uuid7(at, hash32(p.seed, 43 + j, k)),
      author,
      created: at,
      text: r.pick(MESSAGES),
      sharedPost: j === 0 && r.next() < 0.3 ? r.int(p.postCampus.length) : -1,
    });
  }
  return out;
}
export const chatId = (p: Plan, chats: ChatPlan, k: number) =>
  uuid7(chats.created[k]!, hash32(p.seed, 44, k));
