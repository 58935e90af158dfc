// POST /api/posts: a top-level post from the composer's draft. Answers the new post (201).
import type { HousingInput, ListingCondition, Post, PostKind } from '@campus/domain';
import type { SerializedEditorState } from 'lexical';
import { api } from '../../../lib/api-client';

export interface CreatePostInput {
  /** Lexical's serialised editor state, or null for a post with files only. */
  text: SerializedEditorState | null;
  category: string | null;
  /** Whole US dollars. */
  price: number | null;
  condition: ListingCondition | null;
  /** Selling or Looking for; Up to (whole dollars) for a request; textbook course codes and ISBN. */
  kind?: PostKind;
  upTo?: number | null;
  courses?: string[];
  isbn?: string | null;
  /** Housing & Apartments: kind, dates, rooms (the rent is the price; a roommate search's budget is Up to). */
  housing?: HousingInput | null;
  uploadIds: string[];
  /** The author's alt text per photo, by upload id. */
  altTexts?: Record<string, string>;
  /** The draft's key: a repeat (double tap, retry, resubmit after a reload) answers the first post. */
  clientKey?: string;
}

export const createPost = (input: CreatePostInput) =>
  api<Post>('/api/posts', { method: 'POST', json: input });
