// The listing plan tests' shared EXPLAIN checks over a seeded campus of `posts` posts.
import type { ListingFilters } from '@campus/domain';
import type pg from 'pg';
import { listFilteredFeed } from '../modules/posts/posts.repository';
import { createPostgresSearchEngine } from '../modules/search/postgres-search.engine';
import {
  expectIndexedPage as expectPageThroughIndex,
  type PlanNode,
  plansOf as plansOn,
} from './query-plans';

type Sort = ListingFilters['sort'];

/** `pool` is read lazily: the test context exists only after `beforeAll`. */
export function listingPlans(pool: () => pg.Pool, posts: number) {
  const plansOf = (fn: Parameters<typeof plansOn>[1]) => plansOn(pool(), fn);
  /** A page's plan through `index`, sorting no more than a twentieth of the campus. */
  const expectIndexedPage = (nodes: PlanNode[], index: RegExp) =>
    expectPageThroughIndex(nodes, index, posts / 20);
  return {
    plansOf,
    expectIndexedPage,
    /** The statistics a running campus has, after seeding. */
    analyze: async () => {
      await pool().query('vacuum analyze posts');
      await pool().query('vacuum analyze search_lexemes');
    },
    /** The filtered feed by `sort`, first page and after a cursor (price cursors at `price`), pages on `index`. */
    async expectFeedOnIndex(filters: Omit<ListingFilters, 'sort'>, sort: Sort, index: RegExp, price: number) {
      for (const after of [
        undefined,
        sort === 'newest'
          ? [new Date(), 'ffffffff-ffff-7fff-bfff-ffffffffffff']
          : [price, '00000000-0000-7000-8000-000000000000'],
      ] as const) {
        const [plan] = await plansOf((db) =>
          listFilteredFeed(
            db,
            'ou',
            null,
            25,
            { ...filters, sort },
            after as [Date | number, string] | undefined,
          ),
        );
        expectIndexedPage(plan!, index);
      }
    },
    /** The plans of a search for `text` by `sort` under `filters`. */
    searchPlans: (filters: Omit<ListingFilters, 'sort'>, sort: Sort, text: string) =>
      plansOf((db) =>
        createPostgresSearchEngine(db as never).searchPosts({
          campusId: 'ou',
          viewerId: null,
          text,
          mediaOnly: false,
          filters: { ...filters, sort },
          limit: 10,
        }),
      ),
  };
}
