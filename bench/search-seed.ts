// The search bench's own posts (bench/search.ts): a fixed vocabulary and ten authors, seeded in two
// statements, and the terms it searches for.
import type pg from 'pg';
import { FIRST_NAMES as DATA_FIRST_NAMES } from '../apps/server/src/test/big-data/names';
import { ADJECTIVES as DATA_ADJECTIVES } from '../apps/server/src/test/big-data/words';
import { establishedJoinDate } from '../apps/server/src/test/factories';

/** Things both sold in the posts and searched for, in the order both lists take them. */
const GEAR = ['sneakers', 'guitar', 'saxophone', 'microscope', 'kayak', 'projector', 'mattress', 'printer'];

/**
 * The rotating terms: common and rare words, two-word queries, a category, an author's first name,
 * typos and unfinished words (the trigram fallback), and words no post has.
 */
export const TERMS = [
  'desk',
  'lamp',
  'bike',
  'textbook',
  'fridge',
  'chair',
  'couch',
  'laptop',
  'calculator',
  'tickets',
  'monitor',
  'jacket',
  ...GEAR,
  'mini fridge',
  'standing desk',
  'gaming chair',
  'organic chemistry',
  'winter coat',
  'bike lock',
  'desk lamp',
  'concert tickets',
  'furniture',
  'electronics',
  'alex',
  'jordan',
  'textbok',
  'calculater',
  'refridgerator',
  'sax',
  'microsc',
  'zeppelin',
  'harpsichord',
  'unicycle',
];

const ITEMS = [
  'desk',
  'lamp',
  'bike',
  'textbook',
  'mini fridge',
  'chair',
  'couch',
  'laptop',
  'calculator',
  'concert tickets',
  'monitor',
  'winter coat',
  ...GEAR,
  'standing desk',
  'gaming chair',
  'bike lock',
  'desk lamp',
  'organic chemistry book',
  'rug',
  'mirror',
  'bookshelf',
  'microwave',
  'air fryer',
  'headphones',
  'speaker',
  'camera',
  'tripod',
  'skateboard',
  'tennis racket',
  'yoga mat',
  'dumbbells',
  'backpack',
  'graphing calculator',
];
// The big dataset's words, cut to the ten authors and ten adjectives this bench has seeded since its
// first runs, so its timings stay comparable.
const ADJECTIVES = DATA_ADJECTIVES.filter((adjective) => adjective !== 'gently used').slice(0, 10);
const FIRST_NAMES = DATA_FIRST_NAMES.slice(0, 10);
const CATEGORIES = [
  'furniture',
  'books, movies, & music',
  'computers & accessories',
  'clothing, shoes, & accessories',
  'exercise',
  null,
];

/**
 * `count` posts: 90% at OU, 10% at UT (so the campus filter matters), by ten authors, each text an
 * item with an adjective from fixed lists, a category on most, a price ($0–$299) and a condition on
 * eight in nine. Then VACUUM ANALYZE, as autovacuum
 * would have done on a running campus.
 */
export async function seedSearchPosts(pool: pg.Pool, count: number): Promise<void> {
  await pool.query(
    `insert into users (id, name, email, username, first_name, last_name, campus_id, email_verified,
       school_verified, school_verified_at, created_at)
     select 'author' || g, n || ' Seller', 'author' || g || '@example.com', lower(n) || 'seller' || g, n, 'S.',
       case when g <= 8 then 'ou' else 'ut' end, true, true, now(), $2
     from unnest($1::text[]) with ordinality as a(n, g)`,
    [FIRST_NAMES, establishedJoinDate()],
  );
  await pool.query(
    `insert into posts (id, campus_id, user_id, plain_text, category, price_cents, condition, created_at,
       last_modified)
     select gen_random_uuid(), case when i % 10 = 0 then 'ut' else 'ou' end,
       'author' || (case when i % 10 = 0 then 9 + i % 2 else 1 + i % 8 end),
       initcap(($1::text[])[1 + (i * 7) % array_length($1::text[], 1)]) || ', ' ||
         ($2::text[])[1 + (i * 3) % array_length($2::text[], 1)] || '. Pick up on campus, message me. Ref ' || i,
       ($3::text[])[1 + i % array_length($3::text[], 1)],
       case when i % 9 = 0 then null when i % 50 = 7 then 0 else ((i * 37) % 300) * 100 end,
       (array['new','like_new','good','fair','for_parts'])[1 + (i / 7) % 5],
       now() - i * interval '61 seconds', now() - i * interval '61 seconds'
     from generate_series(1, $4::int) i`,
    [ITEMS, ADJECTIVES, CATEGORIES, count],
  );
  await pool.query('vacuum analyze');
}
