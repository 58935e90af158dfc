import type { Post } from '@campus/domain';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { PageEnd } from '../../../components/ui/page-end';
import { PostCardList } from './post-card-list';
import styles from './post-page.module.css';
import { PostPlaceholder } from './post-placeholder';

type PostsPage = { posts: Post[]; nextCursor: string | null };

/**
 * A paged list of post cards with more on scrolling near the end (search results, profile tabs).
 * A failed load shows the empty state and is only logged (community §8 load failures).
 */
export function PostList({
  query,
  label,
  empty,
}: {
  query: UseInfiniteQueryResult<InfiniteData<PostsPage>>;
  label: string;
  empty: ReactNode;
}) {
  const { data, error, isPending } = query;
  useEffect(() => {
    if (error) console.warn(`${label} failed to load`, error);
  }, [error, label]);
  if (isPending && !error) return <PostPlaceholder label={`Loading ${label.toLowerCase()}`} count={3} />;
  const posts = data?.pages.flatMap((p) => p.posts) ?? [];
  if (posts.length === 0) return <section className={styles.empty}>{empty}</section>;
  return (
    <>
      <PostCardList posts={posts} label={label} />
      <PageEnd query={query} />
    </>
  );
}
