import { POST_MESSAGES } from '@campus/domain';
import { Link } from 'react-router';
import { PageEnd } from '../../../components/ui/page-end';
import { Spinner } from '../../../components/ui/spinner';
import { useMediaQuery } from '../../../entities/posts';
import styles from './feed.module.css';

/** The Photos tab: a 3-column grid of posts with media, 15 per page; ends when a page brings fewer than 14. */
export function MediaGrid() {
  const query = useMediaQuery();
  const { data, isPending, hasNextPage } = query;
  const lastPage = data?.pages.at(-1);
  const more = Boolean(hasNextPage) && (lastPage?.posts.length ?? 0) >= 14;
  if (isPending) return <Spinner label="Loading photos" />;
  const posts = data?.pages.flatMap((p) => p.posts) ?? [];
  if (posts.length === 0) return <p className={styles.end}>{POST_MESSAGES.noMedia}</p>;
  return (
    <>
      <ul className={styles.grid} aria-label="Photos and videos">
        {posts.map((post) => {
          const first = post.media[0];
          const thumb = first?.variants[0]?.url ?? first?.url;
          return (
            <li key={post.id}>
              <Link
                to={`/post/${post.id}`}
                aria-label={`Post by ${post.user.firstName} ${post.user.lastName}`}
              >
                {first?.kind === 'video' ? (
                  <video className={styles.thumb} src={first.url} poster={thumb} muted preload="metadata" />
                ) : (
                  <img
                    className={styles.thumb}
                    src={thumb}
                    width={320}
                    height={320}
                    alt=""
                    loading="lazy"
                    style={first?.placeholder ? { backgroundImage: `url(${first.placeholder})` } : undefined}
                  />
                )}
              </Link>
            </li>
          );
        })}
      </ul>
      <PageEnd query={query} more={more} loadingLabel={null} />
    </>
  );
}
