// Where the mobile composer pages lead, and how they tell the next page to show its success alert
// (community §4 Composer): a post goes to /home?filter=notify-posted&post={id}; a reply stores the
// session key 'comment_success' and goes to /post/{postId}.

export const NOTIFY_POSTED_FILTER = 'notify-posted';
export const COMMENT_SUCCESS_KEY = 'comment_success';

/** Where the feed shows 'Your post was sent' (with the alert's View link to the post). */
export const notifyPostedUrl = (postId: string) =>
  `/home?filter=${NOTIFY_POSTED_FILTER}&post=${encodeURIComponent(postId)}`;

export function markCommentSuccess(): void {
  try {
    sessionStorage.setItem(COMMENT_SUCCESS_KEY, '1');
  } catch {
    // storage disabled: the post page simply shows no alert
  }
}

/** True once after a reply was sent from the mobile comment page; clears the key. */
export function takeCommentSuccess(): boolean {
  try {
    const found = sessionStorage.getItem(COMMENT_SUCCESS_KEY) !== null;
    sessionStorage.removeItem(COMMENT_SUCCESS_KEY);
    return found;
  } catch {
    return false;
  }
}

/**
 * Where /create/post?goBack={page} returns when closed: a page name ('home', 'saved') or a path on
 * this site ('/post/abc'); anything else (another origin included) goes to /home.
 */
export function backTarget(goBack: string | null): string {
  if (!goBack) return '/home';
  if (/^[\w-]+$/.test(goBack)) return `/${goBack}`;
  if (/^\/(?![/\\])/.test(goBack)) return goBack;
  return '/home';
}
