import { type Media, photoAlt } from '@campus/domain';
import styles from './post.module.css';

/**
 * The photos and videos of a post, each box sized from its recorded width and height so nothing jumps.
 * A photo's alt text is the author's, else the post's text start (photoAlt).
 */
export function PostMedia({
  media,
  postText,
  compact = false,
}: {
  media: Media[];
  postText: string;
  compact?: boolean;
}) {
  if (media.length === 0) return null;
  return (
    <div
      className={`${styles.media} ${compact ? styles.mediaCompact : ''} ${media.length > 1 ? styles.mediaMany : ''}`}
    >
      {media.map((m, i) =>
        m.kind === 'video' ? (
          <video
            key={m.id}
            className={styles.mediaItem}
            src={m.url}
            poster={m.variants[0]?.url}
            width={m.width || undefined}
            height={m.height || undefined}
            controls
            preload="metadata"
          >
            <track kind="captions" />
          </video>
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
            loading="lazy"
            style={m.placeholder ? { backgroundImage: `url(${m.placeholder})` } : undefined}
          />
        ),
      )}
    </div>
  );
}
