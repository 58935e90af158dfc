// Fills OU and UT with a believable campus life through the test factories and the services (no
// HTTP, so the routes' limits do not apply; the services' per-member rates get a large factor).
import { findUserByEmail, type UserRow } from '../modules/accounts/accounts.repository';
import { pauseAd } from '../modules/ads/ad-lifecycle.service';
import { createBoost } from '../modules/ads/boost.service';
import { receivePaymentWebhook } from '../modules/ads/checkout.service';
import { listCampuses } from '../modules/campuses/campuses.repository';
import { startChat } from '../modules/chats/chats.service';
import { sendMessage } from '../modules/chats/messages.service';
import { toggleReaction } from '../modules/chats/reactions.service';
import { toggleLike } from '../modules/posts/post-saves.service';
import { forgetMemberRates } from '../modules/rate-limits/limits';
import type { LocalPayments } from '../platform/payments/local-provider';
import { doc, type FactoryDeps, makeComment, makeMember, makePost, makeUpload } from '../test/factories';
import { backdateThread, hasTopLevelPosts } from './demo.repository';
import {
  BIOS,
  COMMENTS,
  CONVERSATION,
  DEMO_PASSWORD,
  DETAILS,
  FIRST_NAMES,
  LAST_NAMES,
  LISTINGS,
  REPLIES,
  STATUS_POSTS,
} from './demo-content';
import { avatarJpeg, listingJpeg } from './demo-images';
import { type Random, seededRandom } from './demo-random';

export interface DemoSize {
  members: number;
  listings: number;
  chats: number;
}

/** Full: the campus. Small: the same shapes, quick enough for CI. */
export const DEMO_SIZES: Record<'full' | 'small', DemoSize> = {
  full: { members: 40, listings: 300, chats: 8 },
  small: { members: 8, listings: 24, chats: 2 },
};

export interface DemoDeps extends FactoryDeps {
  payments: LocalPayments;
  publicUrl: string;
}

export interface DemoCampusResult {
  campusId: string;
  members: { email: string; name: string }[];
  /** False when the campus already had the demo's posts (a second run adds nothing). */
  created: boolean;
}

/** The demo's guard: NODE_ENV=production refuses (demo members share one published password). */
export function assertNotProduction(env: NodeJS.ProcessEnv): void {
  if (env.NODE_ENV === 'production')
    throw new Error('The demo never runs in production (NODE_ENV=production).');
}

const CAMPUSES = [
  { id: 'ou', share: 0.7 },
  { id: 'ut', share: 0.3 },
] as const;

const DAY = 86_400_000;

/** Runs `work` over `items` with at most `limit` at a time (database round trips overlap sharp's work). */
async function inParallel<T>(items: T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) await work(items[next++]!);
  });
  await Promise.all(lanes);
}

/** Creates the campus's demo members that do not exist yet (found by e-mail); returns all of them. */
async function ensureMembers(deps: DemoDeps, campusId: string, offset: number, n: number, random: Random) {
  const campus = (await listCampuses(deps.db)).find((c) => c.id === campusId)!;
  const domain = campus.emailDomains[0]!;
  const members: UserRow[] = [];
  for (let i = offset; i < offset + n; i++) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const last = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
    const handle = `${first}.${last}`.toLowerCase();
    const email = `demo.${handle}@example.com`;
    const photo = await avatarJpeg(random);
    const existing = await findUserByEmail(deps.db, email);
    members.push(
      existing ??
        (await makeMember(deps, {
          fullName: `${first} ${last}`,
          email,
          password: DEMO_PASSWORD,
          campusId,
          schoolEmail: `${handle}.demo@${domain}`,
          photo,
          bio: random.pick(BIOS),
        })),
    );
  }
  return members;
}

interface PlannedPost {
  seller: UserRow;
  text: string;
  category: string | null;
  price: number | null;
  photos: number;
  at: Date;
  comments: { author: UserRow; text: string; reply?: UserRow; replyText?: string }[];
  savers: UserRow[];
}

/** Draws every post first (so the same seed gives the same campus whatever the concurrency). */
function planPosts(members: UserRow[], n: number, random: Random): PlannedPost[] {
  const now = Date.now();
  const others = (u: UserRow) => members.filter((m) => m.id !== u.id);
  return Array.from({ length: n }, (_, i) => {
    // The first member (the one the sign-in list starts with) sells the first few listings.
    const seller = i < 4 ? members[0]! : random.pick(members);
    const status = i % 25 === 24;
    const kind = random.pick(LISTINGS);
    const [lo, hi] = kind.price;
    const comments: PlannedPost['comments'] = [];
    if (i < 4 || random.chance(0.45)) {
      for (let c = random.int(1, 3); c > 0; c--) {
        const author = random.pick(others(seller));
        const replied = random.chance(0.6);
        comments.push({
          author,
          text: random.pick(COMMENTS),
          ...(replied ? { reply: seller, replyText: random.pick(REPLIES) } : {}),
        });
      }
    }
    const savers = others(seller).filter(() => random.chance(0.08));
    return {
      seller,
      text: status ? random.pick(STATUS_POSTS) : `${random.pick(kind.items)}. ${random.pick(DETAILS)}`,
      category: status ? null : kind.category,
      price: status ? null : Math.round(random.int(lo, hi) / 5) * 5,
      photos: status ? 0 : random.chance(0.2) ? 2 : 1,
      // Spread over three weeks, newest first in plan order; the first member's listings are minutes old.
      at: new Date(
        i < 4
          ? now - (i + 1) * 60_000
          : now - DAY / 2 - Math.floor((i / n) * 21 * DAY) - random.int(0, 3_600_000),
      ),
      comments,
      savers,
    };
  });
}

