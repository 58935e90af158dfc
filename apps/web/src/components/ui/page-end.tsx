import { useScrollEnd } from '../../lib/use-scroll-end';
import { Spinner } from './spinner';

/** What PageEnd needs of an infinite query (TanStack's useInfiniteQuery result fits). */
interface PagedQuery {
  fetchNextPage: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
}

interface PageEndProps {
  query: PagedQuery;
  /** Whether another page may follow; the query's hasNextPage unless the list knows better. */
  more?: boolean;
  /** How near the viewport the end asks for the next page (useScrollEnd's default: about 251 px). */
  marginPx?: number;
  /** The spinner's label while the next page loads; null shows none. */
  loadingLabel?: string | null;
}

/** The end of a paged list: asks for the next page as it nears the viewport, 'Loading more' meanwhile. */
export function PageEnd({
  query,
  more = query.hasNextPage,
  marginPx,
  loadingLabel = 'Loading more',
}: PageEndProps) {
  const sentinel = useScrollEnd(
    () => void query.fetchNextPage(),
    more && !query.isFetchingNextPage,
    marginPx,
  );
  return (
    <>
      <div ref={sentinel} />
      {query.isFetchingNextPage && loadingLabel && <Spinner label={loadingLabel} />}
    </>
  );
}
