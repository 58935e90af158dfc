import type { PersonHit } from '@campus/domain';

/** A post hit: its id and the date the hits are ordered by (newest first). */
export interface PostHit {
  id: string;
  createdAt: Date;
}

/** Where a page of post hits continues: after this date and id. */
export interface PostHitKey {
  createdAt: Date;
  id: string;
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
   * unfinished word: the closest known words stand in for it), newest first; `mediaOnly` keeps
   * posts with photos or videos.
   */
  searchPosts(query: {
    campusId: string;
    /** The signed-in reader: posts by people they blocked are left out. */
    viewerId: string | null;
    text: string;
    mediaOnly: boolean;
    /** Keep sold listings (hidden unless asked for). */
    showSold: boolean;
    limit: number;
    after?: PostHitKey;
  }): Promise<PostHit[]>;
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
