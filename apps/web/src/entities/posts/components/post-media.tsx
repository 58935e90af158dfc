import { type Media, POST_MESSAGES, photoAlt } from '@campus/domain';
import styles from './post.module.css';
import { PostVideo } from './post-video';

/**
 * The photos and videos of a post, each box sized from its recorded width and height so nothing jumps:
 * the media box (community §9) is 350 px high, 400 on wide screens, 200 when `compact`, 500 at most wide.
 * A photo's alt text is the author's, else the post's text start (photoAlt). With `priority` (the
 * first post on screen) the first photo loads at once and first: it is likely the page's largest paint.
 */
export function PostMedia({
  media,
  postText,
  compact = false,
  priority = false,
}: {
  media: Media[];
  postText: string;
  compact?: boolean;
  priority?: boolean;
}) {
  if (media.length === 0) return null;
  const many = media.length > 1;
  // Several items scroll sideways: the row takes focus so the arrow keys scroll it (WCAG 2.1.1).
  const scrollable = many ? { role: 'group', 'aria-label': POST_MESSAGES.mediaRow, tabIndex: 0 } : {};
  return (
    <div
      className={`${styles.media} ${compact ? styles.mediaCompact : ''} ${many ? styles.mediaMany : ''}`}
      {...scrollable}
    >
      {media.map((m, i) =>
        m.kind === 'video' ? (
          <PostVideo key={m.id} media={m} />
        ) : (
          <img
            key={m.id}
            className={styles.mediaItem}
            src={m.url}
            srcSet={m.variants.map((v) => `${v.url} ${v.width}w`).join(', ')}
            sizes="(max-width: 769px) 100vw, 500px"
            width={m.width}
            height={m.height}
            alt={photoAlt(m.alt, postText, i, media.length)}
            loading={priority && i === 0 ? 'eager' : 'lazy'}
            fetchPriority={priority && i === 0 ? 'high' : undefined}
            style={m.placeholder ? { backgroundImage: `url(${m.placeholder})` } : undefined}
          />
        ),
      )}
    </div>
  );
}
