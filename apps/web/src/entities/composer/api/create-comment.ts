// POST /api/posts/{id}/comments: a comment (or a reply to a comment) on a post. Answers the comment (201).
import type { Post } from '@campus/domain';
import type { SerializedEditorState } from 'lexical';
import { api } from '../../../lib/api-client';

export interface CreateCommentInput {
  text: SerializedEditorState | null;
  uploadIds: string[];
  altTexts?: Record<string, string>;
  /** One per comment being written (newClientKey): a repeat answers the first comment. */
  clientKey?: string;
}

export const createComment = (postId: string, input: CreateCommentInput) =>
  api<Post>(`/api/posts/${encodeURIComponent(postId)}/comments`, { method: 'POST', json: input });
