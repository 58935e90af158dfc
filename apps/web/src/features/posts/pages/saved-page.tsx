import { POST_MESSAGES } from '@campus/domain';
import { useEffect } from 'react';
import { PageEnd } from '../../../components/ui/page-end';
import { Spinner } from '../../../components/ui/spinner';
import { useSavedQuery } from '../../../entities/posts/api/posts';
import { PostCardList } from '../../../entities/posts/components/post-card-list';
import styles from '../../../entities/posts/components/post-page.module.css';

/** /saved: My Saved — the posts I saved on this campus, newest save first. */
export function SavedPage() {
  const query = useSavedQuery();
  const { data, isPending } = query;
  useEffect(() => {
    document.title = 'My Saved';
  }, []);
  const posts = data?.pages.flatMap((p) => p.posts) ?? [];
  return (
    <>
      <h1 className={styles.heading}>My Saved</h1>
      {isPending ? (
        <Spinner />
      ) : posts.length === 0 ? (
        <section className={styles.empty}>
          <h2>{POST_MESSAGES.savedEmpty}</h2>
        </section>
      ) : (
        <PostCardList posts={posts} label="Saved posts" />
      )}
      <PageEnd query={query} marginPx={1} loadingLabel={null} />
    </>
  );
}
