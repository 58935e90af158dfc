// A big, realistic dataset written with COPY (bench/data.ts, bench/curve.ts and the plan test):
// every campus of the catalogue in skewed sizes, members past their first day, listings with words,
// prices and photos, comment trees, saves, chats, notifications, sales and ratings, saved searches,
// boosts and reports. Deterministic for a given size and seed; derived columns (counters, the search
// document and its lexeme counts, a chat's last message) are what the app would have written.
import { performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { CAMPUS_CATALOGUE, plainTextOf } from '@campus/domain';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { doc, establishedJoinDate } from '../factories';
import {
  ADJECTIVES,
  BRANDS,
  COMMENTS,
  DETAILS,
  FIRST_NAMES,
  KINDS,
  LAST_NAMES,
  MESSAGES,
  MONTHS,
  PLACES,
  SEARCHES,
  SUBJECTS,
} from './words';

export interface BigDataOptions {
  posts: number;
  members: number;
  seed?: number;
  log?: (line: string) => void;
}

/** The members and the content the benches and the plan test look for (deterministic). */
export const LANDMARKS = {
  campusId: 'ou',
  /** A member with 200 chats (one of 300 messages), 300 notifications and 200 saves. */
  viewer: 'benchviewer',
  /** A seller with a few hundred posts, the 500-comment post, sales and ratings. */
  seller: 'benchseller',
  /** A moderator of the campus (its report queue). */
  moderator: 'benchmoderator',
  /** The viewer's chat partner in the 300-message chat. */
  friend: 'benchfriend',
  chats: 200,
  chatMessages: 300,
  treeComments: 500,
} as const;

const DAY = 86_400_000;
/** Ad statuses the dataset has: running (the feed's sponsored posts) and ended. */
const AD_RUNNING = 1;
const AD_ENDED = 2;
const REMOVED = 1;
const SOLD = 2;
const PENDING = 4;

// ---------------------------------------------------------------------------------------------
// Deterministic randomness: a hash of (seed, salt, index) seeds a small generator per entity, so
// each pass over the data (rows, then what refers to them) sees the same choices.

function hash32(a: number, b: number, c = 0): number {
  let h = Math.imul(a ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(b + 0x27d4eb2f, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x45d9f3b) ^ Math.imul(c + 0x165667b1, 0x9e3779b1);
  h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
  return (h ^ (h >>> 15)) >>> 0;
}

class Rng {
  private s: number;
  constructor(seed: number) {
    this.s = seed >>> 0 || 1;
  }
  next(): number {
    this.s = (this.s + 0x6d2b79f5) >>> 0;
    let t = this.s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  int(n: number): number {
    return Math.floor(this.next() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[Math.floor(this.next() * xs.length)]!;
  }
  /** A geometric-like count with the given mean. */
  count(mean: number): number {
    return Math.floor(-Math.log(1 - this.next()) * mean);
  }
}

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/** A UUID version 7 (as the app's ids: time-ordered) for the time `ms`, its random bits from `h`. */
function uuid7(ms: number, h: number): string {
  const t = Math.floor(ms).toString(16).padStart(12, '0');
  const a = hash32(h, 1);
  const b = hash32(h, 2);
  const c = hash32(h, 3);
  return `${t.slice(0, 8)}-${t.slice(8, 12)}-7${hex8(a).slice(0, 3)}-${(((a >>> 0) % 4) + 8).toString(16)}${hex8(b).slice(0, 3)}-${hex8(b).slice(3, 7)}${hex8(c)}`;
}

// ---------------------------------------------------------------------------------------------
// COPY text format.

const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };
function field(v: string | number | boolean | null | undefined): string {
  if (v === null || v === undefined) return '\\N';
  if (typeof v === 'string') return /[\\\t\n\r]/.test(v) ? v.replace(/[\\\t\n\r]/g, (c) => ESCAPES[c]!) : v;
  if (typeof v === 'boolean') return v ? 't' : 'f';
  return String(v);
}
const row = (...values: (string | number | boolean | null | undefined)[]) =>
  `${values.map(field).join('\t')}\n`;
const iso = (ms: number) => new Date(ms).toISOString();

/** Lines joined into chunks of about 256 kB (one stream write each). */
async function* chunks(lines: Iterable<string>): AsyncGenerator<string> {
  let buf = '';
  for (const line of lines) {
    buf += line;
    if (buf.length > 262_144) {
      yield buf;
      buf = '';
    }
  }
  if (buf) yield buf;
}

async function copy(
  pool: pg.Pool,
  table: string,
  columns: string[],
  lines: Iterable<string>,
): Promise<number> {
  const client = await pool.connect();
  let n = 0;
  const counted = function* () {
    for (const line of lines) {
      n += 1;
      yield line;
    }
  };
  try {
    const sink = client.query(
      copyFrom(`COPY ${table} (${columns.map((c) => `"${c}"`).join(', ')}) FROM STDIN`),
    );
    await pipeline(Readable.from(chunks(counted())), sink);
  } finally {
    client.release();
  }
  return n;
}

// ---------------------------------------------------------------------------------------------
// The plan: who is where, who wrote what and when, as typed arrays (a million posts fit).

/** Campus order by size: OU (the benches' campus) the largest, about a third of everything. */
function campusShares(): { ids: string[]; shares: number[]; domains: string[] } {
  const ordered = [
    ...CAMPUS_CATALOGUE.filter((c) => c.id === 'ou'),
    ...CAMPUS_CATALOGUE.filter((c) => c.id !== 'ou' && c.id !== 'campus'),
    ...CAMPUS_CATALOGUE.filter((c) => c.id === 'campus'),
  ];
  const weights = ordered.map((_, k) => 1 / (k + 1) ** 1.2);
  const sum = weights.reduce((a, b) => a + b, 0);
  return {
    ids: ordered.map((c) => c.id),
    shares: weights.map((w) => w / sum),
    domains: ordered.map((c) => c.emailDomains[0] ?? `${c.id}.example.edu`),
  };
}

interface Plan {
  now: number;
  seed: number;
  campuses: ReturnType<typeof campusShares>;
  memberStart: number[];
  memberCount: number[];
  memberCampus: Uint8Array;
  memberJoined: Float64Array;
  memberTotalPosts: Int32Array;
  postCampus: Uint8Array;
  postAuthor: Int32Array;
  postCreated: Float64Array;
  postFlags: Uint8Array;
  postImages: Uint8Array;
  postLikes: Uint16Array;
  postAd: Uint8Array;
  /** The 500-comment post. */
  treePost: number;
  /** The posts the viewer saved. */
  viewerSaves: Set<number>;
  viewer: number;
  seller: number;
  moderator: number;
  friend: number;
}

const memberId = (p: Plan, m: number) => uuid7(p.memberJoined[m]!, hash32(p.seed, 11, m));
const postId = (p: Plan, i: number) => uuid7(p.postCreated[i]!, hash32(p.seed, 12, i));

function makePlan(posts: number, members: number, seed: number): Plan {
  const now = Date.now();
  const rng = new Rng(hash32(seed, 1));
  const campuses = campusShares();
  const C = campuses.ids.length;
  const memberCount = campuses.shares.map((s) => Math.max(3, Math.floor(members * s)));
  memberCount[0]! += members - memberCount.reduce((a, b) => a + b, 0);
  if (memberCount[0]! < LANDMARKS.chats + 10)
    throw new Error(`too few members for the landmarks: at least ${(LANDMARKS.chats + 10) * 3} needed`);
  const memberStart: number[] = [];
  let start = 0;
  for (const n of memberCount) {
    memberStart.push(start);
    start += n;
  }
  const M = start;
  const memberCampus = new Uint8Array(M);
  const memberJoined = new Float64Array(M);
  const joinedBy = establishedJoinDate(new Date(now)).getTime();
  for (let c = 0; c < C; c++)
    for (let m = memberStart[c]!; m < memberStart[c]! + memberCount[c]!; m++) {
      memberCampus[m] = c;
      // Joined over two years, all past their first day.
      memberJoined[m] = joinedBy - rng.next() * 730 * DAY;
    }
  const [viewer, seller, moderator, friend] = [0, 1, 2, 3];
  for (const m of [viewer, seller, moderator, friend]) memberJoined[m] = joinedBy - 400 * DAY;

  // Posts: in time order (the heap's order on a running campus), the campus drawn by size.
  const N = posts;
  const spanDays = Math.min(730, Math.max(30, N / 1370));
  const cumulative = campuses.shares.map((_, c) =>
    campuses.shares.slice(0, c + 1).reduce((a, b) => a + b, 0),
  );
  const postCampus = new Uint8Array(N);
  const postAuthor = new Int32Array(N);
  const postCreated = new Float64Array(N);
  const postFlags = new Uint8Array(N);
  const postImages = new Uint8Array(N);
  const postLikes = new Uint16Array(N);
  const postAd = new Uint8Array(N);
  const memberTotalPosts = new Int32Array(M);
  const first = now - spanDays * DAY;
  const ouPosts = Math.max(1, N * campuses.shares[0]!);
  for (let i = 0; i < N; i++) {
    const u = rng.next();
    let c = cumulative.findIndex((x) => u < x);
    if (c < 0) c = 0;
    postCampus[i] = c;
    postCreated[i] = Math.floor(first + ((i + rng.next()) / N) * spanDays * DAY);
    // A few members post a lot (power sellers); the seller has a few hundred posts at OU.
    let author = memberStart[c]! + Math.floor(memberCount[c]! * rng.next() ** 2.5);
    if (c === 0 && rng.next() < 300 / ouPosts) author = seller;
    postAuthor[i] = author;
    const f = rng.next();
    postFlags[i] = f < 0.003 ? REMOVED : f < 0.043 ? SOLD : f < 0.053 ? PENDING : 0;
    postImages[i] = rng.next() < 0.35 ? 1 + rng.int(4) : 0;
    postLikes[i] = Math.min(60, rng.count(1.5), memberCount[c]! - 2);
    if (postFlags[i] === 0 && now - postCreated[i]! < 2 * DAY && hash32(seed, 13, i) % 25 === 0)
      postAd[i] = AD_RUNNING;
    else if (postFlags[i] !== REMOVED && hash32(seed, 13, i) % 200 === 0) postAd[i] = AD_ENDED;
  }
  // The 500-comment post: the seller's, at OU, a few weeks old.
  let treePost = Math.floor(N * 0.95);
  while (postCampus[treePost] !== 0) treePost -= 1;
  postAuthor[treePost] = seller;
  postFlags[treePost] = 0;
  postAd[treePost] = 0;
  for (let i = 0; i < N; i++) if (!(postFlags[i]! & REMOVED)) memberTotalPosts[postAuthor[i]!]! += 1;
  // The viewer's 200 saves: OU posts of others, the newest first.
  const viewerSaves = new Set<number>();
  for (let i = N - 1; i >= 0 && viewerSaves.size < 200; i -= 3)
    if (postCampus[i] === 0 && postAuthor[i] !== viewer && !(postFlags[i]! & REMOVED)) viewerSaves.add(i);
  return {
    now,
    seed,
    campuses,
    memberStart,
    memberCount,
    memberCampus,
    memberJoined,
    memberTotalPosts,
    postCampus,
    postAuthor,
    postCreated,
    postFlags,
    postImages,
    postLikes,
    postAd,
    treePost,
    viewerSaves,
    viewer,
    seller,
    moderator,
    friend,
  };
}

/** A uniformly drawn member of campus `c`, never `not`. */
function memberOf(p: Plan, c: number, r: Rng, not = -1): number {
  for (;;) {
    const m = p.memberStart[c]! + r.int(p.memberCount[c]!);
    if (m !== not) return m;
  }
}

// ---------------------------------------------------------------------------------------------
// Content.

interface Listing {
  plain: string;
  paragraphs: string[];
  category: string | null;
  priceCents: number | null;
  condition: string | null;
}

const KIND_TOTAL = KINDS.reduce((a, k) => a + k.weight, 0);
const CONDITIONS = ['new', 'like_new', 'like_new', 'good', 'good', 'good', 'fair', 'for_parts'];

function listing(r: Rng): Listing {
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
interface Comment {
  author: number;
  parent: number;
  depth: number;
  created: number;
  text: string;
  replies: number;
}

function commentsOf(p: Plan, i: number): Comment[] {
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
const commentId = (p: Plan, i: number, k: number, created: number) =>
  uuid7(created, hash32(p.seed, 22 + k, i));

/** The members who saved post `i` (distinct, not its author; the viewer for its saves). */
function saversOf(p: Plan, i: number): number[] {
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

// ---------------------------------------------------------------------------------------------
// Chats.

interface ChatPlan {
  a: Int32Array;
  b: Int32Array;
  campus: Uint8Array;
  created: Float64Array;
  messages: Uint16Array;
  count: number;
}

function planChats(p: Plan): ChatPlan {
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

interface Message {
  id: string;
  author: number;
  created: number;
  text: string;
  sharedPost: number;
}

function messagesOf(p: Plan, chats: ChatPlan, k: number): Message[] {
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
const chatId = (p: Plan, chats: ChatPlan, k: number) => uuid7(chats.created[k]!, hash32(p.seed, 44, k));

// ---------------------------------------------------------------------------------------------
// The rows.

function* userRows(p: Plan): Generator<string> {
  const r = new Rng(hash32(p.seed, 51));
  const taken = new Map<string, number>();
  const special: Record<number, [string, string, string]> = {
    [p.viewer]: ['Bench', 'Viewer', LANDMARKS.viewer],
    [p.seller]: ['Bench', 'Seller', LANDMARKS.seller],
    [p.moderator]: ['Bench', 'Moderator', LANDMARKS.moderator],
    [p.friend]: ['Bench', 'Friend', LANDMARKS.friend],
  };
  for (const [, , u] of Object.values(special)) taken.set(u, 1);
  for (let m = 0; m < p.memberCampus.length; m++) {
    let first: string;
    let last: string;
    let username: string;
    const given = special[m];
    if (given) [first, last, username] = given;
    else {
      first = r.pick(FIRST_NAMES);
      last = r.pick(LAST_NAMES);
      const base = `${first}${last}`.toLowerCase();
      const n = (taken.get(base) ?? 0) + 1;
      taken.set(base, n);
      username = n === 1 ? base : `${base}-${n}`;
    }
    const c = p.memberCampus[m]!;
    const joined = p.memberJoined[m]!;
    const setUp = given !== undefined || r.next() < 0.7;
    yield row(
      memberId(p, m),
      `${first} ${last}`,
      `${username}@example.com`,
      true,
      setUp ? `/files/avatars/${username}.webp?v=1` : null,
      iso(joined),
      iso(joined),
      username,
      first,
      last,
      p.campuses.ids[c]!,
      `${username}@${p.campuses.domains[c]}`,
      true,
      iso(joined + 3_600_000),
      2026 + r.int(5),
      setUp ? 'Selling what I no longer need.' : null,
      setUp,
      false,
      p.memberTotalPosts[m]!,
    );
  }
}
const USER_COLUMNS = [
  'id',
  'name',
  'email',
  'email_verified',
  'image',
  'created_at',
  'updated_at',
  'username',
  'first_name',
  'last_name',
  'campus_id',
  'school_email',
  'school_verified',
  'school_verified_at',
  'grad_year',
  'bio',
  'profile_set_up',
  'getting_started',
  'total_posts',
];

const POST_COLUMNS = [
  'id',
  'campus_id',
  'user_id',
  'text',
  'plain_text',
  'category',
  'price_cents',
  'condition',
  'post_commented_on',
  'root_post_id',
  'depth',
  'img_count',
  'has_photo',
  'like_count',
  'comment_count',
  'views',
  'status',
  'is_sponsored',
  'cta',
  'ad_id',
  'created_at',
  'last_modified',
  'removed_at',
];

const adId = (p: Plan, i: number) => uuid7(p.postCreated[i]! + 600_000, hash32(p.seed, 61, i));
const AD_CTA = JSON.stringify({ type: 'message' });

function* postRows(p: Plan, counted: { comments: number }): Generator<string> {
  for (let i = 0; i < p.postCampus.length; i++) {
    const r = new Rng(hash32(p.seed, 14, i));
    const l = listing(r);
    const id = postId(p, i);
    const campus = p.campuses.ids[p.postCampus[i]!]!;
    const created = p.postCreated[i]!;
    const flags = p.postFlags[i]!;
    const comments = commentsOf(p, i);
    const direct = comments.filter((c) => c.parent < 0).length;
    const running = p.postAd[i] === AD_RUNNING;
    const status = flags & SOLD ? 'sold' : flags & PENDING ? 'pending' : 'available';
    yield row(
      id,
      campus,
      memberId(p, p.postAuthor[i]!),
      JSON.stringify(doc(...l.paragraphs)),
      l.plain,
      l.category,
      l.priceCents,
      l.condition,
      null,
      null,
      0,
      p.postImages[i]!,
      p.postImages[i]! > 0,
      p.postLikes[i]! + (p.viewerSaves.has(i) ? 1 : 0),
      direct,
      r.int(400),
      status,
      running,
      running ? AD_CTA : null,
      running ? adId(p, i) : null,
      iso(created),
      iso(created),
      flags & REMOVED ? iso(created + DAY) : null,
    );
    const ids = comments.map((c, k) => commentId(p, i, k, c.created));
    for (const [k, c] of comments.entries()) {
      const body = doc(c.text);
      yield row(
        ids[k],
        campus,
        memberId(p, c.author),
        JSON.stringify(body),
        plainTextOf(body),
        null,
        null,
        null,
        c.parent < 0 ? id : ids[c.parent],
        id,
        c.depth,
        0,
        false,
        0,
        c.replies,
        0,
        'available',
        false,
        null,
        null,
        iso(c.created),
        iso(c.created),
        null,
      );
    }
    counted.comments += comments.length;
  }
}

const PLACEHOLDER = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';
function* mediaRows(p: Plan): Generator<string> {
  for (let i = 0; i < p.postCampus.length; i++) {
    const n = p.postImages[i]!;
    if (n === 0) continue;
    const id = postId(p, i);
    for (let k = 0; k < n; k++) {
      const key = `posts/${id}/${k + 1}`;
      yield row(
        uuid7(p.postCreated[i]!, hash32(p.seed, 71 + k, i)),
        id,
        'image',
        `photo-${k + 1}.jpg`,
        `${key}-1200.webp`,
        k,
        1200,
        900,
        'image/webp',
        JSON.stringify([
          { width: 400, height: 300, key: `${key}-400.webp` },
          { width: 1200, height: 900, key: `${key}-1200.webp` },
        ]),
        PLACEHOLDER,
        150_000 + (hash32(p.seed, 72, i) % 200_000),
        null,
      );
    }
  }
}

function* saveRows(p: Plan): Generator<string> {
  for (let i = 0; i < p.postCampus.length; i++) {
    if (p.postLikes[i] === 0 && !p.viewerSaves.has(i)) continue;
    const id = postId(p, i);
    const savers = saversOf(p, i);
    for (const [k, m] of savers.entries())
      yield row(id, memberId(p, m), iso(Math.min(p.now, p.postCreated[i]! + (k + 1) * 3_600_000)));
  }
}

function* chatRows(p: Plan, chats: ChatPlan): Generator<string> {
  for (let k = 0; k < chats.count; k++) {
    const last = messagesOf(p, chats, k).at(-1)!;
    const [a, b] = [memberId(p, chats.a[k]!), memberId(p, chats.b[k]!)];
    const [low, high] = a < b ? [a, b] : [b, a];
    yield row(
      chatId(p, chats, k),
      p.campuses.ids[chats.campus[k]!]!,
      low,
      high,
      a,
      last.id,
      iso(last.created),
      last.text,
      memberId(p, last.author),
      iso(chats.created[k]!),
    );
  }
}

function* chatMemberRows(p: Plan, chats: ChatPlan): Generator<string> {
  for (let k = 0; k < chats.count; k++) {
    const messages = messagesOf(p, chats, k);
    const last = messages.at(-1)!;
    const id = chatId(p, chats, k);
    // The last sender has read everything; the other one, one chat in three, not the last message.
    for (const m of [chats.a[k]!, chats.b[k]!]) {
      const unread = m !== last.author && hash32(p.seed, 45, k) % 3 === 0;
      yield row(id, memberId(p, m), iso(unread ? last.created - 1000 : last.created));
    }
  }
}

function* messageRows(p: Plan, chats: ChatPlan): Generator<string> {
  for (let k = 0; k < chats.count; k++) {
    const id = chatId(p, chats, k);
    for (const m of messagesOf(p, chats, k))
      yield row(
        m.id,
        id,
        memberId(p, m.author),
        null,
        m.text,
        m.sharedPost >= 0 ? postId(p, m.sharedPost) : null,
        iso(m.created),
      );
  }
}

function* notificationRows(p: Plan, chats: ChatPlan): Generator<string> {
  let n = 0;
  const note = (
    to: number,
    from: number,
    type: string,
    post: string | null,
    chat: string | null,
    message: string,
    at: number,
  ) => {
    n += 1;
    return row(
      uuid7(at, hash32(p.seed, 81, n)),
      memberId(p, to),
      memberId(p, from),
      type,
      post,
      chat,
      message,
      p.now - at > 7 * DAY || hash32(p.seed, 82, n) % 2 === 0,
      iso(at),
    );
  };
  for (let i = 0; i < p.postCampus.length; i++) {
    const id = postId(p, i);
    const author = p.postAuthor[i]!;
    const comments = commentsOf(p, i);
    for (const c of comments) {
      const to = c.parent < 0 ? author : comments[c.parent]!.author;
      if (to !== c.author)
        yield note(to, c.author, c.parent < 0 ? 'comment' : 'comment reply', id, null, c.text, c.created);
    }
    if (p.postLikes[i]! > 0 || p.viewerSaves.has(i))
      for (const [k, m] of saversOf(p, i).entries())
        if (k % 2 === 0)
          yield note(
            author,
            m,
            'like',
            id,
            null,
            '',
            Math.min(p.now, p.postCreated[i]! + (k + 1) * 3_600_000),
          );
  }
  for (let k = 0; k < chats.count; k++) {
    const first = messagesOf(p, chats, k)[0]!;
    const other = first.author === chats.a[k]! ? chats.b[k]! : chats.a[k]!;
    yield note(other, first.author, 'new chat', null, chatId(p, chats, k), first.text, first.created);
  }
  // The viewer's own: 300 in the last month, from members of the campus.
  const r = new Rng(hash32(p.seed, 83));
  for (let k = 0; k < 300; k++) {
    const i = [...p.viewerSaves][k % p.viewerSaves.size]!;
    yield note(
      p.viewer,
      memberOf(p, 0, r, p.viewer),
      k % 3 === 0 ? 'comment' : 'like',
      postId(p, i),
      null,
      'Nice!',
      p.now - (k + 1) * 2_400_000,
    );
  }
}

/** Sold posts: the sale (a buyer of the campus) and the buyer's rating of the seller, often the seller's too. */
function* saleRows(p: Plan, ratings: string[]): Generator<string> {
  for (let i = 0; i < p.postCampus.length; i++) {
    if (!(p.postFlags[i]! & SOLD)) continue;
    const r = new Rng(hash32(p.seed, 91, i));
    const c = p.postCampus[i]!;
    const seller = p.postAuthor[i]!;
    const buyer = memberOf(p, c, r, seller);
    const id = postId(p, i);
    const at = Math.min(p.now, p.postCreated[i]! + r.next() * 5 * DAY);
    const campus = p.campuses.ids[c]!;
    ratings.push(
      row(
        uuid7(at, hash32(p.seed, 92, i)),
        id,
        campus,
        memberId(p, buyer),
        memberId(p, seller),
        'seller',
        3 + r.int(3),
        r.next() < 0.5 ? 'Smooth pickup, as described.' : null,
        iso(at),
      ),
    );
    if (r.next() < 0.6)
      ratings.push(
        row(
          uuid7(at, hash32(p.seed, 93, i)),
          id,
          campus,
          memberId(p, seller),
          memberId(p, buyer),
          'buyer',
          4 + r.int(2),
          null,
          iso(at),
        ),
      );
    yield row(id, memberId(p, seller), memberId(p, buyer), iso(at));
  }
}

function* adRows(p: Plan): Generator<string> {
  for (let i = 0; i < p.postCampus.length; i++) {
    const kind = p.postAd[i]!;
    if (!kind) continue;
    const start = p.postCreated[i]! + 600_000;
    const days = kind === AD_RUNNING ? 3 : 1 + (hash32(p.seed, 62, i) % 7);
    const end = start + days * DAY;
    yield row(
      adId(p, i),
      p.campuses.ids[p.postCampus[i]!]!,
      postId(p, i),
      memberId(p, p.postAuthor[i]!),
      'Boosted listing',
      kind === AD_RUNNING ? 'active' : 'completed',
      AD_CTA,
      days * 1440,
      days * 500,
      iso(start),
      iso(end),
      kind === AD_RUNNING ? null : iso(end),
      iso(start),
      `pi_bench_${i}`,
      iso(start - 60_000),
      iso(kind === AD_RUNNING ? start : end),
    );
  }
}

/** Reports of about one post in 1,000 (open, by one to three members) and as many resolved. */
function* reportRows(p: Plan): Generator<string> {
  const reasons = ['scam', 'prohibited', 'harassment', 'spam', 'other'];
  for (let i = 0; i < p.postCampus.length; i++) {
    const h = hash32(p.seed, 101, i) % 1000;
    if ((h !== 1 && h !== 2) || p.postFlags[i]! & REMOVED) continue;
    const r = new Rng(hash32(p.seed, 102, i));
    const c = p.postCampus[i]!;
    const reporters = new Set<number>();
    const n = 1 + r.int(3);
    while (reporters.size < Math.min(n, p.memberCount[c]! - 1))
      reporters.add(memberOf(p, c, r, p.postAuthor[i]!));
    for (const [k, m] of [...reporters].entries()) {
      const at = Math.min(p.now - 60_000, p.postCreated[i]! + r.next() * DAY);
      yield row(
        uuid7(at, hash32(p.seed, 103 + k, i)),
        p.campuses.ids[c]!,
        memberId(p, m),
        'post',
        postId(p, i),
        memberId(p, p.postAuthor[i]!),
        r.pick(reasons),
        r.next() < 0.3 ? 'Looks like a scam to me.' : null,
        h === 1 ? 'open' : 'dismissed',
        iso(at),
        h === 1 ? null : iso(at + 3_600_000),
      );
    }
  }
}

function* savedSearchRows(p: Plan): Generator<string> {
  for (let m = 0; m < p.memberCampus.length; m++) {
    if (hash32(p.seed, 111, m) % 5 !== 0 && m !== p.viewer) continue;
    const text = SEARCHES[hash32(p.seed, 112, m) % SEARCHES.length]!;
    const at = p.memberJoined[m]! + DAY;
    yield row(
      uuid7(at, hash32(p.seed, 113, m)),
      memberId(p, m),
      p.campuses.ids[p.memberCampus[m]!]!,
      text,
      '{}',
      iso(at),
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Indexes and constraints: dropped for the load, made again after (one sort each instead of a
// million index insertions), as pg_restore does.

/** The big tables: their indexes and primary keys are rebuilt after the load. */
const BIG_TABLES = [
  'posts',
  'post_media',
  'post_likes',
  'chats',
  'chat_members',
  'messages',
  'notifications',
];
/** Every table the load writes: foreign keys from these are checked once, after the load. */
const LOADED_TABLES = [
  ...BIG_TABLES,
  'users',
  'sales',
  'ratings',
  'ads',
  'reports',
  'saved_searches',
  'campus_moderators',
];

interface Saved {
  constraints: { table: string; name: string; def: string }[];
  indexes: { name: string; def: string }[];
  foreignKeys: { table: string; name: string; def: string }[];
}

async function dropForLoad(pool: pg.Pool): Promise<Saved> {
  const fks = await pool.query<{ table: string; name: string; def: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint where contype = 'f'
       and (conrelid::regclass::text = any($1) or confrelid::regclass::text = any($2))`,
    [LOADED_TABLES, BIG_TABLES],
  );
  const cons = await pool.query<{ table: string; name: string; def: string }>(
    `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
     from pg_constraint where contype in ('p', 'u') and conrelid::regclass::text = any($1)`,
    [BIG_TABLES],
  );
  const idx = await pool.query<{ name: string; def: string }>(
    `select indexname as name, indexdef as def from pg_indexes
     where schemaname = 'public' and tablename = any($1)
       and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`,
    [BIG_TABLES],
  );
  for (const fk of fks.rows) await pool.query(`alter table "${fk.table}" drop constraint "${fk.name}"`);
  for (const c of cons.rows) await pool.query(`alter table "${c.table}" drop constraint "${c.name}"`);
  for (const i of idx.rows) await pool.query(`drop index "${i.name}"`);
  return { constraints: cons.rows, indexes: idx.rows, foreignKeys: fks.rows };
}

/** Runs the statements on two connections (the machine's two cores), longest first as given. */
async function inParallel(pool: pg.Pool, statements: string[], connections = 2): Promise<void> {
  const queue = [...statements];
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = await pool.connect();
      try {
        await client.query(`set maintenance_work_mem = '256MB'`);
        await client.query('set max_parallel_maintenance_workers = 0');
        for (let s = queue.shift(); s; s = queue.shift()) await client.query(s);
      } finally {
        client.release();
      }
    }),
  );
}

// ---------------------------------------------------------------------------------------------

export interface BigDataResult {
  phases: [string, number][];
  counts: Record<string, number>;
  seconds: number;
}

/**
 * Fills an empty, migrated database (the campus catalogue seeded) with `posts` posts and `members`
 * members. Throws if it already has members.
 */
export async function loadBigData(pool: pg.Pool, opts: BigDataOptions): Promise<BigDataResult> {
  const log = opts.log ?? (() => {});
  const t0 = performance.now();
  const phases: [string, number][] = [];
  const counts: Record<string, number> = {};
  let t = performance.now();
  const phase = (name: string) => {
    const s = (performance.now() - t) / 1000;
    phases.push([name, s]);
    log(`  ${name}: ${s.toFixed(1)} s`);
    t = performance.now();
  };
  const existing = await pool.query<{ n: number }>('select count(*)::int as n from users');
  if (existing.rows[0]!.n > 0) throw new Error('the database already has members: load into an empty one');
  const campuses = await pool.query<{ n: number }>('select count(*)::int as n from campuses');
  if (campuses.rows[0]!.n < CAMPUS_CATALOGUE.length) throw new Error('the campus catalogue is not seeded');

  const p = makePlan(opts.posts, opts.members, opts.seed ?? 1);
  const chats = planChats(p);
  phase('plan');
  const saved = await dropForLoad(pool);
  // The lexeme counts are summed once after the load (the statement trigger would hold every row).
  await pool.query('alter table posts disable trigger posts_search_lexemes_insert_trg');
  phase('drop indexes and foreign keys');

  counts.users = await copy(pool, 'users', USER_COLUMNS, userRows(p));
  phase(`users (${counts.users})`);
  const counted = { comments: 0 };
  counts.posts = await copy(pool, 'posts', POST_COLUMNS, postRows(p, counted));
  counts.comments = counted.comments;
  phase(`posts and comments (${counts.posts}; search documents by the table's trigger)`);
  const ratings: string[] = [];
  const [media, saves, sales] = await Promise.all([
    copy(
      pool,
      'post_media',
      [
        'id',
        'post_id',
        'kind',
        'img_name',
        'img_path',
        'img_order',
        'img_width',
        'img_height',
        'content_type',
        'variants',
        'placeholder',
        'bytes',
        'alt',
      ],
      mediaRows(p),
    ),
    copy(pool, 'post_likes', ['post_id', 'user_id', 'created_at'], saveRows(p)),
    copy(pool, 'sales', ['post_id', 'seller_id', 'buyer_id', 'created_at'], saleRows(p, ratings)),
  ]);
  Object.assign(counts, { media, saves, sales });
  counts.ratings = await copy(
    pool,
    'ratings',
    ['id', 'post_id', 'campus_id', 'rater_id', 'rated_id', 'role', 'stars', 'comment', 'created_at'],
    ratings,
  );
  phase(`photos (${media}), saves (${saves}), sales (${sales}) and ratings (${counts.ratings})`);
  const [chatCount, members, messages] = await Promise.all([
    copy(
      pool,
      'chats',
      [
        'id',
        'campus_id',
        'user_low',
        'user_high',
        'created_by',
        'last_message_id',
        'last_message_at',
        'last_message_preview',
        'last_message_user_id',
        'created_at',
      ],
      chatRows(p, chats),
    ),
    copy(pool, 'chat_members', ['chat_id', 'user_id', 'last_read_at'], chatMemberRows(p, chats)),
    copy(
      pool,
      'messages',
      ['id', 'chat_id', 'user_id', 'text', 'plain_text', 'shared_post_id', 'created_at'],
      messageRows(p, chats),
    ),
  ]);
  Object.assign(counts, { chats: chatCount, chatMembers: members, messages });
  phase(`chats (${chatCount}) and messages (${messages})`);
  const [notifications, ads, reports, searches] = await Promise.all([
    copy(
      pool,
      'notifications',
      ['id', 'to_user_id', 'from_user_id', 'type', 'post_id', 'chat_id', 'message', 'read', 'created_at'],
      notificationRows(p, chats),
    ),
    copy(
      pool,
      'ads',
      [
        'id',
        'campus_id',
        'post_id',
        'user_id',
        'title',
        'status',
        'cta',
        'duration_minutes',
        'amount_budgeted_cents',
        'start_time',
        'end_time_adjusted',
        'ended_at',
        'last_charged_at',
        'payment_id',
        'created_at',
        'last_modified',
      ],
      adRows(p),
    ),
    copy(
      pool,
      'reports',
      [
        'id',
        'campus_id',
        'reporter_id',
        'target_type',
        'target_id',
        'subject_user_id',
        'reason',
        'note',
        'status',
        'created_at',
        'resolved_at',
      ],
      reportRows(p),
    ),
    copy(
      pool,
      'saved_searches',
      ['id', 'user_id', 'campus_id', 'text', 'lexemes', 'created_at'],
      savedSearchRows(p),
    ),
  ]);
  Object.assign(counts, { notifications, ads, reports, savedSearches: searches });
  await pool.query(
    `insert into campus_moderators (campus_id, user_id, appointed_at) values ('ou', $1, now() - interval '300 days')`,
    [memberId(p, p.moderator)],
  );
  phase(`notifications (${notifications}), ads (${ads}), reports (${reports}), saved searches (${searches})`);

  // What the app derives: a saved search's lexemes (lexemesOf), the campus's lexeme counts (0009).
  await pool.query(
    `update saved_searches s set lexemes = l.lexemes from (
       select text, coalesce(array_agg(distinct w order by w), '{}') as lexemes
       from (select distinct text from saved_searches) t, unnest(tsvector_to_array(to_tsvector('english', text))) w
       group by text) l
     where l.text = s.text`,
  );
  await pool.query(
    `insert into search_lexemes (campus_id, lexeme, posts)
     select p.campus_id, l, count(*)::int from posts p, unnest(tsvector_to_array(p.search_vector)) as l
     where p.post_commented_on is null and p.type = 'post' and p.search_vector is not null
     group by p.campus_id, l`,
  );
  await pool.query('alter table posts enable trigger posts_search_lexemes_insert_trg');
  phase('lexemes of saved searches and of the campuses');

  // The biggest first, so the two connections end together.
  const order = (def: string) => (/using gin/i.test(def) ? 0 : /\bposts\b/.test(def) ? 1 : 2);
  await inParallel(
    pool,
    [
      ...saved.constraints.map((c) => `alter table "${c.table}" add constraint "${c.name}" ${c.def}`),
      ...saved.indexes.map((i) => i.def),
    ].sort((a, b) => order(a) - order(b)),
  );
  phase(`primary keys and indexes (${saved.constraints.length + saved.indexes.length})`);
  await inParallel(
    pool,
    saved.foreignKeys.map((fk) => `alter table "${fk.table}" add constraint "${fk.name}" ${fk.def}`),
  );
  phase(`foreign keys, checked (${saved.foreignKeys.length})`);
  await inParallel(
    pool,
    [...BIG_TABLES, 'users', 'search_lexemes', 'ratings', 'sales', 'reports', 'ads', 'saved_searches'].map(
      (table) => `vacuum analyze "${table}"`,
    ),
  );
  phase('vacuum analyze');
  return { phases, counts, seconds: (performance.now() - t0) / 1000 };
}

/** Ids the benches and the plan test use, found by their usernames. */
export async function findLandmarks(pool: pg.Pool) {
  const one = async <T>(sql: string, params: unknown[]): Promise<T> => {
    const res = await pool.query(sql, params);
    if (!res.rows[0]) throw new Error(`no landmark for: ${sql.replace(/\s+/g, ' ').slice(0, 80)}`);
    return res.rows[0] as T;
  };
  const user = (username: string) =>
    one<{ id: string }>('select id from users where username = $1', [username]).then((r) => r.id);
  const [viewerId, sellerId, moderatorId, friendId] = await Promise.all(
    [LANDMARKS.viewer, LANDMARKS.seller, LANDMARKS.moderator, LANDMARKS.friend].map(user),
  );
  const tree = await one<{ id: string }>(
    `select id from posts where user_id = $1 and post_commented_on is null order by comment_count desc limit 1`,
    [sellerId],
  );
  const chat = await one<{ id: string }>(
    `select id from chats where user_low = least($1, $2) and user_high = greatest($1, $2)`,
    [viewerId, friendId],
  );
  return {
    campusId: LANDMARKS.campusId,
    viewerId: viewerId!,
    sellerId: sellerId!,
    moderatorId: moderatorId!,
    friendId: friendId!,
    treePostId: tree.id,
    chatId: chat.id,
  };
}
