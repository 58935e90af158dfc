// The big dataset's COPY rows (big-data.ts): members, posts, photos and saves.
import { plainTextOf } from '@campus/domain';
import { doc } from '../factories';
import { commentId, commentsOf, listing, saversOf } from './content';
import { iso, row } from './copy-text';
import { LANDMARKS } from './landmarks';
import { FIRST_NAMES, LAST_NAMES } from './names';
import { AD_RUNNING, DAY, memberId, PENDING, type Plan, postId, REMOVED, SOLD } from './plan';
import { hash32, Rng, uuid7 } from './random';

// The rows.

export function* userRows(p: Plan): Generator<string> {
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
export const USER_COLUMNS = [
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

export const POST_COLUMNS = [
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

export const adId = (p: Plan, i: number) => uuid7(p.postCreated[i]! + 600_000, hash32(p.seed, 61, i));
export const AD_CTA = JSON.stringify({ type: 'message' });

export function* postRows(p: Plan, counted: { comments: number }): Generator<string> {
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

export const PLACEHOLDER = 'data:image/webp;base64,UklGRiIAAABXRUJQVlA4IBYAAAAwAQCdASoBAAEADsD+JaQAA3AAAAAA';
export function* mediaRows(p: Plan): Generator<string> {
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

export function* saveRows(p: Plan): Generator<string> {
  for (let i = 0; i < p.postCampus.length; i++) {
    if (p.postLikes[i] === 0 && !p.viewerSaves.has(i)) continue;
    const id = postId(p, i);
    const savers = saversOf(p, i);
    for (const [k, m] of savers.entries())
      yield row(id, memberId(p, m), iso(Math.min(p.now, p.postCreated[i]! + (k + 1) * 3_600_000)));
  }
}
