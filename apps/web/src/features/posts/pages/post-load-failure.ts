import { ApiError } from '../../../lib/api-client';

/**
 * Why a post page has no post: the post is gone (404, 'Hmm...this page doesn't exist.'), the campus
 * is private to this visitor (401 campus_private: the feed's notice and sign-in prompt), or anything
 * else (Something went wrong., Try again).
 */
export function postLoadFailure(error: unknown): 'missing' | 'private' | 'failed' {
  if (!(error instanceof ApiError)) return 'failed';
  if (error.status === 404) return 'missing';
  if (error.status === 401 && error.code === 'campus_private') return 'private';
  return 'failed';
}
