// The big dataset's plan (big-data.ts): who is where, who wrote what and when, as typed arrays.
import { CAMPUS_CATALOGUE } from '@campus/domain';
import { establishedJoinDate } from '../factories';
import { LANDMARKS } from './landmarks';
import { hash32, Rng, uuid7 } from './random';

export const DAY = 86_400_000;
/** Ad statuses the dataset has: running (the feed's sponsored posts) and ended. */
export const AD_RUNNING = 1;
export const AD_ENDED = 2;
export const REMOVED = 1;
export const SOLD = 2;
export const PENDING = 4;

// The plan: who is where, who wrote what and when, as typed arrays (a million posts fit).

/** Campus order by size: OU (the benches' campus) the largest, about a third of everything. */
export function campusShares(): { ids: string[]; shares: number[]; domains: string[] } {
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

export interface Plan {
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

export const memberId = (p: Plan, m: number) => uuid7(p.memberJoined[m]!, hash32(p.seed, 11, m));
export const postId = (p: Plan, i: number) => uuid7(p.postCreated[i]!, hash32(p.seed, 12, i));

export function makePlan(posts: number, members: number, seed: number): Plan {
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
export function memberOf(p: Plan, c: number, r: Rng, not = -1): number {
  for (;;) {
    const m = p.memberStart[c]! + r.int(p.memberCount[c]!);
    if (m !== not) return m;
  }
}
