import type { Post } from '@campus/domain';
import { useViewer } from '../../../lib/session';
import { CommentComposer } from '../../composer';
import { PostCard } from '../components/post-card';
import styles from './post-page.module.css';

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

/** The replies to `parentId`, each with its Reply button (signed in), its reply box when open, and its own replies. */
export function CommentTree({ parentId, thread }: { parentId: string; thread: CommentThread }) {
  const viewer = useViewer();
  const { replyTo, setReplyTo } = thread;
  const items = thread.tree.get(parentId) ?? [];
  if (items.length === 0) return null;
  return (
    <ul className={styles.comments}>
      {items.map((comment) => (
        <li key={comment.id}>
          <PostCard post={comment} full />
          {viewer && (
            <button
              type="button"
              className={styles.replyButton}
              onClick={() => setReplyTo(replyTo === comment.id ? null : comment.id)}
            >
              Reply
            </button>
          )}
          {replyTo === comment.id && (
            <div className={styles.composer}>
              <CommentComposer
                postId={comment.id}
                onCommented={() => {
                  setReplyTo(null);
                  thread.onCommented();
                }}
              />
            </div>
          )}
          <div className={styles.replies}>
            <CommentTree parentId={comment.id} thread={thread} />
          </div>
        </li>
      ))}
    </ul>
  );
}
