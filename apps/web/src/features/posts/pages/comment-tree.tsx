import type { Post } from '@campus/domain';
import { CommentComposer } from '../../../entities/composer';
import { PostCard, postCardKey } from '../../../entities/posts/components/post-card';
import styles from '../../../entities/posts/components/post-page.module.css';
import { ServerCached } from '../../../lib/page-parts';
import { useViewer } from '../../../lib/session';
import { useSiteCampus } from '../../../lib/site-campus';

/** Comments grouped by parent, each level oldest first (the server answers them in that order). */
export function childrenOf(comments: Post[]): Map<string, Post[]> {
  const map = new Map<string, Post[]>();
  for (const c of comments) {
    const parent = c.postCommentedOn ?? '';
    map.set(parent, [...(map.get(parent) ?? []), c]);
  }
  return map;
}

/** What every level of a post's comment tree shares: the comments by parent and the one open reply box. */
export interface CommentThread {
  tree: Map<string, Post[]>;
  /** The comment whose reply box is open, if any (one at a time). */
  replyTo: string | null;
  setReplyTo: (id: string | null) => void;
  onCommented: () => void;
}

/** A comment card's key among the kept page parts (lib/page-parts.tsx). */
function commentKey(
  comment: Post,
  viewer: ReturnType<typeof useViewer>,
  campus: ReturnType<typeof useSiteCampus>,
  replyTo: string | null,
): string {
  return postCardKey(comment, viewer, campus, {
    full: true,
    reply: viewer ? { open: replyTo === comment.id } : undefined,
  });
}

/**
 * A post's whole comment tree, which the server keeps as one part (its cards are parts too): a page
 * whose comments, and the viewer's part in them, are the same writes it without rendering a card.
 */
export function PostComments({
  postId,
  comments,
  thread,
}: {
  postId: string;
  comments: Post[];
  thread: CommentThread;
}) {
  const viewer = useViewer();
  const campus = useSiteCampus();
  return (
    <ServerCached
      cacheKey={() =>
        ['comment tree', postId, ...comments.map((c) => commentKey(c, viewer, campus, thread.replyTo))].join(
          '\n',
        )
      }
    >
      <CommentTree parentId={postId} thread={thread} />
    </ServerCached>
  );
}

/**
 * The replies to `parentId`, each with its own replies. Signed in, a comment's action row has Reply
 * beside Comment (its page): it opens the reply box below the card and puts the cursor in it;
 * closing it (Reply again, Escape, or a sent reply) puts focus back on Reply.
 */
export function CommentTree({ parentId, thread }: { parentId: string; thread: CommentThread }) {
  const viewer = useViewer();
  const campus = useSiteCampus();
  const { replyTo, setReplyTo } = thread;
  const items = thread.tree.get(parentId) ?? [];
  if (items.length === 0) return null;
  const close = (id: string) => {
    setReplyTo(null);
    document.getElementById(replyButtonId(id))?.focus();
  };
  return (
    <ul className={styles.comments}>
      {items.map((comment) => {
        const open = replyTo === comment.id;
        return (
          <li key={comment.id}>
            <ServerCached cacheKey={() => commentKey(comment, viewer, campus, replyTo)}>
              <PostCard
                post={comment}
                full
                reply={
                  viewer
                    ? {
                        open,
                        onToggle: () => (open ? close(comment.id) : setReplyTo(comment.id)),
                        boxId: replyBoxId(comment.id),
                        buttonId: replyButtonId(comment.id),
                      }
                    : undefined
                }
              />
            </ServerCached>
            {open && (
              // biome-ignore lint/a11y/noStaticElementInteractions: Escape anywhere in the box closes it, as a dialog's would.
              <div
                id={replyBoxId(comment.id)}
                className={styles.composer}
                onKeyDown={(event) => {
                  if (event.key === 'Escape' && !event.defaultPrevented) close(comment.id);
                }}
              >
                <CommentComposer
                  postId={comment.id}
                  autoFocus
                  onCommented={() => {
                    close(comment.id);
                    thread.onCommented();
                  }}
                />
              </div>
            )}
            <div className={styles.replies}>
              <CommentTree parentId={comment.id} thread={thread} />
            </div>
          </li>
        );
      })}
    </ul>
  );
}

const replyBoxId = (commentId: string) => `reply-box-${commentId}`;
const replyButtonId = (commentId: string) => `reply-${commentId}`;
