import type { PersonHit } from '@campus/domain';

/** A post hit: its id and the date the hits are ordered by (newest first). */
export interface PostHit {
  id: string;
  createdAt: Date;
}

/** Where a page of post hits continues: after this key, in this matching mode. */
export interface PostHitKey {
  createdAt: Date;
  id: string;
  /** 'words': full-text match; 'fuzzy': the trigram fallback used when words found nothing. */
  mode: 'words' | 'fuzzy';
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
  /** Up to `limit` posts matching the text, newest first; `mediaOnly` keeps posts with media. */
  searchPosts(query: {
    campusId: string;
    text: string;
    mediaOnly: boolean;
    limit: number;
    after?: PostHitKey;
  }): Promise<{ hits: PostHit[]; mode: PostHitKey['mode'] }>;
  /** Up to `limit` people of the campus whose first name, last name or username contains the text. */
  searchPeople(query: {
    campusId: string;
    text: string;
    limit: number;
    after?: PersonKey;
  }): Promise<PersonHit[]>;
  /** Strings to search for while typing: searched terms first, then words from matching posts. */
  suggest(query: { campusId: string; text: string; limit: number }): Promise<string[]>;
}
