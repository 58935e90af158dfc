import type { ListingFilters, PersonHit } from '@campus/domain';

/** A post hit: its id and the keys the orders use (date; price in cents; Best match's score). */
export interface PostHit {
  id: string;
  createdAt: Date;
  priceCents: number | null;
  score: number;
}

/** Where a page of post hits continues: after this row's keys of the order in use. */
export interface PostHitKey {
  createdAt: Date;
  id: string;
  priceCents?: number;
  score?: number;
}

/** A word of the query no post holds, and the known word that stood in for it first. */
export interface ReplacedWord {
  typed: string;
  used: string;
}

export interface PersonKey {
  username: string;
}

/**
 * The search engine behind /search (community §7 Search service): a posts index sorted by date,
 * a people index and suggestions, always within one campus. PostgreSQL implements it today
 * (postgres-search.engine.ts); a dedicated engine could replace it behind this interface.
 */
export interface SearchEngine {
  /**
   * Up to `limit` posts matching every word of the text (a word no post has may be a typo or an
   * unfinished word: the closest known words stand in for it) and the filters, in the filters' order
   * (newest first by default); `mediaOnly` keeps posts with photos or videos. Also says which words
   * stood in for typed ones.
   */
  searchPosts(query: {
    campusId: string;
    /** The signed-in reader: posts by people they blocked are left out. */
    viewerId: string | null;
    text: string;
    mediaOnly: boolean;
    /** The words as typed: no known word stands in for one no post holds. */
    exact?: boolean;
    /** Category, price, Free, conditions, Show sold and the order. */
    filters: ListingFilters;
    limit: number;
    after?: PostHitKey;
  }): Promise<{ hits: PostHit[]; replaced: ReplacedWord[] }>;
  /** Up to `limit` people of the campus whose first name, last name or username contains the text. */
  searchPeople(query: {
    campusId: string;
    /** The signed-in reader: people they blocked are left out. */
    viewerId: string | null;
    text: string;
    limit: number;
    after?: PersonKey;
  }): Promise<PersonHit[]>;
  /** Strings to search for while typing: searched terms first, then words from matching posts. */
  suggest(query: {
    campusId: string;
    viewerId: string | null;
    text: string;
    limit: number;
  }): Promise<string[]>;
}
