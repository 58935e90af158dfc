import { BOOK_MESSAGES as B, courseKey, courseLabel } from '@campus/domain';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { PageEnd } from '../../components/ui/page-end';
import { Spinner } from '../../components/ui/spinner';
import { useCoursePosts } from '../../entities/books';
import { PostCardList } from '../../entities/posts/components/post-card-list';
import styles from '../../entities/posts/components/post-page.module.css';
import { refusalSentence } from '../../lib/api-client';

/** /course/{code}: "Books for MATH 2924", the course's listings and Looking-for posts, newest first. */
export function CoursePage() {
  const code = useParams().code ?? '';
  const query = useCoursePosts(code);
  const { data, isPending, error } = query;
  const title = B.booksFor(data?.pages[0]?.course ?? courseLabel(courseKey(code)));
  useEffect(() => {
    document.title = title;
  }, [title]);
  const posts = data?.pages.flatMap((p) => p.posts) ?? [];
  return (
    <>
      <h1 className={styles.heading}>{title}</h1>
      {isPending ? (
        <Spinner />
      ) : error ? (
        <p role="alert">{refusalSentence(error)}</p>
      ) : posts.length === 0 ? (
        <section className={styles.empty}>
          <h2>{B.noBooksForCourse}</h2>
        </section>
      ) : (
        <PostCardList posts={posts} label={title} />
      )}
      <PageEnd query={query} marginPx={1} loadingLabel={null} />
    </>
  );
}
