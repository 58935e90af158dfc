import { performance } from 'node:perf_hooks';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-app';
import { loadBigData } from './big-data';
import { CURVE_PAGE_NAMES, type CurvePage, curvePages, signIn } from './pages';
import { describePlan, planOf, planProblems } from './plans';

// The cost curve's pages (bench/curve.ts) on the big dataset at 100,000 posts (bench:data's
// generator, one load for every check): each statement a page sends reads the big tables through
// an index and sorts no whole campus.
const POSTS = 100_000;
const SECRET = 'test-secret-'.padEnd(40, 'x');

let t: TestContext;
let pages: CurvePage[];
let cookies: Record<CurvePage['who'], string>;
let maxSortRows: number;

beforeAll(async () => {
  t = await createTestContext();
  const t0 = performance.now();
  const loaded = await loadBigData(t.pool, { posts: POSTS, members: POSTS / 10 });
  const curve = await curvePages(t.pool);
  pages = curve.pages;
  // A sort may take the matching rows of a search (Best match), never a twentieth of the campus.
  maxSortRows = curve.campusPosts / 20;
  cookies = {
    viewer: await signIn(t.pool, curve.landmarks.viewerId, SECRET),
    moderator: await signIn(t.pool, curve.landmarks.moderatorId, SECRET),
  };
  console.log(
    `big data: ${loaded.counts.posts} posts and comments, ${loaded.counts.users} members in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
  );
}, 300_000);

/** The statements one request sends through the app's pool (text and values). */
async function statementsOf(fn: () => Promise<unknown>) {
  const original = t.pool.query;
  const seen: { text: string; values: unknown[] }[] = [];
  (t.pool as unknown as { query: unknown }).query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
    const config = typeof first === 'string' ? { text: first } : first;
    seen.push({
      text: config.text,
      values: (second ?? (config as { values?: unknown[] }).values ?? []) as unknown[],
    });
    return (original as (...a: unknown[]) => unknown).apply(this, args);
  };
  try {
    await fn();
  } finally {
    (t.pool as unknown as { query: unknown }).query = original;
  }
  return seen;
}

describe(`the cost curve's pages over ${POSTS.toLocaleString('en-US')} posts (EXPLAIN)`, () => {
  it.each(CURVE_PAGE_NAMES)('%s reads through indexes', async (name) => {
    const page = pages.find((p) => p.name === name)!;
    let status = 0;
    const statements = await statementsOf(async () => {
      const res = await t.request('ou', {
        method: 'GET',
        url: page.url,
        headers: { cookie: cookies[page.who] },
      });
      status = res.statusCode;
    });
    expect(status, page.name).toBe(200);
    expect(statements.length, page.name).toBeGreaterThan(0);
    for (const st of statements) {
      const nodes = await planOf(t.pool, st.text, st.values);
      expect(planProblems(nodes, maxSortRows), `${page.name}: ${st.text}\n${describePlan(nodes)}`).toEqual(
        [],
      );
    }
  });

  it('covers every page of the curve', () => {
    expect(pages.map((p) => p.name)).toEqual(CURVE_PAGE_NAMES);
  });
});