async function writePlannedPost(deps: DemoDeps, campusId: string, plan: PlannedPost, random: Random) {
  const photos = await Promise.all(Array.from({ length: plan.photos }, () => listingJpeg(random)));
  const post = await makePost(deps, plan.seller, campusId, { ...plan, photos });
  const commentIds: string[] = [];
  for (const c of plan.comments) {
    const comment = await makeComment(deps, c.author, campusId, post.id, c.text);
    commentIds.push(comment.id);
    if (c.reply && c.replyText)
      commentIds.push((await makeComment(deps, c.reply, campusId, comment.id, c.replyText)).id);
  }
  for (const saver of plan.savers) await toggleLike(deps, saver, campusId, post.id);
  await backdateThread(deps.db, post.id, plan.at, commentIds);
  return post.id;
}

/** A few conversations, most with the first member, one photo each and a reaction. */
async function writeChats(deps: DemoDeps, campusId: string, members: UserRow[], n: number, random: Random) {
  for (let i = 0; i < n && i + 1 < members.length; i++) {
    const a = members[i + 1]!;
    const b = i % 3 === 2 && members[i + 2] ? members[i + 2]! : members[0]!;
    const { chat } = await startChat(deps, a, campusId, b.id);
    let lastFromB: string | null = null;
    for (const [j, line] of CONVERSATION.entries()) {
      const from = j % 2 === 0 ? a : b;
      const uploadId = j === 0 ? await makeUpload(deps, a, campusId, await listingJpeg(random)) : null;
      const message = await sendMessage(deps, from, campusId, chat.id, { text: doc(line), uploadId });
      if (from === b) lastFromB = message.id;
    }
    if (lastFromB) await toggleReaction(deps, a, lastFromB);
  }
}

/** One running boost (7 days, paid through the local provider) and one paused, both the first member's. */
async function writeBoosts(deps: DemoDeps, campusId: string, seller: UserRow, postIds: string[]) {
  const adsDeps = {
    db: deps.db,
    payments: deps.payments,
    publicUrl: deps.publicUrl,
    campuses: deps.activity.campuses,
    bus: deps.bus,
    adReview: false,
  };
  const adIds: string[] = [];
  for (const postId of postIds.slice(0, 2)) {
    const days = 7;
    const { adId, checkoutUrl } = await createBoost(adsDeps, seller, campusId, postId, {
      goal: 'message',
      days,
      runUntilPause: false,
    });
    const sessionId = new URL(checkoutUrl).pathname.split('/').pop()!;
    const card = { cardNumber: '4242 4242 4242 4242', expiry: '12/39', cvc: '123', name: seller.name };
    const paid = await deps.payments.pay(sessionId, card);
    if (!paid.ok) throw new Error(`The demo's test card was declined: ${paid.message}`);
    await receivePaymentWebhook(adsDeps, paid.payload, paid.signature);
    adIds.push(adId);
  }
  if (adIds[1]) await pauseAd(adsDeps, seller, campusId, adIds[1]);
}

/**
 * Fills OU and UT. Members are found or created by e-mail; a campus whose demo members already
 * posted is left as it is, so a second run adds nothing.
 */
export async function populateDemo(
  deps: DemoDeps,
  size: DemoSize,
  log: (line: string) => void = () => {},
): Promise<DemoCampusResult[]> {
  const results: DemoCampusResult[] = [];
  let offset = 0;
  for (const campus of CAMPUSES) {
    const random = seededRandom(campus.id === 'ou' ? 2024 : 1871);
    const n = Math.max(3, Math.round(size.members * campus.share));
    const members = await ensureMembers(deps, campus.id, offset, n, random);
    offset += n;
    const summary = members.map((m) => ({ email: m.email, name: m.name }));
    const ids = members.map((m) => m.id);
    if (await hasTopLevelPosts(deps.db, campus.id, ids)) {
      results.push({ campusId: campus.id, members: summary, created: false });
      continue;
    }
    const plans = planPosts(members, Math.round(size.listings * campus.share), random);
    const postIds: string[] = new Array(plans.length);
    await inParallel(
      plans.map((plan, i) => ({ plan, i })),
      4,
      async ({ plan, i }) => {
        postIds[i] = await writePlannedPost(deps, campus.id, plan, random);
      },
    );
    log(`${campus.id.toUpperCase()}: ${members.length} members, ${plans.length} posts`);
    await writeChats(deps, campus.id, members, size.chats, random);
    const ownListings = plans.flatMap((p, i) =>
      p.seller.id === members[0]!.id && p.category ? [postIds[i]!] : [],
    );
    if (campus.id === 'ou') await writeBoosts(deps, campus.id, members[0]!, ownListings);
    // The demo's posts, comments and messages are backdated content, not the members' own pace.
    await forgetMemberRates(deps.db, ids);
    results.push({ campusId: campus.id, members: summary, created: true });
  }
  return results;
}
